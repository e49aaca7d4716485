// What the CPU target cannot run is refused by tritonc-cpu-prepare-kernels,
// with the operation's location.
// RUN: %tritonc-opt %s --tritonc-cpu-prepare-kernels --split-input-file --verify-diagnostics

func.func @pid_outside_kernel() -> i32 {
  // expected-error @+1 {{program_id and num_programs are only available in a kernel}}
  %x = tile.program_id 0 : i32
  return %x : i32
}

// -----

func.func @fp8_arith(%a: f8E4M3FN, %b: f8E4M3FN) -> f8E4M3FN {
  // expected-error @+1 {{arithmetic on fp8 values is not supported by the CPU target}}
  %s = arith.addf %a, %b : f8E4M3FN
  return %s : f8E4M3FN
}

// -----

func.func @unknown_extern(%x: f32) -> f32 {
  // expected-error @+1 {{the CPU target has no implementation of the external function '__nv_no_such_function'}}
  %y = tile.extern_elementwise "__nv_no_such_function"(%x) {pure} : (f32) -> f32
  return %y : f32
}

// -----

// expected-error @+1 {{a kernel returns nothing}}
func.func @kernel_result() -> i32 attributes {tile.kernel} {
  %c = arith.constant 1 : i32
  return %c : i32
}
