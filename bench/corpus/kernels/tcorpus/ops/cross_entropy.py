"""Cross entropy over rows of logits with an online softmax: the loss of each
row, and the gradient written over the logits in place (liger style)."""
import operator

import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import compare_version
from tcorpus.ops.utils import element_mul_kernel
from tcorpus.ops.utils import is_hip

if compare_version("triton", operator.ge, "3.0.0"):
    try:
        from triton.language.extra.libdevice import tanh
    except ModuleNotFoundError:
        from triton.language.extra.cuda.libdevice import tanh
else:
    from triton.language.math import tanh

_TRUE: tl.constexpr = tl.constexpr(1)
_FALSE: tl.constexpr = tl.constexpr(0)

# The largest block one program walks a row with (elements).
MAX_FUSED_SIZE = 65536 // 2


@triton.jit
def cross_entropy_fwd_bwd_kernel(
    X_ptr,
    X_stride,
    Y_ptr,
    Y_stride,
    loss_ptr,
    loss_stride,
    n_cols,
    n_non_ignore,
    ignore_index,
    label_smoothing: tl.constexpr,
    reduction: tl.constexpr,  # "mean" or "sum"
    BLOCK_SIZE: tl.constexpr,
):
    """
    Row i of X holds the logits of sample i, Y[i] its target class.
    loss_i = logsumexp(X_i) - X_i[y_i] (with label smoothing:
    (1 - ls) * that + ls * (logsumexp(X_i) - mean(X_i))), divided by
    n_non_ignore when reduction == "mean". The gradient d loss_i / d X_i
    overwrites X_i. Rows whose target is ignore_index get a zero loss and a
    zero gradient.
    """
    program_id = tl.program_id(0).to(tl.int64)

    # 1. the target of this row
    Y_ptr += program_id * Y_stride
    y = tl.load(Y_ptr)
    X_ptr += program_id * X_stride
    loss_ptr += program_id * loss_stride
    ignored = y == ignore_index
    y_safe = tl.where(ignored, 0, y)

    # 2. online softmax: running max m and running sum d of exp(x - m)
    m = float("-inf")
    d = 0.0
    ori_X_y = tl.load(X_ptr + y_safe).cast(tl.float32)

    scaled_x_sum = 0.0
    eps = label_smoothing / n_cols

    for i in range(0, n_cols, BLOCK_SIZE):
        X_offsets = i + tl.arange(0, BLOCK_SIZE)
        X_block = tl.load(X_ptr + X_offsets, mask=X_offsets < n_cols, other=float("-inf")).cast(tl.float32)
        block_max = tl.max(X_block)
        if label_smoothing > 0:
            scaled_x_sum += tl.sum(tl.where(X_offsets < n_cols, -eps * X_block, 0.0))
        m_new = tl.maximum(m, block_max)
        d = d * tl.exp(m - m_new) + tl.sum(tl.exp(X_block - m_new))
        m = m_new

    lse = m + tl.log(d)

    # 3. gradient, in place: softmax(x) - one_hot(y) (smoothed), / n_non_ignore
    keep = tl.where(ignored, 0.0, 1.0)
    for i in range(0, n_cols, BLOCK_SIZE):
        X_offsets = i + tl.arange(0, BLOCK_SIZE)
        X_block = tl.load(X_ptr + X_offsets, mask=X_offsets < n_cols, other=float("-inf")).cast(tl.float32)
        X_block = tl.exp(X_block - m) / d - eps
        X_block = tl.where(X_offsets != y_safe, X_block, X_block - (1 - label_smoothing))
        if reduction == "mean":
            X_block = X_block / n_non_ignore
        X_block = X_block * keep
        tl.store(X_ptr + X_offsets, X_block.to(X_ptr.dtype.element_ty), mask=X_offsets < n_cols)

    # 4. the loss
    loss = lse - ori_X_y
    if label_smoothing > 0:
        smooth_loss = scaled_x_sum + label_smoothing * lse
        loss = loss * (1 - label_smoothing) + smooth_loss
    if reduction == "mean":
        loss = loss / n_non_ignore
    tl.store(loss_ptr, loss * keep)


def cross_entropy_forward(_input, target, ignore_index=-100, label_smoothing=0.0, reduction="mean"):
    BT, V = _input.shape
    n_rows = BT
    BLOCK_SIZE = min(MAX_FUSED_SIZE, triton.next_power_of_2(V))
    loss_1d = torch.zeros(n_rows, dtype=_input.dtype if not is_hip() else torch.float32, device=_input.device)
    n_non_ignore = (target != ignore_index).sum().item()
    if _input.stride(-1) != 1:
        _input = _input.contiguous()
    if target.stride(-1) != 1:
        target = target.contiguous()
    cross_entropy_fwd_bwd_kernel[(n_rows,)](
        X_ptr=_input,
        X_stride=_input.stride(-2),
        Y_ptr=target,
        Y_stride=target.stride(-1),
        loss_ptr=loss_1d,
        loss_stride=loss_1d.stride(-1),
        n_cols=V,
        n_non_ignore=n_non_ignore,
        ignore_index=ignore_index,
        label_smoothing=label_smoothing,
        reduction=reduction,
        BLOCK_SIZE=BLOCK_SIZE,
        num_warps=32 if not is_hip() else 16,
    )
    loss = torch.sum(loss_1d)
    return loss, _input


def cross_entropy_backward(_input, grad_output):
    # The gradient is already in _input; scale it when the loss was scaled.
    if torch.equal(grad_output, torch.tensor(1.0, device=grad_output.device)):
        return _input
    BT, V = _input.shape
    element_mul_kernel[(BT,)](_input, _input.stride(-2), grad_output, V, BLOCK_SIZE=4096, num_warps=32)
    return _input
