"""Tutorial style: layer-norm forward, one program per row, the row visited
in BLOCK_SIZE pieces three times (sum, centred sum of squares, output), so
rows longer than one block work. Mean and 1/std are kept per row in fp32.
Written for tritonc's corpus."""
import torch
import triton
import triton.language as tl


@triton.jit
def _layer_norm_fwd_fused(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK_SIZE: tl.constexpr):
    base = tl.program_id(0) * stride
    total = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for start in range(0, N, BLOCK_SIZE):
        idx = start + tl.arange(0, BLOCK_SIZE)
        total += tl.load(X + base + idx, mask=idx < N, other=0.0).to(tl.float32)
    mu = tl.sum(total, axis=0) / N

    squares = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for start in range(0, N, BLOCK_SIZE):
        idx = start + tl.arange(0, BLOCK_SIZE)
        v = tl.load(X + base + idx, mask=idx < N, other=0.0).to(tl.float32)
        d = tl.where(idx < N, v - mu, 0.0)  # padding lanes must not count
        squares += d * d
    inv_std = 1 / tl.sqrt(tl.sum(squares, axis=0) / N + eps)
    tl.store(Mean + tl.program_id(0), mu)
    tl.store(Rstd + tl.program_id(0), inv_std)

    for start in range(0, N, BLOCK_SIZE):
        idx = start + tl.arange(0, BLOCK_SIZE)
        ok = idx < N
        v = tl.load(X + base + idx, mask=ok, other=0.0).to(tl.float32)
        gamma = tl.load(W + idx, mask=ok)
        beta = tl.load(B + idx, mask=ok)
        tl.store(Y + base + idx, (v - mu) * inv_std * gamma + beta, mask=ok)


def layer_norm(x, weight, bias, eps=1e-5):
    rows = x.reshape(-1, x.shape[-1])
    m, n = rows.shape
    out = torch.empty_like(rows)
    mean = torch.empty(m, dtype=torch.float32, device=x.device)
    rstd = torch.empty(m, dtype=torch.float32, device=x.device)
    block = min(triton.next_power_of_2(n), 65536 // x.element_size())
    warps = max(1, min(8, block // 256))
    _layer_norm_fwd_fused[(m,)](rows, out, weight, bias, mean, rstd, rows.stride(0), n, eps,
                                BLOCK_SIZE=block, num_warps=warps)
    return out.reshape(x.shape)
