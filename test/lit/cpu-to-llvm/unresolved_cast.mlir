// A cast that no other cast undoes means a value of the wrong type reached
// the LLVM dialect: tritonc-cpu-to-llvm reports an internal error instead
// of leaving it for the translation to LLVM IR.
// RUN: %tritonc-opt %s --tritonc-cpu-to-llvm --verify-diagnostics

func.func @unresolved(%x: vector<4xi64>) -> vector<4xf64> {
  // expected-error @+1 {{internal error: a type conversion of the CPU lowering was left unresolved}}
  %p = builtin.unrealized_conversion_cast %x : vector<4xi64> to vector<4xf64>
  return %p : vector<4xf64>
}
