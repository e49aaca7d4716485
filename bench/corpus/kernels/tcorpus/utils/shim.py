"""The backend's libdevice, chosen at run time from the device the host
sees (cuda, hip, ...); triton.language.math when that fails."""
import importlib

import triton


def _vendor_name():
    import torch

    return "hip" if torch.version.hip is not None else "cuda"


try:
    tl_extra_shim = importlib.import_module("triton.language.extra.%s.libdevice" % _vendor_name())
except Exception:
    tl_extra_shim = triton.language.math
