# "unsloth style" kernels: version-selected tanh, triton.jit(f) / heuristics(...)(f) wrapping, MAX_FUSED_SIZE.
