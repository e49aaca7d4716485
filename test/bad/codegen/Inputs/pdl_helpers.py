import triton
import triton.language as tl


@triton.jit
def wait_for_producer():
    tl.extra.cuda.gdc_wait()


@triton.jit
def load_after_producer(x_ptr):
    wait_for_producer()
    return tl.load(x_ptr)
