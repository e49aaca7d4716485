"""embedding(indices, weight): a row gather (flaggems style)."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry
from tcorpus.utils import triton_lang_extension as tle


@libentry()
@triton.jit
def embedding_kernel(out_ptr, in_ptr, weight_ptr, N, BLOCK_SIZE: tl.constexpr):
    """out[i, :] = weight[in[i], :] for one index i per program."""
    pid = tle.program_id(0)
    out_ptr += pid * N
    in_ptr += pid
    row = tl.load(in_ptr).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    for start in range(0, N, BLOCK_SIZE):
        mask = start + cols < N
        vals = tl.load(weight_ptr + row * N + start + cols, mask=mask)
        tl.store(out_ptr + start + cols, vals, mask=mask)


def embedding(weight, indices):
    M = indices.numel()
    N = weight.shape[-1]
    BLOCK_SIZE = min(triton.next_power_of_2(N), 1024)
    out = torch.empty((M, N), dtype=weight.dtype, device=weight.device)
    embedding_kernel[(M,)](out, indices.contiguous(), weight.contiguous(), N, BLOCK_SIZE)
    return out.reshape(*indices.shape, N)
