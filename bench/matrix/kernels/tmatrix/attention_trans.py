"""FlashAttention-2 forward (online softmax in base 2) that loads K
row-major, BLOCK_N x HEAD_DIM, and transposes it for the product:
`tl.dot(q, tl.trans(k))`. The key loop is a helper called once for the
blocks left of the diagonal (no mask) and, with CAUSAL, once more for the
diagonal blocks with the mask, so that only those pay for it; the state
(acc, l_i, m_i) goes in and out of the helper as a tuple and the K and V
pointers are advanced by BLOCK_N rows each step. Q, K, V, O are
(Z, H, N_CTX, HEAD_DIM) with any strides; N_CTX is a multiple of the
blocks. Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def _key_blocks(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vn, lo, hi, offs_m, offs_n, qk_scale,
                BLOCK_N: tl.constexpr, MASKED: tl.constexpr):
    k_ptrs += lo * stride_kn
    v_ptrs += lo * stride_vn
    for start_n in range(lo, hi, BLOCK_N):
        k = tl.load(k_ptrs)
        s = tl.dot(q, tl.trans(k))
        if MASKED:
            s = tl.where(offs_m[:, None] >= start_n + offs_n[None, :], s * qk_scale, -1.0e6)
        else:
            s = s * qk_scale
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.math.exp2(s - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_ptrs)
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_new
        k_ptrs += BLOCK_N * stride_kn
        v_ptrs += BLOCK_N * stride_vn
    return acc, l_i, m_i


@triton.jit
def attn_fwd_trans_kernel(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale,
                          stride_qz, stride_qh, stride_qm, stride_qd,
                          stride_kz, stride_kh, stride_kn, stride_kd,
                          stride_vz, stride_vh, stride_vn, stride_vd,
                          stride_oz, stride_oh, stride_om, stride_od,
                          H, N_CTX,
                          HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                          CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    off_z = off_hz // H
    off_h = off_hz % H
    q_off = off_z.to(tl.int64) * stride_qz + off_h.to(tl.int64) * stride_qh
    k_off = off_z.to(tl.int64) * stride_kz + off_h.to(tl.int64) * stride_kh
    v_off = off_z.to(tl.int64) * stride_vz + off_h.to(tl.int64) * stride_vh
    o_off = off_z.to(tl.int64) * stride_oz + off_h.to(tl.int64) * stride_oh

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + q_off + offs_m[:, None] * stride_qm + offs_d[None, :] * stride_qd)
    k_ptrs = k_ptr + k_off + offs_n[:, None] * stride_kn + offs_d[None, :] * stride_kd
    v_ptrs = v_ptr + v_off + offs_n[:, None] * stride_vn + offs_d[None, :] * stride_vd

    qk_scale = sm_scale * 1.4426950408889634
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    if CAUSAL:
        acc, l_i, m_i = _key_blocks(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vn, 0,
                                    start_m * BLOCK_M, offs_m, offs_n, qk_scale, BLOCK_N, False)
        acc, l_i, m_i = _key_blocks(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vn, start_m * BLOCK_M,
                                    (start_m + 1) * BLOCK_M, offs_m, offs_n, qk_scale, BLOCK_N, True)
    else:
        acc, l_i, m_i = _key_blocks(acc, l_i, m_i, q, k_ptrs, v_ptrs, stride_kn, stride_vn, 0, N_CTX,
                                    offs_m, offs_n, qk_scale, BLOCK_N, False)

    acc = acc / l_i[:, None]
    tl.store(o_ptr + o_off + offs_m[:, None] * stride_om + offs_d[None, :] * stride_od,
             acc.to(o_ptr.dtype.element_ty))
