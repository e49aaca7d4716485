import triton
import triton.language as tl


@triton.autotune(configs=[
    triton.Config({"BLOCK": 64}, num_warps=2),
    triton.Config({"BLOCK": 128}, num_warps=4),
], key=["n", "alpha"])
@triton.jit
def scale(x_ptr: "*fp32", y_ptr: "*fp32", n: "i32", alpha: "fp32", BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * alpha, mask=m)
