// Shape ops on a 8x16 tile: results are stored flattened in row-major
// order (reshape keeps it). Used by shape.cpp.
module {
  func.func @shapes(%a: !tile.ptr<f32>, %b: !tile.ptr<f32>, %trans: !tile.ptr<f32>,
                    %join: !tile.ptr<f32>, %even: !tile.ptr<f32>, %odd: !tile.ptr<f32>,
                    %cat: !tile.ptr<f32>, %perm: !tile.ptr<f32>, %bcast: !tile.ptr<f32>) attributes {tile.kernel} {
    %r128 = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %r256 = tile.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %r64 = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %pa = tile.splat %a : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pa2 = tile.addptr %pa, %r128 : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    %xa = tile.load %pa2 : tensor<128x!tile.ptr<f32>>
    %pb = tile.splat %b : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pb2 = tile.addptr %pb, %r128 : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    %xb = tile.load %pb2 : tensor<128x!tile.ptr<f32>>
    %A = tile.reshape %xa : tensor<128xf32> -> tensor<8x16xf32>
    %B = tile.reshape %xb : tensor<128xf32> -> tensor<8x16xf32>

    // trans: 16x8
    %t = tile.trans %A {order = array<i32: 1, 0>} : tensor<8x16xf32> -> tensor<16x8xf32>
    %t1 = tile.reshape %t : tensor<16x8xf32> -> tensor<128xf32>
    %pt = tile.splat %trans : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pt2 = tile.addptr %pt, %r128 : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    tile.store %pt2, %t1 : tensor<128x!tile.ptr<f32>>

    // join: 8x16x2
    %j = tile.join %A, %B : tensor<8x16xf32> -> tensor<8x16x2xf32>
    %j1 = tile.reshape %j : tensor<8x16x2xf32> -> tensor<256xf32>
    %pj = tile.splat %join : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    %pj2 = tile.addptr %pj, %r256 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %pj2, %j1 : tensor<256x!tile.ptr<f32>>

    // split of A seen as 8x8x2: even and odd columns
    %A3 = tile.reshape %xa : tensor<128xf32> -> tensor<8x8x2xf32>
    %e, %o = tile.split %A3 : tensor<8x8x2xf32> -> tensor<8x8xf32>
    %e1 = tile.reshape %e : tensor<8x8xf32> -> tensor<64xf32>
    %o1 = tile.reshape %o : tensor<8x8xf32> -> tensor<64xf32>
    %pe = tile.splat %even : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %pe2 = tile.addptr %pe, %r64 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    tile.store %pe2, %e1 : tensor<64x!tile.ptr<f32>>
    %po = tile.splat %odd : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %po2 = tile.addptr %po, %r64 : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    tile.store %po2, %o1 : tensor<64x!tile.ptr<f32>>

    // cat along dimension 0: 16x16
    %c = tile.cat %A, %B : tensor<8x16xf32> -> tensor<16x16xf32>
    %c1 = tile.reshape %c : tensor<16x16xf32> -> tensor<256xf32>
    %pc = tile.splat %cat : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    %pc2 = tile.addptr %pc, %r256 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %pc2, %c1 : tensor<256x!tile.ptr<f32>>

    // permute 2x4x16 with order [2, 0, 1]: 16x2x4
    %P = tile.reshape %xa : tensor<128xf32> -> tensor<2x4x16xf32>
    %q = tile.trans %P {order = array<i32: 2, 0, 1>} : tensor<2x4x16xf32> -> tensor<16x2x4xf32>
    %q1 = tile.reshape %q : tensor<16x2x4xf32> -> tensor<128xf32>
    %pq = tile.splat %perm : !tile.ptr<f32> -> tensor<128x!tile.ptr<f32>>
    %pq2 = tile.addptr %pq, %r128 : tensor<128x!tile.ptr<f32>>, tensor<128xi32>
    tile.store %pq2, %q1 : tensor<128x!tile.ptr<f32>>

    // outer sum: row 0 of A (16) as a column, column 0 of B... use
    // expand_dims + broadcast: out[i, j] = A[0, i] + B[0, j] for i, j < 16
    %r16 = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %sa = tile.splat %a : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %sa2 = tile.addptr %sa, %r16 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %ra = tile.load %sa2 : tensor<16x!tile.ptr<f32>>
    %sb = tile.splat %b : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %sb2 = tile.addptr %sb, %r16 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %rb = tile.load %sb2 : tensor<16x!tile.ptr<f32>>
    %col = tile.expand_dims %ra {axis = 1 : i32} : tensor<16xf32> -> tensor<16x1xf32>
    %row = tile.expand_dims %rb {axis = 0 : i32} : tensor<16xf32> -> tensor<1x16xf32>
    %colb = tile.broadcast %col : tensor<16x1xf32> -> tensor<16x16xf32>
    %rowb = tile.broadcast %row : tensor<1x16xf32> -> tensor<16x16xf32>
    %sum = arith.addf %colb, %rowb : tensor<16x16xf32>
    %sum1 = tile.reshape %sum : tensor<16x16xf32> -> tensor<256xf32>
    %pbc = tile.splat %bcast : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    %pbc2 = tile.addptr %pbc, %r256 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %pbc2, %sum1 : tensor<256x!tile.ptr<f32>>
    return
  }
}
