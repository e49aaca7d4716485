// tl.device_assert and tl.device_print on the CPU. Used by debug.cpp.
module {
  // out = 2 * x, where every x < limit (asserted).
  func.func @checked(%x: !tile.ptr<i32>, %out: !tile.ptr<i32>, %limit: i32) attributes {tile.kernel} {
    %pid = tile.program_id 0 : i32
    %c16 = arith.constant 16 : i32
    %start = arith.muli %pid, %c16 : i32
    %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %s = tile.splat %start : i32 -> tensor<16xi32>
    %off = arith.addi %s, %r : tensor<16xi32>
    %xb = tile.splat %x : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %xp = tile.addptr %xb, %off : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    %v = tile.load %xp : tensor<16x!tile.ptr<i32>>
    %l = tile.splat %limit : i32 -> tensor<16xi32>
    %ok = arith.cmpi slt, %v, %l : tensor<16xi32>
    tile.assert %ok, "x < limit" : tensor<16xi1>
    %two = arith.addi %v, %v : tensor<16xi32>
    %ob = tile.splat %out : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %op = tile.addptr %ob, %off : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    tile.store %op, %two : tensor<16x!tile.ptr<i32>>
    return
  }

  func.func @printer(%x: !tile.ptr<f32>, %n: i32) attributes {tile.kernel} {
    %r = tile.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %xb = tile.splat %x : !tile.ptr<f32> -> tensor<4x!tile.ptr<f32>>
    %xp = tile.addptr %xb, %r : tensor<4x!tile.ptr<f32>>, tensor<4xi32>
    %v = tile.load %xp : tensor<4x!tile.ptr<f32>>
    tile.print " x: " (%v) : tensor<4xf32>
    tile.print " n: " (%n) {hex} : i32
    tile.print "done"
    return
  }

  // 128 elements: printed by a loop.
  func.func @big_printer(%x: !tile.ptr<i32>) attributes {tile.kernel} {
    %r = tile.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %xb = tile.splat %x : !tile.ptr<i32> -> tensor<128x!tile.ptr<i32>>
    %xp = tile.addptr %xb, %r : tensor<128x!tile.ptr<i32>>, tensor<128xi32>
    %v = tile.load %xp : tensor<128x!tile.ptr<i32>>
    %v2 = tile.reshape %v : tensor<128xi32> -> tensor<8x16xi32>
    tile.print " y: " (%v2) : tensor<8x16xi32>
    return
  }
}
