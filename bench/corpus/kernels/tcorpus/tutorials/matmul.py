"""Tutorial style: an autotuned fp16 matmul. Tiles are visited in groups of
GROUP_SIZE_M tile rows so that neighbouring programs reuse the same B
columns from L2; A rows and B columns past the edge are wrapped with % M
and % N instead of masked (they are computed but never stored), only the K
tail is masked; an activation can be fused before the fp16 store.
Written for tritonc's corpus."""
import torch
import triton
import triton.language as tl


def _configs():
    shapes = [(128, 256, 64, 3, 8), (64, 256, 32, 4, 4), (128, 128, 32, 4, 4), (128, 64, 32, 4, 4)]
    return [
        triton.Config({"BLOCK_SIZE_M": bm, "BLOCK_SIZE_N": bn, "BLOCK_SIZE_K": bk, "GROUP_SIZE_M": 8},
                      num_stages=stages, num_warps=warps)
        for bm, bn, bk, stages, warps in shapes
    ]


@triton.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, 0.01 * x)


@triton.autotune(configs=_configs(), key=["M", "N", "K"])
@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                  GROUP_SIZE_M: tl.constexpr, ACTIVATION: tl.constexpr):
    tiles_m = tl.cdiv(M, BLOCK_SIZE_M)
    tiles_n = tl.cdiv(N, BLOCK_SIZE_N)
    per_group = GROUP_SIZE_M * tiles_n
    pid = tl.program_id(0)
    group_row = (pid // per_group) * GROUP_SIZE_M
    rows_here = min(tiles_m - group_row, GROUP_SIZE_M)
    tile_m = group_row + (pid % per_group) % rows_here
    tile_n = (pid % per_group) // rows_here

    rm = (tile_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    rn = (tile_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    rk = tl.arange(0, BLOCK_SIZE_K)
    a_tile = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_tile = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn

    acc = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for step in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        left = K - step * BLOCK_SIZE_K
        a = tl.load(a_tile, mask=rk[None, :] < left, other=0.0)
        b = tl.load(b_tile, mask=rk[:, None] < left, other=0.0)
        acc = tl.dot(a, b, acc)
        a_tile += BLOCK_SIZE_K * stride_ak
        b_tile += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        acc = leaky_relu(acc)

    out_m = tile_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    out_n = tile_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    keep = (out_m[:, None] < M) & (out_n[None, :] < N)
    tl.store(c_ptr + out_m[:, None] * stride_cm + out_n[None, :] * stride_cn, acc.to(tl.float16), mask=keep)


def matmul(a: torch.Tensor, b: torch.Tensor, activation: str = "") -> torch.Tensor:
    (m, k), (k2, n) = a.shape, b.shape
    if k != k2:
        raise ValueError("matmul: inner dimensions differ")
    c = torch.empty((m, n), device=a.device, dtype=torch.float16)

    def grid(meta):
        return (triton.cdiv(m, meta["BLOCK_SIZE_M"]) * triton.cdiv(n, meta["BLOCK_SIZE_N"]),)

    matmul_kernel[grid](a, b, c, m, n, k, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                        c.stride(0), c.stride(1), ACTIVATION=activation)
    return c
