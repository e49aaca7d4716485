# Device helpers shared by the package's kernels.
import operator

import triton
import triton.language as tl

from .host import device_count

# The libdevice shim most libraries carry: the first import that exists wins.
try:
    from triton.language.extra.cuda.libdevice import tanh as _tanh
except ModuleNotFoundError:
    try:
        from triton.language.extra.libdevice import tanh as _tanh
    except ModuleNotFoundError:
        from triton.language.math import tanh as _tanh

# A version test tritonc can answer (it implements Triton 3.6).
if triton.__version__ >= "3.0":
    fast_tanh = _tanh
else:
    fast_tanh = tl.math.tanh

# Host code whose result no kernel can know: fine until a kernel uses it.
NUM_DEVICES = device_count()

DEFAULT_BLOCK = tl.constexpr(128)
ACC_DTYPE = tl.float32
cast_to = tl.cast


@triton.jit
def row_program_id(axis: tl.constexpr):
    return tl.program_id(axis).to(tl.int64)


@triton.jit
def _gelu_tanh(x):
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + fast_tanh(inner))


gelu_tanh = _gelu_tanh
