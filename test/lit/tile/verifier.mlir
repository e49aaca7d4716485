// The tile dialect's verifier on hand-written IR: make_range length, `other`
// without a mask, addptr shapes, the program_id axis.
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics

func.func @range(%p: !tile.ptr<f32>) {
  // expected-error @+1 {{'tile.make_range' op result length must equal end - start}}
  %r = tile.make_range {end = 17 : i32, start = 0 : i32} : tensor<16xi32>
  return
}

// -----

func.func @other_without_mask(%p: tensor<16x!tile.ptr<f32>>, %o: tensor<16xf32>) {
  // expected-error @+1 {{'tile.load' op 'other' requires a mask}}
  %v = tile.load %p other %o : tensor<16x!tile.ptr<f32>>
  return
}

// -----

func.func @addptr_shapes(%p: tensor<16x!tile.ptr<f32>>, %o: tensor<8xi32>) {
  // expected-error @+1 {{'tile.addptr' op requires the same shape for all operands and results}}
  %v = tile.addptr %p, %o : tensor<16x!tile.ptr<f32>>, tensor<8xi32>
  return
}

// -----

func.func @axis() {
  // expected-error @+1 {{'tile.program_id' op attribute 'axis' failed to satisfy constraint}}
  %v = tile.program_id 3 : i32
  return
}
