// tile.reduce and tile.scan on a 16x32 tile (the frontend cannot generate
// them yet). Used by reduce.cpp.
module {
  // rowsum[i] = sum_j x[i, j]; colmax[j] = max_i x[i, j]; total = sum x;
  // cumrow[i, j] = sum_{k <= j} x[i, k]; revcol[i, j] = sum_{k >= i} x[k, j].
  func.func @reduce2d(%in: !tile.ptr<f32>, %rowsum: !tile.ptr<f32>, %colmax: !tile.ptr<f32>,
                      %total: !tile.ptr<f32>, %cumrow: !tile.ptr<f32>, %revcol: !tile.ptr<f32>) attributes {tile.kernel} {
    %rm = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %rn = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %rm2 = tile.expand_dims %rm {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
    %rn2 = tile.expand_dims %rn {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %c32 = arith.constant dense<32> : tensor<16x1xi32>
    %rowoff = arith.muli %rm2, %c32 : tensor<16x1xi32>
    %rowb = tile.broadcast %rowoff : tensor<16x1xi32> -> tensor<16x32xi32>
    %colb = tile.broadcast %rn2 : tensor<1x32xi32> -> tensor<16x32xi32>
    %off = arith.addi %rowb, %colb : tensor<16x32xi32>
    %base = tile.splat %in : !tile.ptr<f32> -> tensor<16x32x!tile.ptr<f32>>
    %ptrs = tile.addptr %base, %off : tensor<16x32x!tile.ptr<f32>>, tensor<16x32xi32>
    %x = tile.load %ptrs : tensor<16x32x!tile.ptr<f32>>

    %rs = "tile.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tile.reduce.return %s : f32
    }) {axis = 1 : i32} : (tensor<16x32xf32>) -> tensor<16xf32>
    %rsb = tile.splat %rowsum : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %rsp = tile.addptr %rsb, %rm : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    tile.store %rsp, %rs : tensor<16x!tile.ptr<f32>>

    %cm = "tile.reduce"(%x) ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tile.reduce.return %m : f32
    }) {axis = 0 : i32} : (tensor<16x32xf32>) -> tensor<32xf32>
    %cmb = tile.splat %colmax : !tile.ptr<f32> -> tensor<32x!tile.ptr<f32>>
    %cmp = tile.addptr %cmb, %rn : tensor<32x!tile.ptr<f32>>, tensor<32xi32>
    tile.store %cmp, %cm : tensor<32x!tile.ptr<f32>>

    %flat = tile.reshape %x : tensor<16x32xf32> -> tensor<512xf32>
    %t = "tile.reduce"(%flat) ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tile.reduce.return %s : f32
    }) {axis = 0 : i32} : (tensor<512xf32>) -> f32
    tile.store %total, %t : !tile.ptr<f32>

    %cr = "tile.scan"(%x) ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tile.reduce.return %s : f32
    }) {axis = 1 : i32, reverse = false} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %crb = tile.splat %cumrow : !tile.ptr<f32> -> tensor<16x32x!tile.ptr<f32>>
    %crp = tile.addptr %crb, %off : tensor<16x32x!tile.ptr<f32>>, tensor<16x32xi32>
    tile.store %crp, %cr : tensor<16x32x!tile.ptr<f32>>

    %rc = "tile.scan"(%x) ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tile.reduce.return %s : f32
    }) {axis = 0 : i32, reverse = true} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %rcb = tile.splat %revcol : !tile.ptr<f32> -> tensor<16x32x!tile.ptr<f32>>
    %rcp = tile.addptr %rcb, %off : tensor<16x32x!tile.ptr<f32>>, tensor<16x32xi32>
    tile.store %rcp, %rc : tensor<16x32x!tile.ptr<f32>>
    return
  }

  // Two operands: the maximum of each row of 8 and its first index
  // (argmax), vectorized; and an int32 product scan whose combine region has
  // an scf.if, applied element by element. One program per 8 rows.
  func.func @argmax_scan(%in: !tile.ptr<f32>, %vals: !tile.ptr<f32>, %idxs: !tile.ptr<i32>,
                         %ints: !tile.ptr<i32>, %prods: !tile.ptr<i32>) attributes {tile.kernel} {
    %pid = tile.program_id 0 : i32
    %c64 = arith.constant 64 : i32
    %start = arith.muli %pid, %c64 : i32
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %s = tile.splat %start : i32 -> tensor<64xi32>
    %off = arith.addi %s, %r : tensor<64xi32>
    %base = tile.splat %in : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %ptrs = tile.addptr %base, %off : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    %x1 = tile.load %ptrs : tensor<64x!tile.ptr<f32>>
    %x = tile.reshape %x1 : tensor<64xf32> -> tensor<8x8xf32>
    %c8 = arith.constant dense<8> : tensor<64xi32>
    %col1 = arith.remsi %r, %c8 : tensor<64xi32>
    %col = tile.reshape %col1 : tensor<64xi32> -> tensor<8x8xi32>
    %v, %i = "tile.reduce"(%x, %col) ({
    ^bb0(%v1: f32, %i1: i32, %v2: f32, %i2: i32):
      %gt = arith.cmpf ogt, %v2, %v1 : f32
      %eq = arith.cmpf oeq, %v2, %v1 : f32
      %lt = arith.cmpi slt, %i2, %i1 : i32
      %tie = arith.andi %eq, %lt : i1
      %take = arith.ori %gt, %tie : i1
      %v3 = arith.select %take, %v2, %v1 : f32
      %i3 = arith.select %take, %i2, %i1 : i32
      tile.reduce.return %v3, %i3 : f32, i32
    }) {axis = 1 : i32} : (tensor<8x8xf32>, tensor<8x8xi32>) -> (tensor<8xf32>, tensor<8xi32>)
    %c8s = arith.constant 8 : i32
    %row0 = arith.muli %pid, %c8s : i32
    %r8 = tile.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %row0s = tile.splat %row0 : i32 -> tensor<8xi32>
    %rows = arith.addi %row0s, %r8 : tensor<8xi32>
    %vb = tile.splat %vals : !tile.ptr<f32> -> tensor<8x!tile.ptr<f32>>
    %vp = tile.addptr %vb, %rows : tensor<8x!tile.ptr<f32>>, tensor<8xi32>
    tile.store %vp, %v : tensor<8x!tile.ptr<f32>>
    %ib = tile.splat %idxs : !tile.ptr<i32> -> tensor<8x!tile.ptr<i32>>
    %ip = tile.addptr %ib, %rows : tensor<8x!tile.ptr<i32>>, tensor<8xi32>
    tile.store %ip, %i : tensor<8x!tile.ptr<i32>>

    %nb = tile.splat %ints : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
    %np = tile.addptr %nb, %off : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
    %n1 = tile.load %np : tensor<64x!tile.ptr<i32>>
    %n = tile.reshape %n1 : tensor<64xi32> -> tensor<8x8xi32>
    %p = "tile.scan"(%n) ({
    ^bb0(%a: i32, %b: i32):
      %zero = arith.constant 0 : i32
      %isz = arith.cmpi eq, %b, %zero : i32
      %res = scf.if %isz -> (i32) {
        scf.yield %a : i32
      } else {
        %m = arith.muli %a, %b : i32
        scf.yield %m : i32
      }
      tile.reduce.return %res : i32
    }) {axis = 1 : i32, reverse = false} : (tensor<8x8xi32>) -> tensor<8x8xi32>
    %p1 = tile.reshape %p : tensor<8x8xi32> -> tensor<64xi32>
    %pb = tile.splat %prods : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
    %pp = tile.addptr %pb, %off : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
    tile.store %pp, %p1 : tensor<64x!tile.ptr<i32>>
    return
  }

  // The same control-flow combine on 32x32 (loops over stack buffers):
  // rowprod[i] = product of the non-zero x[i, :]; revprod = reverse scan of
  // that along axis 0.
  func.func @big_fallback(%ints: !tile.ptr<i32>, %rowprod: !tile.ptr<i32>, %revprod: !tile.ptr<i32>) attributes {tile.kernel} {
    %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %nb = tile.splat %ints : !tile.ptr<i32> -> tensor<1024x!tile.ptr<i32>>
    %np = tile.addptr %nb, %r : tensor<1024x!tile.ptr<i32>>, tensor<1024xi32>
    %n1 = tile.load %np : tensor<1024x!tile.ptr<i32>>
    %n = tile.reshape %n1 : tensor<1024xi32> -> tensor<32x32xi32>
    %rp = "tile.reduce"(%n) ({
    ^bb0(%a: i32, %b: i32):
      %zero = arith.constant 0 : i32
      %isz = arith.cmpi eq, %b, %zero : i32
      %res = scf.if %isz -> (i32) {
        scf.yield %a : i32
      } else {
        %m = arith.muli %a, %b : i32
        scf.yield %m : i32
      }
      tile.reduce.return %res : i32
    }) {axis = 1 : i32} : (tensor<32x32xi32>) -> tensor<32xi32>
    %r32 = tile.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %rb = tile.splat %rowprod : !tile.ptr<i32> -> tensor<32x!tile.ptr<i32>>
    %rpp = tile.addptr %rb, %r32 : tensor<32x!tile.ptr<i32>>, tensor<32xi32>
    tile.store %rpp, %rp : tensor<32x!tile.ptr<i32>>
    %p = "tile.scan"(%n) ({
    ^bb0(%a: i32, %b: i32):
      %zero = arith.constant 0 : i32
      %isz = arith.cmpi eq, %b, %zero : i32
      %res = scf.if %isz -> (i32) {
        scf.yield %a : i32
      } else {
        %m = arith.muli %a, %b : i32
        scf.yield %m : i32
      }
      tile.reduce.return %res : i32
    }) {axis = 0 : i32, reverse = true} : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %p1 = tile.reshape %p : tensor<32x32xi32> -> tensor<1024xi32>
    %pb = tile.splat %revprod : !tile.ptr<i32> -> tensor<1024x!tile.ptr<i32>>
    %pp = tile.addptr %pb, %r : tensor<1024x!tile.ptr<i32>>, tensor<1024xi32>
    tile.store %pp, %p1 : tensor<1024x!tile.ptr<i32>>
    return
  }
}
