import triton
import triton.language as tl


@triton.autotune(configs=[
    triton.Config({"BLOCK": 64}, num_warps=2),
    triton.Config({"BLOCK": 100}, num_warps=4),
    triton.Config({"BLOCK": 128}, num_warps=4),
], key=["n"])
@triton.jit
def scale(x: "*fp32", n: "i32", BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x + offs, tl.load(x + offs, mask=offs < n) * 2, mask=offs < n)


@triton.autotune(configs=[triton.Config({"BLOCK": 100}), triton.Config({"BLOCK": 300})], key=["n"])
@triton.jit
def never(x: "*fp32", n: "i32", BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x + offs, 1.0, mask=offs < n)
