"""Two autotuned kernels for bench_autotune.py, written as Triton users write
them: @triton.autotune over triton.Config lists with a key, then @triton.jit.
tritonc compiles every config into one launcher (--config all); Triton
imports this file and tunes at run time. Both see the same source.
"""
import triton
import triton.language as tl


def _matmul_configs():
    out = []
    for bm, bn, bk, warps, stages in [(128, 256, 64, 8, 3), (128, 128, 64, 8, 3), (128, 128, 32, 4, 4),
                                      (64, 128, 32, 4, 4), (64, 64, 32, 4, 4), (128, 64, 64, 4, 3)]:
        out.append(triton.Config({"BLOCK_M": bm, "BLOCK_N": bn, "BLOCK_K": bk, "GROUP_M": 8},
                                 num_warps=warps, num_stages=stages))
    return out


@triton.autotune(configs=_matmul_configs(), key=["M", "N", "K"])
@triton.jit
def matmul_autotuned(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn,
                     stride_cm, stride_cn, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                     BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    # Grouped program order for L2 reuse, row and column offsets wrapped so
    # that every load is in bounds, K masked.
    pid = tl.program_id(0)
    grid_m = tl.cdiv(M, BLOCK_M)
    grid_n = tl.cdiv(N, BLOCK_N)
    per_group = GROUP_M * grid_n
    first_m = (pid // per_group) * GROUP_M
    rows_in_group = min(grid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % per_group) % rows_in_group
    pid_n = (pid % per_group) // rows_in_group
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)) % M
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)) % N
    rk = tl.arange(0, BLOCK_K)
    a = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        left = K - k * BLOCK_K
        acc += tl.dot(tl.load(a, mask=rk[None, :] < left, other=0.0), tl.load(b, mask=rk[:, None] < left, other=0.0))
        a += BLOCK_K * stride_ak
        b += BLOCK_K * stride_bk
    cm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    c = c_ptr + cm[:, None] * stride_cm + cn[None, :] * stride_cn
    tl.store(c, acc.to(tl.float16), mask=(cm[:, None] < M) & (cn[None, :] < N))


@triton.autotune(configs=[triton.Config({"BLOCK": b}, num_warps=w) for b in [512, 1024, 2048, 4096]
                          for w in [4, 8, 16] if b // (32 * w) >= 4], key=["n_cols"])
@triton.jit
def softmax_autotuned(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    # One row per program, in chunks of BLOCK: a running maximum and sum
    # (rescaled as the maximum grows), then the normalized values.
    row = tl.program_id(0)
    src = in_ptr + row * in_stride
    dst = out_ptr + row * out_stride
    cols = tl.arange(0, BLOCK)
    m = tl.full((BLOCK,), -1e30, tl.float32)
    s = tl.zeros((BLOCK,), tl.float32)
    for start in range(0, n_cols, BLOCK):
        mask = start + cols < n_cols
        x = tl.load(src + start + cols, mask=mask, other=-1e30)
        new_m = tl.maximum(m, x)
        s = s * tl.exp(m - new_m) + tl.where(mask, tl.exp(x - new_m), 0.0)
        m = new_m
    row_max = tl.max(m, axis=0)
    total = tl.sum(s * tl.exp(m - row_max), axis=0)
    for start in range(0, n_cols, BLOCK):
        mask = start + cols < n_cols
        x = tl.load(src + start + cols, mask=mask, other=0.0)
        tl.store(dst + start + cols, tl.exp(x - row_max) / total, mask=mask)
