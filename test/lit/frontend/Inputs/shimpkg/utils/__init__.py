from .lang import row_program_id
from .host import libentry

VERSION_TAG = "shimpkg-1"
from .limits import *  # noqa: F403
