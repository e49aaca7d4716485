"""Tutorial style: a persistent row softmax. A fixed set of programs strides
over the rows with tl.range (pipelined with num_stages); each row fits one
power-of-two block, is read once and written once. Written for tritonc's
corpus."""
import torch
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr, num_stages: tl.constexpr):
    cols = tl.arange(0, BLOCK_SIZE)
    valid = cols < n_cols
    for r in tl.range(tl.program_id(0), n_rows, tl.num_programs(0), num_stages=num_stages):
        # Padding lanes read -inf so that they add exp(-inf) = 0 to the sum.
        vals = tl.load(input_ptr + r * input_row_stride + cols, mask=valid, other=-float("inf"))
        shifted = vals - tl.max(vals, axis=0)
        e = tl.exp(shifted)
        tl.store(output_ptr + r * output_row_stride + cols, e / tl.sum(e, axis=0), mask=valid)


def softmax(x: torch.Tensor, programs: int = 264) -> torch.Tensor:
    rows, cols = x.shape
    block = triton.next_power_of_2(cols)
    stages = 2 if block > 4096 else 4
    y = torch.empty_like(x)
    softmax_kernel[(min(programs, rows),)](y, x, x.stride(0), y.stride(0), rows, cols,
                                           BLOCK_SIZE=block, num_stages=stages, num_warps=8)
    return y
