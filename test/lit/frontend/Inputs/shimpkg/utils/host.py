# A library decorator that only does host work (caching, logging): tritonc
# ignores it with a note.
import functools


def libentry():
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return fn(*args, **kwargs)

        return wrapper

    return decorator


def device_count():
    import torch

    return torch.cuda.device_count()
