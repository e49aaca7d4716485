"""fill_(out, value) (flaggems style): a scalar cast to the output's dtype
given as a dtype constexpr."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry
from tcorpus.utils import triton_lang_extension as tle

_TL = {torch.float16: tl.float16, torch.bfloat16: tl.bfloat16, torch.float32: tl.float32,
       torch.int32: tl.int32, torch.int64: tl.int64, torch.int8: tl.int8}


@libentry()
@triton.jit(do_not_specialize=["value"])
def fill_scalar_kernel(out_ptr, n_elements, value, BLOCK_SIZE: tl.constexpr, OUT_DTYPE: tl.constexpr):
    pid = tle.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    filled = tl.full([BLOCK_SIZE], value, dtype=OUT_DTYPE)
    tl.store(out_ptr + offsets, filled, mask=offsets < n_elements)


def fill_(out, value):
    n = out.numel()
    BLOCK_SIZE = 1024
    fill_scalar_kernel[(triton.cdiv(n, BLOCK_SIZE),)](out, n, value, BLOCK_SIZE=BLOCK_SIZE,
                                                       OUT_DTYPE=_TL[out.dtype], num_warps=4)
    return out
