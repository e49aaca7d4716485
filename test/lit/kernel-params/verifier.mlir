// The tile dialect's checks of the kernel's parameter record on hand-written
// IR: each #tile.kernel_param (a name, a type in signature spelling, hints
// that fit the type) and tile.kernel_params itself (an array of them, on
// the module).
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics

// A well-formed record is accepted.
module attributes {tile.kernel_params = [#tile.kernel_param<"x_ptr", "*fp32", divisibility = 16, equals_one = false>, #tile.kernel_param<"n", "i32", divisibility = 1, equals_one = true>]} {
}

// -----

// expected-error @+1 {{kernel parameter 'x' of type 'fp32' has a divisibility, which only pointers and integers can have}}
module attributes {tile.kernel_params = [#tile.kernel_param<"x", "fp32", divisibility = 16, equals_one = false>]} {
}

// -----

// expected-error @+1 {{kernel parameter 'p' of type '*i32' is specialized to one, which only integer scalars can be}}
module attributes {tile.kernel_params = [#tile.kernel_param<"p", "*i32", divisibility = 1, equals_one = true>]} {
}

// -----

// expected-error @+1 {{kernel parameter 'p' has type '**fp32', which is not a signature type (such as "*fp32" or "i32")}}
module attributes {tile.kernel_params = [#tile.kernel_param<"p", "**fp32", divisibility = 1, equals_one = false>]} {
}

// -----

// expected-error @+1 {{kernel parameter 'n' has divisibility 0; it is at least 1}}
module attributes {tile.kernel_params = [#tile.kernel_param<"n", "i32", divisibility = 0, equals_one = false>]} {
}

// -----

// expected-error @+1 {{a kernel parameter needs a name}}
module attributes {tile.kernel_params = [#tile.kernel_param<"", "i32", divisibility = 1, equals_one = false>]} {
}

// -----

// expected-error @+2 {{expected 'true' or 'false'}}
// expected-error @+1 {{failed to parse Tile_KernelParamAttr parameter 'equalsOne' which is to be a `bool`}}
module attributes {tile.kernel_params = [#tile.kernel_param<"n", "i32", divisibility = 1, equals_one = 1>]} {
}

// -----

// expected-error @+1 {{'tile.kernel_params' must be an array of #tile.kernel_param}}
module attributes {tile.kernel_params = [#tile.kernel_param<"n", "i32", divisibility = 1, equals_one = false>, 16 : i32]} {
}

// -----

module {
  // expected-error @+1 {{'tile.kernel_params' belongs on the module}}
  func.func @k() attributes {tile.kernel, tile.kernel_params = []} {
    return
  }
}
