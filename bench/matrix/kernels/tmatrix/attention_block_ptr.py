"""FlashAttention-2 forward (online softmax in base 2) through block
pointers, as Triton's earlier attention examples write it: Q, V and O as
(N_CTX, HEAD_DIM) blocks with order (1, 0), K as the transposed
(HEAD_DIM, N_CTX) block of the same memory with order (0, 1), so the tile
comes in already transposed; the pointers are moved with tl.advance; with
CAUSAL the key loop runs to the diagonal block and masks it. The maximum
is taken on the unscaled scores and the scale folded into the exponent.
Q, K, V, O are (Z, H, N_CTX, HEAD_DIM) with one set of strides (the
tensors have one layout). Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def attn_fwd_block_ptr_kernel(q_ptr, k_ptr, v_ptr, o_ptr, sm_scale,
                              stride_z, stride_h, stride_n, stride_d,
                              H, N_CTX,
                              HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                              CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_hz = tl.program_id(1)
    base = (off_hz // H).to(tl.int64) * stride_z + (off_hz % H).to(tl.int64) * stride_h
    q_blk = tl.make_block_ptr(base=q_ptr + base, shape=(N_CTX, HEAD_DIM), strides=(stride_n, stride_d),
                              offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))
    kt_blk = tl.make_block_ptr(base=k_ptr + base, shape=(HEAD_DIM, N_CTX), strides=(stride_d, stride_n),
                               offsets=(0, 0), block_shape=(HEAD_DIM, BLOCK_N), order=(0, 1))
    v_blk = tl.make_block_ptr(base=v_ptr + base, shape=(N_CTX, HEAD_DIM), strides=(stride_n, stride_d),
                              offsets=(0, 0), block_shape=(BLOCK_N, HEAD_DIM), order=(1, 0))
    o_blk = tl.make_block_ptr(base=o_ptr + base, shape=(N_CTX, HEAD_DIM), strides=(stride_n, stride_d),
                              offsets=(start_m * BLOCK_M, 0), block_shape=(BLOCK_M, HEAD_DIM), order=(1, 0))

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    qk_scale = sm_scale * 1.4426950408889634
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    q = tl.load(q_blk)
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        kt = tl.load(kt_blk)
        qk = tl.dot(q, kt)
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= start_n + offs_n[None, :], qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        v = tl.load(v_blk)
        acc += tl.dot(p.to(v.dtype), v)
        m_i = m_ij
        kt_blk = tl.advance(kt_blk, (0, BLOCK_N))
        v_blk = tl.advance(v_blk, (BLOCK_N, 0))

    acc = acc / l_i[:, None]
    tl.store(o_blk, acc.to(o_ptr.dtype.element_ty))
