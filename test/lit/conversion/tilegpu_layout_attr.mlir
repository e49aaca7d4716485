// The blocked layout attribute prints and parses back unchanged, and its
// verifier rejects arrays of different ranks, an order that is not a
// permutation, and sizes that are not powers of two.
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics | %FileCheck %s

// CHECK-LABEL: func.func @roundtrip
// CHECK-SAME:  tensor<64x128xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>>
func.func @roundtrip(%a: tensor<64x128xf32, #tilegpu.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>>) {
  return
}

// -----

// expected-error @+1 {{all layout arrays must have the same rank}}
func.func @rank(%a: tensor<64xf32, #tilegpu.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) {
  return
}

// -----

// expected-error @+1 {{order must be a permutation of 0..1}}
func.func @order(%a: tensor<64x64xf32, #tilegpu.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 1]}>>) {
  return
}

// -----

// expected-error @+1 {{layout sizes must be powers of two}}
func.func @pow2(%a: tensor<64xf32, #tilegpu.blocked<{sizePerThread = [3], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) {
  return
}
