"""Small extensions of triton.language shared by the kernels
(`from tcorpus.utils import triton_lang_extension as tle`): 64-bit program
ids, so that offsets computed from them do not overflow on large tensors."""
import triton
import triton.language as tl


@triton.jit
def program_id(axis):
    return tl.program_id(axis).to(tl.int64)


@triton.jit
def num_programs(axis):
    return tl.num_programs(axis).to(tl.int64)


@triton.jit
def div_rz(x, y):
    # integer division rounding toward zero, spelled out for clarity
    return x // y


@triton.jit
def fmod(x, y):
    return x - y * (x / y).to(tl.int32).to(x.dtype)
