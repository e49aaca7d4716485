"""Version-dependent names, decided once at import (unsloth style)."""
import triton
import triton.language as tl
from packaging.version import Version

if Version(triton.__version__) >= Version("3.0.0"):
    from triton.language.extra import libdevice

    triton_tanh = libdevice.tanh
    triton_erf = libdevice.erf
    triton_cast = tl.cast
else:
    triton_tanh = tl.math.tanh
    triton_erf = tl.math.erf

    # tl.cast did not take fp_downcast_rounding before 3.0: a plain .to()
    @triton.jit
    def triton_cast(x, dtype):
        return x.to(dtype)

# Rows longer than this are processed in chunks by the host.
MAX_FUSED_SIZE: int = 65536
# Heads and blocks default to these unless the caller says otherwise.
DEFAULT_NUM_WARPS = 4


def calculate_settings(n: int):
    BLOCK_SIZE = triton.next_power_of_2(n)
    if BLOCK_SIZE > MAX_FUSED_SIZE:
        raise RuntimeError("row of %d elements exceeds MAX_FUSED_SIZE = %d" % (n, MAX_FUSED_SIZE))
    num_warps = DEFAULT_NUM_WARPS
    if BLOCK_SIZE >= 32768:
        num_warps = 32
    elif BLOCK_SIZE >= 8192:
        num_warps = 16
    elif BLOCK_SIZE >= 2048:
        num_warps = 8
    return BLOCK_SIZE, num_warps
