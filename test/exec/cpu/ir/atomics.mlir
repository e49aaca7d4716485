// Atomics from many program instances at once (the runtime runs them on
// several threads). Used by atomics.cpp.
module {
  // A histogram: bins[idx[i]] += 1 and sums[idx[i]] += x[i] for i < n;
  // maxv = max of all x bits as int; 64 elements per program.
  func.func @histogram(%idx: !tile.ptr<i32>, %x: !tile.ptr<f32>, %bins: !tile.ptr<i32>,
                       %sums: !tile.ptr<f32>, %maxv: !tile.ptr<i32>, %n: i32) attributes {tile.kernel} {
    %pid = tile.program_id 0 : i32
    %c64 = arith.constant 64 : i32
    %start = arith.muli %pid, %c64 : i32
    %r = tile.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %s = tile.splat %start : i32 -> tensor<64xi32>
    %off = arith.addi %s, %r : tensor<64xi32>
    %ns = tile.splat %n : i32 -> tensor<64xi32>
    %m = arith.cmpi slt, %off, %ns : tensor<64xi32>
    %ib = tile.splat %idx : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
    %ip = tile.addptr %ib, %off : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
    %i = tile.load %ip mask %m : tensor<64x!tile.ptr<i32>>
    %xb = tile.splat %x : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %xp = tile.addptr %xb, %off : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    %v = tile.load %xp mask %m : tensor<64x!tile.ptr<f32>>
    %bb = tile.splat %bins : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
    %bp = tile.addptr %bb, %i : tensor<64x!tile.ptr<i32>>, tensor<64xi32>
    %one = arith.constant dense<1> : tensor<64xi32>
    %old = tile.atomic_rmw "add", %bp, %one mask %m {scope = "gpu", sem = "acq_rel"} : (tensor<64x!tile.ptr<i32>>, tensor<64xi32>, tensor<64xi1>) -> tensor<64xi32>
    %sb = tile.splat %sums : !tile.ptr<f32> -> tensor<64x!tile.ptr<f32>>
    %sp = tile.addptr %sb, %i : tensor<64x!tile.ptr<f32>>, tensor<64xi32>
    %old2 = tile.atomic_rmw "fadd", %sp, %v mask %m {scope = "gpu", sem = "relaxed"} : (tensor<64x!tile.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
    %mb = tile.splat %maxv : !tile.ptr<i32> -> tensor<64x!tile.ptr<i32>>
    %bits = arith.fptosi %v : tensor<64xf32> to tensor<64xi32>
    %old3 = tile.atomic_rmw "max", %mb, %bits mask %m {scope = "gpu", sem = "relaxed"} : (tensor<64x!tile.ptr<i32>>, tensor<64xi32>, tensor<64xi1>) -> tensor<64xi32>
    return
  }

  // Every program tries to claim 16 slots with compare-and-swap (0 -> pid+1)
  // and records the old values: exactly one program sees 0 per slot.
  func.func @claim(%slots: !tile.ptr<i32>, %seen: !tile.ptr<i32>, %counter: !tile.ptr<i32>) attributes {tile.kernel} {
    %pid = tile.program_id 0 : i32
    %c1 = arith.constant 1 : i32
    %me = arith.addi %pid, %c1 : i32
    %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %sb = tile.splat %slots : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %sp = tile.addptr %sb, %r : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    %zero = arith.constant dense<0> : tensor<16xi32>
    %mev = tile.splat %me : i32 -> tensor<16xi32>
    %old = tile.atomic_cas %sp, %zero, %mev {scope = "gpu", sem = "acq_rel"} : (tensor<16x!tile.ptr<i32>>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %c16 = arith.constant 16 : i32
    %base = arith.muli %pid, %c16 : i32
    %bs = tile.splat %base : i32 -> tensor<16xi32>
    %off = arith.addi %bs, %r : tensor<16xi32>
    %wb = tile.splat %seen : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %wp = tile.addptr %wb, %off : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    tile.store %wp, %old : tensor<16x!tile.ptr<i32>>
    // A scalar atomic: count the programs.
    %prev = tile.atomic_rmw "add", %counter, %c1 {scope = "gpu", sem = "relaxed"} : (!tile.ptr<i32>, i32) -> i32
    return
  }
}
