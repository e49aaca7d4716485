// An assert can only report through a kernel's launch context: in a
// function that is not a kernel (one tritonc-cpu-prepare-kernels did not
// mark; the frontend inlines helpers into kernels) it is refused.
// RUN: %tritonc-opt %s --tritonc-cpu-lower-asserts --verify-diagnostics

func.func @helper(%ok: i1) {
  // expected-error @+1 {{tile.assert outside a kernel}}
  tile.assert %ok, "never" : i1
  return
}
