"""tritonc's performance-matrix kernels (bench/matrix/README.md): tl.dot
kernels written by the team in the styles people write matmul and
attention in. Importable by Python (Triton's JIT) and by tritonc (-I)."""
