"""Matmul with a fused epilogue, as model code writes a linear layer:
C = act(A @ B + bias) + residual, where the bias (one value per column)
and the residual (an M x N tensor) are optional and the activation is
leaky_relu, GELU with erf, or GELU's tanh form (written with
tl.sigmoid: 0.5 * (1 + tanh(y)) = sigmoid(2y)); the epilogue math is done
in float32 on the accumulator, the tiles in groups of GROUP_M rows, all
edges masked. Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def gelu_erf(x):
    return 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))


@triton.jit
def gelu_tanh(x):
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    return x * tl.sigmoid(2.0 * inner)


@triton.jit
def matmul_epilogue_kernel(a_ptr, b_ptr, c_ptr, bias_ptr, res_ptr, M, N, K,
                           stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                           stride_rm, stride_rn,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                           GROUP_M: tl.constexpr, HAS_BIAS: tl.constexpr, ACTIVATION: tl.constexpr,
                           HAS_RESIDUAL: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BLOCK_M)
    num_n = tl.cdiv(N, BLOCK_N)
    band = GROUP_M * num_n
    band_top = (pid // band) * GROUP_M
    band_rows = min(num_m - band_top, GROUP_M)
    pid_m = band_top + (pid % band) % band_rows
    pid_n = (pid % band) // band_rows

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N
    a_ptrs = a_ptr + offs_m[:, None] * stride_am + offs_k[None, :] * stride_ak
    b_ptrs = b_ptr + offs_k[:, None] * stride_bk + offs_n[None, :] * stride_bn

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_ptrs, mask=m_ok[:, None] & (offs_k[None, :] < K - k), other=0.0)
        b = tl.load(b_ptrs, mask=(offs_k[:, None] < K - k) & n_ok[None, :], other=0.0)
        acc += tl.dot(a, b)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk

    if HAS_BIAS:
        bias = tl.load(bias_ptr + offs_n, mask=n_ok, other=0.0).to(tl.float32)
        acc = acc + bias[None, :]
    if ACTIVATION == "leaky_relu":
        acc = tl.where(acc >= 0, acc, 0.01 * acc)
    elif ACTIVATION == "gelu":
        acc = gelu_erf(acc)
    elif ACTIVATION == "gelu_tanh":
        acc = gelu_tanh(acc)
    keep = m_ok[:, None] & n_ok[None, :]
    if HAS_RESIDUAL:
        r = tl.load(res_ptr + offs_m[:, None] * stride_rm + offs_n[None, :] * stride_rn, mask=keep, other=0.0)
        acc = acc + r.to(tl.float32)
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=keep)
