// Memory access corners: masked scalar loads and stores, i1 in memory (one
// byte, any non-zero is true), pointers loaded from memory, select between
// tensors of pointers, and integer division that must not trap. Used by
// memory.cpp.
module {
  func.func @memory(%x: !tile.ptr<f32>, %flags: !tile.ptr<i1>, %table: !tile.ptr<!tile.ptr<f32>>,
                    %out: !tile.ptr<f32>, %outflags: !tile.ptr<i1>, %sc: !tile.ptr<f32>,
                    %ia: !tile.ptr<i32>, %ib: !tile.ptr<i32>, %iout: !tile.ptr<i32>, %n: i32) attributes {tile.kernel} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tile.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    // sc[0] = n > 0 ? x[0] : 3.0; sc[1] = 2 * sc[0] if n > 1 (else untouched)
    %has0 = arith.cmpi sgt, %n, %c0 : i32
    %three = arith.constant 3.0 : f32
    %v = tile.load %x mask %has0 other %three : !tile.ptr<f32>
    tile.store %sc, %v : !tile.ptr<f32>
    %has1 = arith.cmpi sgt, %n, %c1 : i32
    %sc1 = tile.addptr %sc, %c1 : !tile.ptr<f32>, i32
    %v2 = arith.addf %v, %v : f32
    tile.store %sc1, %v2 mask %has1 : !tile.ptr<f32>

    // out[0:16] = flags ? x : -x; outflags = !flags
    %xb = tile.splat %x : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %xp = tile.addptr %xb, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    %xv = tile.load %xp : tensor<16x!tile.ptr<f32>>
    %fb = tile.splat %flags : !tile.ptr<i1> -> tensor<16x!tile.ptr<i1>>
    %fp = tile.addptr %fb, %r : tensor<16x!tile.ptr<i1>>, tensor<16xi32>
    %f = tile.load %fp : tensor<16x!tile.ptr<i1>>
    %neg = arith.negf %xv : tensor<16xf32>
    %sel = arith.select %f, %xv, %neg : tensor<16xi1>, tensor<16xf32>
    %ob = tile.splat %out : !tile.ptr<f32> -> tensor<16x!tile.ptr<f32>>
    %op = tile.addptr %ob, %r : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    tile.store %op, %sel : tensor<16x!tile.ptr<f32>>
    %true = arith.constant dense<true> : tensor<16xi1>
    %nf = arith.xori %f, %true : tensor<16xi1>
    %ofb = tile.splat %outflags : !tile.ptr<i1> -> tensor<16x!tile.ptr<i1>>
    %ofp = tile.addptr %ofb, %r : tensor<16x!tile.ptr<i1>>, tensor<16xi32>
    tile.store %ofp, %nf : tensor<16x!tile.ptr<i1>>

    // out[16:32] = *table[i]
    %tb = tile.splat %table : !tile.ptr<!tile.ptr<f32>> -> tensor<16x!tile.ptr<!tile.ptr<f32>>>
    %tp = tile.addptr %tb, %r : tensor<16x!tile.ptr<!tile.ptr<f32>>>, tensor<16xi32>
    %ptrs = tile.load %tp : tensor<16x!tile.ptr<!tile.ptr<f32>>>
    %tv = tile.load %ptrs : tensor<16x!tile.ptr<f32>>
    %c16 = arith.constant dense<16> : tensor<16xi32>
    %op2 = tile.addptr %op, %c16 : tensor<16x!tile.ptr<f32>>, tensor<16xi32>
    tile.store %op2, %tv : tensor<16x!tile.ptr<f32>>

    // out[32:48] = *(flags ? &x[i] : table[i]), with an i64 offset back
    %psel = arith.select %f, %xp, %ptrs : tensor<16xi1>, tensor<16x!tile.ptr<f32>>
    %sv = tile.load %psel : tensor<16x!tile.ptr<f32>>
    %c32 = arith.constant dense<32> : tensor<16xi64>
    %op3 = tile.addptr %op, %c32 : tensor<16x!tile.ptr<f32>>, tensor<16xi64>
    tile.store %op3, %sv : tensor<16x!tile.ptr<f32>>

    // iout = ia / ib and ia % ib (division by 0 and INT_MIN / -1 included)
    %iab = tile.splat %ia : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %iap = tile.addptr %iab, %r : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    %a = tile.load %iap : tensor<16x!tile.ptr<i32>>
    %ibb = tile.splat %ib : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %ibp = tile.addptr %ibb, %r : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    %b = tile.load %ibp : tensor<16x!tile.ptr<i32>>
    %q = arith.divsi %a, %b : tensor<16xi32>
    %m = arith.remsi %a, %b : tensor<16xi32>
    %uq = arith.divui %a, %b : tensor<16xi32>
    %iob = tile.splat %iout : !tile.ptr<i32> -> tensor<16x!tile.ptr<i32>>
    %iop = tile.addptr %iob, %r : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    tile.store %iop, %q : tensor<16x!tile.ptr<i32>>
    %iop2 = tile.addptr %iop, %c16 : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    tile.store %iop2, %m : tensor<16x!tile.ptr<i32>>
    %iop3 = tile.addptr %iop2, %c16 : tensor<16x!tile.ptr<i32>>, tensor<16xi32>
    tile.store %iop3, %uq : tensor<16x!tile.ptr<i32>>
    // a scalar division by zero
    %s0 = arith.divsi %n, %c0 : i32
    %c48 = arith.constant 48 : i32
    %iop4 = tile.addptr %iout, %c48 : !tile.ptr<i32>, i32
    tile.store %iop4, %s0 : !tile.ptr<i32>
    return
  }
}
