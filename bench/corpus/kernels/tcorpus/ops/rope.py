"""Rotary position embedding, applied in place to q and k (liger style):
one program per token, every head of q and of k as one 2-D tile."""
import torch
import triton
import triton.language as tl


@triton.jit
def _rotate_heads(base, n_heads, cos_half, sin_half, HEAD_DIM: tl.constexpr, PAD_HEADS: tl.constexpr,
                  PAD_HALF: tl.constexpr, INVERSE: tl.constexpr):
    # Rotates [x1, x2] -> [x1 c - x2 s, x2 c + x1 s] (s negated for the inverse).
    heads = tl.arange(0, PAD_HEADS)[:, None]
    dims = tl.arange(0, PAD_HALF)[None, :]
    lo = heads * HEAD_DIM + dims
    hi = lo + HEAD_DIM // 2
    m = (heads < n_heads) & (dims < HEAD_DIM // 2)
    x1 = tl.load(base + lo, mask=m, other=0).to(tl.float32)
    x2 = tl.load(base + hi, mask=m, other=0).to(tl.float32)
    if INVERSE:
        sin_half = -sin_half
    tl.store(base + lo, (x1 * cos_half - x2 * sin_half).to(base.dtype.element_ty), mask=m)
    tl.store(base + hi, (x2 * cos_half + x1 * sin_half).to(base.dtype.element_ty), mask=m)


@triton.jit
def _rope_kernel(
    q_ptr,
    q_token_stride,
    k_ptr,
    k_token_stride,
    cos_ptr,
    sin_ptr,
    trig_token_stride,
    seq_len,
    N_Q_HEADS: tl.constexpr,
    N_KV_HEADS: tl.constexpr,
    HEAD_DIM: tl.constexpr,
    TRIG_PER_BATCH: tl.constexpr,
    PAD_Q_HEADS: tl.constexpr,
    PAD_KV_HEADS: tl.constexpr,
    INVERSE: tl.constexpr = False,
):
    # q: (batch, seq, n_q_heads, head_dim), k: (batch, seq, n_kv_heads, head_dim);
    # cos/sin: (1 or batch, seq, head_dim), both halves equal (HF layout).
    token = tl.program_id(0).to(tl.int64)
    pos = token % seq_len
    trig_row = token if TRIG_PER_BATCH else pos
    half = tl.arange(0, HEAD_DIM // 2)
    cos_half = tl.load(cos_ptr + trig_row * trig_token_stride + half).to(tl.float32)[None, :]
    sin_half = tl.load(sin_ptr + trig_row * trig_token_stride + half).to(tl.float32)[None, :]
    _rotate_heads(q_ptr + token * q_token_stride, N_Q_HEADS, cos_half, sin_half,
                  HEAD_DIM, PAD_Q_HEADS, HEAD_DIM // 2, INVERSE)
    _rotate_heads(k_ptr + token * k_token_stride, N_KV_HEADS, cos_half, sin_half,
                  HEAD_DIM, PAD_KV_HEADS, HEAD_DIM // 2, INVERSE)


def apply_rope(q, k, cos, sin, inverse=False):
    # q, k arrive as (batch, heads, seq, head_dim) views; work on the token-major copy
    q = q.transpose(1, 2).contiguous()
    k = k.transpose(1, 2).contiguous()
    batch, seq_len, n_q, head_dim = q.shape
    n_kv = k.shape[2]
    assert head_dim & (head_dim - 1) == 0, "head_dim must be a power of two"
    cos = cos.contiguous()
    sin = sin.contiguous()
    _rope_kernel[(batch * seq_len,)](
        q, q.stride(1), k, k.stride(1), cos, sin, cos.stride(-2), seq_len,
        N_Q_HEADS=n_q, N_KV_HEADS=n_kv, HEAD_DIM=head_dim, TRIG_PER_BATCH=cos.shape[0] != 1,
        PAD_Q_HEADS=triton.next_power_of_2(n_q), PAD_KV_HEADS=triton.next_power_of_2(n_kv),
        INVERSE=inverse,
    )
    return q.transpose(1, 2), k.transpose(1, 2)
