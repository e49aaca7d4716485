// tritonc-assign-layouts rejects a kernel taking a tensor argument: tensors
// only live inside a kernel, distributed over its threads, so one passed in
// has no layout to start from.
// RUN: %tritonc-opt %s --tritonc-assign-layouts -verify-diagnostics

// expected-error@+1 {{tensor arguments are not supported}}
func.func @tensor_argument(%t: tensor<4xf32>) attributes {tile.kernel} {
  return
}
