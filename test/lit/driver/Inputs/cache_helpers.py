# Imported by compile_cache.tri: the cache key must cover imported modules.
import triton
import triton.language as tl


@triton.jit
def scale(x):
    return x * 3.0
