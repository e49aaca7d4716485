// The entry's name must be free: tritonc-cpu-add-entry-points refuses to
// shadow a function already called tritonc_cpu_<kernel>.
// RUN: %tritonc-opt %s --tritonc-cpu-add-entry-points --verify-diagnostics

// expected-error @+1 {{the entry point name 'tritonc_cpu_k' is taken}}
llvm.func @k(%px: i32, %py: i32, %pz: i32, %nx: i32, %ny: i32, %nz: i32, %ctx: !llvm.ptr) attributes {tritonc.cpu_kernel} {
  llvm.return
}

llvm.func @tritonc_cpu_k() {
  llvm.return
}
