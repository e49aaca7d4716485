"""Host shape helpers for the flaggems-style ops."""


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
    strides = inp.stride()
    kept = [d for d in range(inp.ndim) if d not in dims]
    # Reduced dims go last, the one with the largest stride first.
    reduced = sorted(dims, key=lambda d: -strides[d])
    return inp.permute(kept + reduced).contiguous()


def size_of(shape):
    count = 1
    for extent in shape:
        count *= extent
    return count
