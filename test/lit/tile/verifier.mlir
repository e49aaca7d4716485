// The tile dialect's verifier on hand-written IR: make_range length, `other`
// without a mask, a load's block pointer parts, addptr shapes, the
// program_id axis, the kind of grid_dependency.
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

func.func @block_parts_count(%p: tensor<16x!tile.ptr<f32>>, %b: !tile.ptr<f32>, %s: i64) {
  // expected-error @+1 {{block needs a base and a shape, stride and offset per dimension}}
  %v = tile.load %p block(%b, %s) : tensor<16x!tile.ptr<f32>>
  return
}

// -----

func.func @block_parts_types(%p: tensor<16x!tile.ptr<f32>>, %b: !tile.ptr<f32>, %s: i64, %o: i32) {
  // expected-error @+1 {{'tile.load' op block's shapes and strides must be i64, its offsets i32}}
  %v = "tile.load"(%p, %b, %s, %o, %o) <{operandSegmentSizes = array<i32: 1, 0, 0, 4>}> : (tensor<16x!tile.ptr<f32>>, !tile.ptr<f32>, i64, i32, i32) -> tensor<16xf32>
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

// -----

func.func @grid_dependency() {
  // expected-error @+1 {{'tile.grid_dependency' op kind must be "wait" or "launch_dependents", got "sync"}}
  tile.grid_dependency "sync"
  return
}
