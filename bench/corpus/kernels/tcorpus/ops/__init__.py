# "liger style": one module per op, helpers imported with absolute imports
# from tcorpus.ops.utils, a libdevice shim chosen by a version test, and
# torch host wrappers (autograd Functions) next to the kernels.
