"""@triton.jit combine functions for reductions with indices."""
import triton
import triton.language as tl


@triton.jit
def max_with_index_tie_break_left(value1, index1, value2, index2):
    # the larger value wins; on equal values the lower index wins
    gt = value1 > value2
    eq = value1 == value2
    pick1 = gt | (eq & (index1 < index2))
    return tl.where(pick1, value1, value2), tl.where(pick1, index1, index2)


@triton.jit
def argmax_tie_break_left(values, indices, axis: tl.constexpr):
    return tl.reduce((values, indices), axis, max_with_index_tie_break_left)
