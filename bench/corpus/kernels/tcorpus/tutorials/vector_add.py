"""Tutorial style, lesson one: z = x + y, one block of BLOCK_SIZE elements
per program, the last block masked. Written for tritonc's corpus."""
import torch
import triton
import triton.language as tl


@triton.jit
def add_kernel(x_ptr, y_ptr, output_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    first = tl.program_id(0) * BLOCK_SIZE
    idx = first + tl.arange(0, BLOCK_SIZE)
    inside = idx < n_elements
    lhs = tl.load(x_ptr + idx, mask=inside)
    rhs = tl.load(y_ptr + idx, mask=inside)
    tl.store(output_ptr + idx, lhs + rhs, mask=inside)


def add(x: torch.Tensor, y: torch.Tensor, block: int = 1024) -> torch.Tensor:
    if x.shape != y.shape:
        raise ValueError("add: shapes differ")
    out = torch.empty_like(x)
    count = out.numel()
    add_kernel[(triton.cdiv(count, block),)](x, y, out, count, BLOCK_SIZE=block)
    return out
