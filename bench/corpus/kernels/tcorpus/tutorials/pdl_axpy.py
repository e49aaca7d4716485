"""out = alpha * x + y, written for programmatic dependent launch: the
kernel may be started while the one before it in the stream is still
producing x and y, so it waits on that grid before its first load, and
lets the next kernel begin launching once its own inputs are read."""
import triton
import triton.language as tl


@triton.jit
def axpy_pdl_kernel(x_ptr, y_ptr, out_ptr, alpha, n, BLOCK: tl.constexpr):
    offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    in_range = offsets < n
    tl.extra.cuda.gdc_wait()
    x = tl.load(x_ptr + offsets, mask=in_range)
    y = tl.load(y_ptr + offsets, mask=in_range)
    tl.extra.cuda.gdc_launch_dependents()
    tl.store(out_ptr + offsets, alpha * x + y, mask=in_range)
