# tcorpus: the team's own corpus of Triton kernels, written in the styles of
# real kernel libraries (see bench/corpus/README.md). The package is
# importable by Python (the GPU check imports it under Triton's JIT) and
# compiled kernel by kernel by tritonc, which parses this host glue but never
# runs it.
import importlib

__version__ = "0.1.0"

_SUBPACKAGES = ("ops", "gems", "sloth", "tutorials")


def __getattr__(name):
    # Lazy subpackages, as large libraries do to keep `import` cheap.
    if name in _SUBPACKAGES:
        return importlib.import_module("." + name, __name__)
    raise AttributeError(name)
