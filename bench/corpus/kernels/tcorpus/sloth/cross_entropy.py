"""Cross entropy forward with optional logit softcapping and scaling
(unsloth style): one row per program, the row fits one block; the
constexpr flags come from triton.heuristics over the host's arguments."""
import torch
import triton
import triton.language as tl

from tcorpus.sloth._compat import MAX_FUSED_SIZE, calculate_settings, triton_tanh


def _cross_entropy_forward(
    logits_ptr,
    logits_row_stride,
    loss_ptr,
    logsumexp_ptr,
    labels_ptr,
    VOCAB_SIZE,
    BLOCK_SIZE: tl.constexpr,
    DO_SOFTCAPPING: tl.constexpr,
    SOFTCAP,
    DO_LOGIT_SCALING: tl.constexpr,
    LOGIT_SCALE,
):
    """
    x_i = logits[row, i], scaled by LOGIT_SCALE and softcapped as
    SOFTCAP * tanh(x / SOFTCAP) when asked; logsumexp(x) is stored for the
    backward pass, and loss = logsumexp(x) - x[label] (0 when label == -100).
    """
    row_idx = tl.program_id(0)
    logits_ptr += row_idx * triton_cast_i64(logits_row_stride)
    loss_ptr += row_idx
    logsumexp_ptr += row_idx
    labels_ptr += row_idx

    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < VOCAB_SIZE

    label_idx = tl.load(labels_ptr).to(tl.int32)
    logits = tl.load(logits_ptr + col_offsets, mask=mask, other=-float("inf")).to(tl.float32)

    if DO_LOGIT_SCALING:
        logits = LOGIT_SCALE * logits
    if DO_SOFTCAPPING:
        logits = SOFTCAP * triton_tanh(logits / SOFTCAP)

    c = tl.max(logits, 0)
    logsumexp = c + tl.log(tl.sum(tl.exp(logits - c), 0))

    valid = label_idx != -100
    x = tl.load(logits_ptr + tl.where(valid, label_idx, 0)).to(tl.float32)
    if DO_LOGIT_SCALING:
        x = LOGIT_SCALE * x
    if DO_SOFTCAPPING:
        x = SOFTCAP * triton_tanh(x / SOFTCAP)
    loss = tl.where(valid, logsumexp - x, 0.0)

    tl.store(logsumexp_ptr, logsumexp)
    tl.store(loss_ptr, loss)


@triton.jit
def triton_cast_i64(x):
    return x.to(tl.int64)


_cross_entropy_forward = triton.jit(_cross_entropy_forward)
_cross_entropy_forward = triton.heuristics(
    {
        "DO_SOFTCAPPING": lambda args: bool(args["DO_SOFTCAPPING"]),
        "DO_LOGIT_SCALING": lambda args: bool(args["DO_LOGIT_SCALING"]),
    }
)(_cross_entropy_forward)


def fast_cross_entropy_forward(logits, labels, logit_softcapping=0, logit_scaling=0):
    n_rows, vocab_size = logits.shape
    assert vocab_size <= MAX_FUSED_SIZE, "chunked path not in the corpus"
    BLOCK_SIZE, num_warps = calculate_settings(vocab_size)
    losses = torch.empty(n_rows, dtype=torch.float32, device=logits.device)
    logsumexp = torch.empty(n_rows, dtype=torch.float32, device=logits.device)
    _cross_entropy_forward[(n_rows,)](
        logits, logits.stride(0), losses, logsumexp, labels, VOCAB_SIZE=vocab_size,
        BLOCK_SIZE=BLOCK_SIZE, DO_SOFTCAPPING=logit_softcapping != 0, SOFTCAP=logit_softcapping,
        DO_LOGIT_SCALING=logit_scaling != 0, LOGIT_SCALE=logit_scaling, num_warps=num_warps,
    )
    return losses, logsumexp
