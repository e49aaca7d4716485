# "flaggems style" utilities: a language extension module (imported as
# `tle`), the libentry() host decorator, the backend's libdevice shim, and
# host shape helpers.
from .libentry import libentry
from .shape_utils import broadcast_strides, dim_compress
from .shim import tl_extra_shim

__all__ = ["libentry", "broadcast_strides", "dim_compress", "tl_extra_shim"]
