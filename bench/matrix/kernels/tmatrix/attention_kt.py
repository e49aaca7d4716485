"""FlashAttention-2 forward (online softmax in base 2) that loads K already
transposed: the HEAD_DIM x BLOCK_N tile of K^T is addressed through K's
strides, `k_base + offs_n[None, :] * stride_kn + offs_d[:, None] *
stride_kd`, and multiplied as `tl.dot(q, kt)`. One loop over the key
blocks; with CAUSAL it stops after the diagonal block and masks every
block with tl.where (the simple way to write it). Q, K, V, O are
(Z, H, N_CTX, HEAD_DIM) with any strides; N_CTX is a multiple of the
blocks. Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def attn_fwd_kt_kernel(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale,
                       stride_qz, stride_qh, stride_qm, stride_qd,
                       stride_kz, stride_kh, stride_kn, stride_kd,
                       stride_vz, stride_vh, stride_vn, stride_vd,
                       stride_oz, stride_oh, stride_om, stride_od,
                       H, N_CTX,
                       HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                       CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    z = (off_hz // H).to(tl.int64)
    h = (off_hz % H).to(tl.int64)
    q_base = q_ptr + z * stride_qz + h * stride_qh
    k_base = k_ptr + z * stride_kz + h * stride_kh
    v_base = v_ptr + z * stride_vz + h * stride_vh
    o_base = o_ptr + z * stride_oz + h * stride_oh

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_base + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qd)
    kt_ptrs = k_base + offs_n[None, :] * stride_kn + offs_d[:, None] * stride_kd
    v_ptrs = v_base + offs_n[:, None] * stride_vn + offs_d[None, :] * stride_vd

    qk_scale = sm_scale * 1.4426950408889634  # softmax in base 2: exp(x) = exp2(x * log2(e))
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    end = N_CTX
    if CAUSAL:
        end = (start_m + 1) * BLOCK_M
    for start_n in range(0, end, BLOCK_N):
        kt = tl.load(kt_ptrs + start_n * stride_kn)
        s = tl.dot(q, kt) * qk_scale
        if CAUSAL:
            s = tl.where(offs_m[:, None] >= start_n + offs_n[None, :], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptrs + start_n * stride_vn)
        acc = tl.dot(p.to(v.dtype), v, acc * alpha[:, None])
        m_i = m_new

    out = acc / l_i[:, None]
    tl.store(o_base + offs_m[:, None] * stride_om + offs_d[None, :] * stride_od, out.to(o_ptr.dtype.element_ty))
