// Runtime control flow (scf) carrying tensors, tensors of pointers and
// scalars. Used by control.cpp.
module {
  // out[j] = sum_{i<k} x[i*16 + j], doubled when k > 5; steps[0] = the
  // smallest power of two >= k (an scf.while).
  func.func @loops(%x: !tile.ptr<f32>, %out: !tile.ptr<f32>, %steps: !tile.ptr<i32>, %k: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %xb = tile.splat %x : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %p0 = tile.addptr %xb, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %zero = arith.constant dense<0.0> : tensor<16xf32>
    %c16 = arith.constant dense<16> : tensor<16xi32>
    %acc, %pend = scf.for %i = %c0 to %k step %c1 iter_args(%a = %zero, %p = %p0) -> (tensor<16xf32>, tensor<16x!tile.ptr<f32>>) : i32 {
      %v = tile.load %p : tensor<16x!tile.ptr<f32>>
      %a2 = arith.addf %a, %v : tensor<16xf32>
      %p2 = tile.addptr %p, %c16 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
      scf.yield %a2, %p2 : tensor<16xf32>, tensor<16x!tile.ptr<f32>>
    }
    %c5 = arith.constant 5 : i32
    %big = arith.cmpi sgt, %k, %c5 : i32
    %res = scf.if %big -> (tensor<16xf32>) {
      %d = arith.addf %acc, %acc : tensor<16xf32>
      scf.yield %d : tensor<16xf32>
    } else {
      scf.yield %acc : tensor<16xf32>
    }
    %ob = tile.splat %out : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %op = tile.addptr %ob, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    tile.store %op, %res : tensor<16x!tile.ptr<f32>>
    %pow = scf.while (%v = %c1) : (i32) -> i32 {
      %lt = arith.cmpi slt, %v, %k : i32
      scf.condition(%lt) %v : i32
    } do {
    ^bb0(%v: i32):
      %v2 = arith.addi %v, %v : i32
      scf.yield %v2 : i32
    }
    tile.store %steps, %pow : !tile.ptr<i32>
    return
  }
}
