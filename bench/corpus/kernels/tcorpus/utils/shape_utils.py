"""Host shape helpers for the flaggems-style ops."""
import functools
import operator


def broadcast_strides(shape, target):
    """Strides of a contiguous tensor of `shape` broadcast to `target` (0 where broadcast)."""
    shape = (1,) * (len(target) - len(shape)) + tuple(shape)
    strides = []
    acc = 1
    for size in reversed(shape):
        strides.append(acc if size != 1 else 0)
        acc *= size
    strides.reverse()
    return [0 if s == 1 and t != 1 else st for s, t, st in zip(shape, target, strides)]


def dim_compress(inp, dims):
    """Moves the reduced dims last and returns a contiguous view."""
    if isinstance(dims, int):
        dims = [dims]
    dim = inp.ndim
    stride = inp.stride()
    batch_dim = [i for i in range(dim) if i not in dims]
    sorted_reduction_dim = sorted(dims, key=lambda x: stride[x], reverse=True)
    order = batch_dim + sorted_reduction_dim
    return inp.permute(order).contiguous()


def size_of(shape):
    return functools.reduce(operator.mul, shape, 1)
