# 2-D kernels whose speed depends on the GPU layouts (slice layouts,
# register-only broadcasts and reductions, conversions): the same source is
# compiled by tritonc (bench/device/prepare_layouts.sh) and JIT-compiled by
# Triton in bench_layouts.py.
import triton
import triton.language as tl


@triton.jit
def softmax_rows(out_ptr, in_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    # BM rows per program: the row maximum and sum are reductions along
    # axis 1 broadcast back over the row.
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offsets = rows[:, None] * stride + cols[None, :]
    x = tl.load(in_ptr + offsets, mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    y = e / tl.sum(e, axis=1)[:, None]
    tl.store(out_ptr + offsets, y, mask=mask)


@triton.jit
def row_sum(out_ptr, in_ptr, M, N, stride, BM: tl.constexpr, BN: tl.constexpr):
    # A reduction stored through its own 1-D pointers: one layout
    # conversion of the sums.
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    acc = tl.zeros((BM,), dtype=tl.float32)
    for start in range(0, N, BN):
        c = start + cols
        mask = (rows[:, None] < M) & (c[None, :] < N)
        x = tl.load(in_ptr + rows[:, None] * stride + c[None, :], mask=mask, other=0.0)
        acc += tl.sum(x, axis=1)
    tl.store(out_ptr + rows, acc, mask=rows < M)
