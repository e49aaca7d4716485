"""Softmax over the last dimension (liger style): one block per row when
the row fits, otherwise an online pass for the statistics and a second pass
for the output."""
import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import calculate_settings
from tcorpus.ops.utils import ensure_contiguous


@triton.jit
def _softmax_row_kernel(out_ptr, out_stride, in_ptr, in_stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    live = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=live, other=-float("inf"), cache_modifier=".ca")
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=live, cache_modifier=".cs")


@triton.jit
def _softmax_looped_kernel(out_ptr, out_stride, in_ptr, in_stride, n_cols, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK_SIZE)
    row_in = in_ptr + row * in_stride
    row_out = out_ptr + row * out_stride

    big = -float("inf")
    acc = 0.0
    for start in tl.range(0, n_cols, BLOCK_SIZE, num_stages=2):
        live = start + cols < n_cols
        blk = tl.load(row_in + start + cols, mask=live, other=-float("inf")).to(tl.float32)
        nbig = tl.maximum(big, tl.max(blk, axis=0))
        acc = acc * tl.exp(big - nbig) + tl.sum(tl.exp(blk - nbig), axis=0)
        big = nbig

    inv = 1.0 / acc
    for start in tl.range(0, n_cols, BLOCK_SIZE):
        live = start + cols < n_cols
        blk = tl.load(row_in + start + cols, mask=live, other=-float("inf")).to(tl.float32)
        tl.store(row_out + start + cols, tl.exp(blk - big) * inv, mask=live, cache_modifier=".cs")


def softmax_forward(x):
    n_cols = x.shape[-1]
    x2 = x.contiguous().view(-1, n_cols)
    BLOCK_SIZE, num_warps = calculate_settings(min(n_cols, 8192))
    y2 = torch.empty_like(x2)
    kernel = _softmax_row_kernel if n_cols <= BLOCK_SIZE else _softmax_looped_kernel
    kernel[(x2.shape[0],)](y2, y2.stride(0), x2, x2.stride(0), n_cols, BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps)
    return y2.view_as(x)


class TcorpusSoftmax(torch.autograd.Function):
    @staticmethod
    @ensure_contiguous
    def forward(ctx, x):
        y = softmax_forward(x)
        ctx.save_for_backward(y)
        return y
