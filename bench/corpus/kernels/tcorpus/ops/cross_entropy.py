"""Cross entropy over rows of logits with an online logsumexp: the loss of
each row, and its gradient written over the logits in place (liger style)."""
import operator

import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import compare_version
from tcorpus.ops.utils import element_mul_kernel
from tcorpus.ops.utils import is_hip

if compare_version("triton", operator.ge, "3.0.0"):
    try:
        from triton.language.extra.libdevice import log1p
    except ModuleNotFoundError:
        from triton.language.extra.cuda.libdevice import log1p
else:
    from triton.language.math import log1p

# Widest block one program sweeps a row with (elements).
MAX_FUSED_SIZE = 65536 // 2


@triton.jit
def _lse_step(run_max, run_sum, block):
    """One step of the online logsumexp: fold a block into (max, sum exp(x - max))."""
    new_max = tl.maximum(run_max, tl.max(block, axis=0))
    new_sum = run_sum * tl.exp(run_max - new_max) + tl.sum(tl.exp(block - new_max), axis=0)
    return new_max, new_sum


@triton.jit
def _row_xent_kernel(
    logits_ptr,
    logits_stride,
    target_ptr,
    target_stride,
    loss_ptr,
    loss_stride,
    vocab,
    n_valid,
    ignore_index,
    SMOOTHING: tl.constexpr,
    REDUCTION: tl.constexpr,  # "mean" or "sum"
    BLOCK_SIZE: tl.constexpr,
):
    """
    Row r: loss_r = lse(x_r) - x_r[t_r], smoothed towards the uniform
    distribution by SMOOTHING; divided by n_valid for "mean". The gradient
    replaces the row's logits. A row whose target is ignore_index gets a zero
    loss and a zero gradient (a masked computation, not an early return).
    """
    r = tl.program_id(0).to(tl.int64)
    logits_ptr += r * logits_stride
    target_ptr += r * target_stride
    loss_ptr += r * loss_stride

    t = tl.load(target_ptr)
    valid = t != ignore_index
    t_idx = tl.where(valid, t, 0)
    weight = tl.where(valid, 1.0, 0.0)
    if REDUCTION == "mean":
        weight = weight / n_valid

    x_t = tl.load(logits_ptr + t_idx).to(tl.float32)
    run_max = -float("inf")
    run_sum = 0.0
    sum_x = 0.0
    for start in range(0, vocab, BLOCK_SIZE):
        offs = start + tl.arange(0, BLOCK_SIZE)
        block = tl.load(logits_ptr + offs, mask=offs < vocab, other=-float("inf")).to(tl.float32)
        run_max, run_sum = _lse_step(run_max, run_sum, block)
        if SMOOTHING > 0:
            sum_x += tl.sum(tl.where(offs < vocab, block, 0.0), axis=0)
    lse = run_max + tl.log(run_sum)

    loss = lse - x_t
    if SMOOTHING > 0:
        uniform_loss = lse - sum_x / vocab
        loss = (1.0 - SMOOTHING) * loss + SMOOTHING * uniform_loss
    tl.store(loss_ptr, loss * weight)

    # d loss / d x = softmax(x) - (1 - SMOOTHING) * onehot(t) - SMOOTHING / vocab
    for start in range(0, vocab, BLOCK_SIZE):
        offs = start + tl.arange(0, BLOCK_SIZE)
        block = tl.load(logits_ptr + offs, mask=offs < vocab, other=0.0).to(tl.float32)
        grad = tl.exp(block - lse) - SMOOTHING / vocab
        grad = tl.where(offs == t_idx, grad - (1.0 - SMOOTHING), grad)
        tl.store(logits_ptr + offs, (grad * weight).to(logits_ptr.dtype.element_ty), mask=offs < vocab)


def row_cross_entropy(logits, target, ignore_index=-100, smoothing=0.0, reduction="mean"):
    rows, vocab = logits.shape
    BLOCK_SIZE = min(MAX_FUSED_SIZE, triton.next_power_of_2(vocab))
    losses = torch.zeros(rows, dtype=torch.float32, device=logits.device)
    n_valid = int((target != ignore_index).sum().item())
    logits = logits if logits.stride(-1) == 1 else logits.contiguous()
    target = target if target.stride(-1) == 1 else target.contiguous()
    _row_xent_kernel[(rows,)](
        logits, logits.stride(-2), target, target.stride(-1), losses, losses.stride(-1),
        vocab, max(n_valid, 1), ignore_index,
        SMOOTHING=smoothing, REDUCTION=reduction, BLOCK_SIZE=BLOCK_SIZE,
        num_warps=16 if is_hip() else 32,
    )
    return losses.sum(), logits


def scale_grad(logits_grad, grad_output):
    if grad_output.numel() == 1 and grad_output.item() == 1.0:
        return logits_grad
    rows, vocab = logits_grad.shape
    element_mul_kernel[(rows,)](logits_grad, logits_grad.stride(-2), grad_output, vocab,
                                BLOCK_SIZE=4096, num_warps=32)
    return logits_grad
