# Host code another module imports for its autotune configs
# (autotune_host_code.tri): constants, a memoized query of the target
# answered from --arch, and a try statement.
import functools

import triton

BLOCKS = [64, 128]


@functools.lru_cache(maxsize=1)
def backend():
    try:
        return triton.runtime.driver.active.get_current_target().backend
    except Exception:
        return "cpu"


def is_hopper():
    return backend() == "cuda" and triton.runtime.driver.active.get_current_target().arch >= 90
