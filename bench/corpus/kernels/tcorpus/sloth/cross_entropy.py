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
    row = tl.program_id(0)
    base = logits_ptr + row * triton_cast_i64(logits_row_stride)
    vocab = tl.arange(0, BLOCK_SIZE)
    target = tl.load(labels_ptr + row).to(tl.int32)
    z = tl.load(base + vocab, mask=vocab < VOCAB_SIZE, other=-float("inf")).to(tl.float32)
    # The label's own logit is read once more, as a scalar, and transformed the same way.
    ignored = target == -100
    z_label = tl.load(base + tl.where(ignored, 0, target)).to(tl.float32)
    if DO_LOGIT_SCALING:
        z = LOGIT_SCALE * z
        z_label = LOGIT_SCALE * z_label
    if DO_SOFTCAPPING:
        z = SOFTCAP * triton_tanh(z / SOFTCAP)
        z_label = SOFTCAP * triton_tanh(z_label / SOFTCAP)
    peak = tl.max(z, 0)
    logsumexp = peak + tl.log(tl.sum(tl.exp(z - peak), 0))
    loss = tl.where(ignored, 0.0, logsumexp - z_label)
    loss_ptr += row
    logsumexp_ptr += row

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
