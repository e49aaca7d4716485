// Math functions (math dialect ops and libdevice calls) on 256 floats, one
// block per function storing row k of `out`; checked by math.cpp, whose table
// lists the rows in the same order.
module {
  func.func @math_ops(%xp: !tile.ptr<f32>, %yp: !tile.ptr<f32>, %out: !tile.ptr<f32>, %iout: !tile.ptr<i32>, %dp: !tile.ptr<f64>, %dout: !tile.ptr<f64>) attributes {tile.kernel} {
    %r = tile.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %xb = tile.splat %xp : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    %xa = tile.addptr %xb, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    %x = tile.load %xa : tensor<256x!tile.ptr<f32>>
    %yb = tile.splat %yp : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    %ya = tile.addptr %yb, %r : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    %y = tile.load %ya : tensor<256x!tile.ptr<f32>>
    %ax = math.absf %x : tensor<256xf32>
    %ten = arith.constant dense<10.0> : tensor<256xf32>
    %u = arith.divf %x, %ten : tensor<256xf32>
    %ob = tile.splat %out : !tile.ptr<f32> -> tensor<256x!tile.ptr<f32>>
    // 0: exp
    %v0 = math.exp %x : tensor<256xf32>
    %c0 = arith.constant dense<0> : tensor<256xi32>
    %o0 = arith.addi %r, %c0 : tensor<256xi32>
    %p0 = tile.addptr %ob, %o0 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p0, %v0 : tensor<256x!tile.ptr<f32>>
    // 1: log
    %v1 = math.log %ax : tensor<256xf32>
    %c1 = arith.constant dense<256> : tensor<256xi32>
    %o1 = arith.addi %r, %c1 : tensor<256xi32>
    %p1 = tile.addptr %ob, %o1 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p1, %v1 : tensor<256x!tile.ptr<f32>>
    // 2: sin
    %v2 = math.sin %x : tensor<256xf32>
    %c2 = arith.constant dense<512> : tensor<256xi32>
    %o2 = arith.addi %r, %c2 : tensor<256xi32>
    %p2 = tile.addptr %ob, %o2 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p2, %v2 : tensor<256x!tile.ptr<f32>>
    // 3: cos
    %v3 = math.cos %x : tensor<256xf32>
    %c3 = arith.constant dense<768> : tensor<256xi32>
    %o3 = arith.addi %r, %c3 : tensor<256xi32>
    %p3 = tile.addptr %ob, %o3 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p3, %v3 : tensor<256x!tile.ptr<f32>>
    // 4: tanh
    %v4 = math.tanh %x : tensor<256xf32>
    %c4 = arith.constant dense<1024> : tensor<256xi32>
    %o4 = arith.addi %r, %c4 : tensor<256xi32>
    %p4 = tile.addptr %ob, %o4 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p4, %v4 : tensor<256x!tile.ptr<f32>>
    // 5: erf
    %v5 = math.erf %x : tensor<256xf32>
    %c5 = arith.constant dense<1280> : tensor<256xi32>
    %o5 = arith.addi %r, %c5 : tensor<256xi32>
    %p5 = tile.addptr %ob, %o5 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p5, %v5 : tensor<256x!tile.ptr<f32>>
    // 6: sqrt
    %v6 = math.sqrt %ax : tensor<256xf32>
    %c6 = arith.constant dense<1536> : tensor<256xi32>
    %o6 = arith.addi %r, %c6 : tensor<256xi32>
    %p6 = tile.addptr %ob, %o6 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p6, %v6 : tensor<256x!tile.ptr<f32>>
    // 7: rsqrt
    %v7 = math.rsqrt %ax : tensor<256xf32>
    %c7 = arith.constant dense<1792> : tensor<256xi32>
    %o7 = arith.addi %r, %c7 : tensor<256xi32>
    %p7 = tile.addptr %ob, %o7 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p7, %v7 : tensor<256x!tile.ptr<f32>>
    // 8: expm1
    %v8 = math.expm1 %x : tensor<256xf32>
    %c8 = arith.constant dense<2048> : tensor<256xi32>
    %o8 = arith.addi %r, %c8 : tensor<256xi32>
    %p8 = tile.addptr %ob, %o8 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p8, %v8 : tensor<256x!tile.ptr<f32>>
    // 9: log1p
    %v9 = math.log1p %ax : tensor<256xf32>
    %c9 = arith.constant dense<2304> : tensor<256xi32>
    %o9 = arith.addi %r, %c9 : tensor<256xi32>
    %p9 = tile.addptr %ob, %o9 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p9, %v9 : tensor<256x!tile.ptr<f32>>
    // 10: atan2
    %v10 = math.atan2 %x, %y : tensor<256xf32>
    %c10 = arith.constant dense<2560> : tensor<256xi32>
    %o10 = arith.addi %r, %c10 : tensor<256xi32>
    %p10 = tile.addptr %ob, %o10 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p10, %v10 : tensor<256x!tile.ptr<f32>>
    // 11: pow
    %v11 = math.powf %ax, %y : tensor<256xf32>
    %c11 = arith.constant dense<2816> : tensor<256xi32>
    %o11 = arith.addi %r, %c11 : tensor<256xi32>
    %p11 = tile.addptr %ob, %o11 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p11, %v11 : tensor<256x!tile.ptr<f32>>
    // 12: floor
    %v12 = math.floor %x : tensor<256xf32>
    %c12 = arith.constant dense<3072> : tensor<256xi32>
    %o12 = arith.addi %r, %c12 : tensor<256xi32>
    %p12 = tile.addptr %ob, %o12 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p12, %v12 : tensor<256x!tile.ptr<f32>>
    // 13: abs
    %v13 = math.absf %x : tensor<256xf32>
    %c13 = arith.constant dense<3328> : tensor<256xi32>
    %o13 = arith.addi %r, %c13 : tensor<256xi32>
    %p13 = tile.addptr %ob, %o13 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p13, %v13 : tensor<256x!tile.ptr<f32>>
    // 14: exp2
    %v14 = math.exp2 %x : tensor<256xf32>
    %c14 = arith.constant dense<3584> : tensor<256xi32>
    %o14 = arith.addi %r, %c14 : tensor<256xi32>
    %p14 = tile.addptr %ob, %o14 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p14, %v14 : tensor<256x!tile.ptr<f32>>
    // 15: log2
    %v15 = math.log2 %ax : tensor<256xf32>
    %c15 = arith.constant dense<3840> : tensor<256xi32>
    %o15 = arith.addi %r, %c15 : tensor<256xi32>
    %p15 = tile.addptr %ob, %o15 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p15, %v15 : tensor<256x!tile.ptr<f32>>
    // 16: atan
    %v16 = math.atan %x : tensor<256xf32>
    %c16 = arith.constant dense<4096> : tensor<256xi32>
    %o16 = arith.addi %r, %c16 : tensor<256xi32>
    %p16 = tile.addptr %ob, %o16 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p16, %v16 : tensor<256x!tile.ptr<f32>>
    // 17: sinh
    %v17 = math.sinh %x : tensor<256xf32>
    %c17 = arith.constant dense<4352> : tensor<256xi32>
    %o17 = arith.addi %r, %c17 : tensor<256xi32>
    %p17 = tile.addptr %ob, %o17 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p17, %v17 : tensor<256x!tile.ptr<f32>>
    // 18: cbrt
    %v18 = math.cbrt %x : tensor<256xf32>
    %c18 = arith.constant dense<4608> : tensor<256xi32>
    %o18 = arith.addi %r, %c18 : tensor<256xi32>
    %p18 = tile.addptr %ob, %o18 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p18, %v18 : tensor<256x!tile.ptr<f32>>
    // 19: tan
    %v19 = math.tan %x : tensor<256xf32>
    %c19 = arith.constant dense<4864> : tensor<256xi32>
    %o19 = arith.addi %r, %c19 : tensor<256xi32>
    %p19 = tile.addptr %ob, %o19 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p19, %v19 : tensor<256x!tile.ptr<f32>>
    // 20: asin
    %v20 = math.asin %u : tensor<256xf32>
    %c20 = arith.constant dense<5120> : tensor<256xi32>
    %o20 = arith.addi %r, %c20 : tensor<256xi32>
    %p20 = tile.addptr %ob, %o20 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p20, %v20 : tensor<256x!tile.ptr<f32>>
    // 21: acos
    %v21 = math.acos %u : tensor<256xf32>
    %c21 = arith.constant dense<5376> : tensor<256xi32>
    %o21 = arith.addi %r, %c21 : tensor<256xi32>
    %p21 = tile.addptr %ob, %o21 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p21, %v21 : tensor<256x!tile.ptr<f32>>
    // 22: log10
    %v22 = math.log10 %ax : tensor<256xf32>
    %c22 = arith.constant dense<5632> : tensor<256xi32>
    %o22 = arith.addi %r, %c22 : tensor<256xi32>
    %p22 = tile.addptr %ob, %o22 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p22, %v22 : tensor<256x!tile.ptr<f32>>
    // 23: fma
    %v23 = math.fma %x, %y, %x : tensor<256xf32>
    %c23 = arith.constant dense<5888> : tensor<256xi32>
    %o23 = arith.addi %r, %c23 : tensor<256xi32>
    %p23 = tile.addptr %ob, %o23 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p23, %v23 : tensor<256x!tile.ptr<f32>>
    // 24: round
    %v24 = math.round %x : tensor<256xf32>
    %c24 = arith.constant dense<6144> : tensor<256xi32>
    %o24 = arith.addi %r, %c24 : tensor<256xi32>
    %p24 = tile.addptr %ob, %o24 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p24, %v24 : tensor<256x!tile.ptr<f32>>
    // 25: roundeven
    %v25 = math.roundeven %x : tensor<256xf32>
    %c25 = arith.constant dense<6400> : tensor<256xi32>
    %o25 = arith.addi %r, %c25 : tensor<256xi32>
    %p25 = tile.addptr %ob, %o25 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p25, %v25 : tensor<256x!tile.ptr<f32>>
    // 26: trunc
    %v26 = math.trunc %x : tensor<256xf32>
    %c26 = arith.constant dense<6656> : tensor<256xi32>
    %o26 = arith.addi %r, %c26 : tensor<256xi32>
    %p26 = tile.addptr %ob, %o26 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p26, %v26 : tensor<256x!tile.ptr<f32>>
    // 27: ceil
    %v27 = math.ceil %x : tensor<256xf32>
    %c27 = arith.constant dense<6912> : tensor<256xi32>
    %o27 = arith.addi %r, %c27 : tensor<256xi32>
    %p27 = tile.addptr %ob, %o27 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p27, %v27 : tensor<256x!tile.ptr<f32>>
    // 28: copysign
    %v28 = math.copysign %x, %y : tensor<256xf32>
    %c28 = arith.constant dense<7168> : tensor<256xi32>
    %o28 = arith.addi %r, %c28 : tensor<256xi32>
    %p28 = tile.addptr %ob, %o28 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p28, %v28 : tensor<256x!tile.ptr<f32>>
    // 29: nv_expf
    %v29 = tile.extern_elementwise "__nv_expf"(%x) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c29 = arith.constant dense<7424> : tensor<256xi32>
    %o29 = arith.addi %r, %c29 : tensor<256xi32>
    %p29 = tile.addptr %ob, %o29 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p29, %v29 : tensor<256x!tile.ptr<f32>>
    // 30: nv_fast_logf
    %v30 = tile.extern_elementwise "__nv_fast_logf"(%ax) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c30 = arith.constant dense<7680> : tensor<256xi32>
    %o30 = arith.addi %r, %c30 : tensor<256xi32>
    %p30 = tile.addptr %ob, %o30 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p30, %v30 : tensor<256x!tile.ptr<f32>>
    // 31: nv_rsqrtf
    %v31 = tile.extern_elementwise "__nv_rsqrtf"(%ax) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c31 = arith.constant dense<7936> : tensor<256xi32>
    %o31 = arith.addi %r, %c31 : tensor<256xi32>
    %p31 = tile.addptr %ob, %o31 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p31, %v31 : tensor<256x!tile.ptr<f32>>
    // 32: nv_fmaxf
    %v32 = tile.extern_elementwise "__nv_fmaxf"(%x, %y) {pure} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %c32 = arith.constant dense<8192> : tensor<256xi32>
    %o32 = arith.addi %r, %c32 : tensor<256xi32>
    %p32 = tile.addptr %ob, %o32 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p32, %v32 : tensor<256x!tile.ptr<f32>>
    // 33: nv_erfcf
    %v33 = tile.extern_elementwise "__nv_erfcf"(%x) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c33 = arith.constant dense<8448> : tensor<256xi32>
    %o33 = arith.addi %r, %c33 : tensor<256xi32>
    %p33 = tile.addptr %ob, %o33 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p33, %v33 : tensor<256x!tile.ptr<f32>>
    // 34: nv_hypotf
    %v34 = tile.extern_elementwise "__nv_hypotf"(%x, %y) {pure} : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %c34 = arith.constant dense<8704> : tensor<256xi32>
    %o34 = arith.addi %r, %c34 : tensor<256xi32>
    %p34 = tile.addptr %ob, %o34 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p34, %v34 : tensor<256x!tile.ptr<f32>>
    // 35: nv_normcdff
    %v35 = tile.extern_elementwise "__nv_normcdff"(%x) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c35 = arith.constant dense<8960> : tensor<256xi32>
    %o35 = arith.addi %r, %c35 : tensor<256xi32>
    %p35 = tile.addptr %ob, %o35 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p35, %v35 : tensor<256x!tile.ptr<f32>>
    // 36: nv_saturatef
    %v36 = tile.extern_elementwise "__nv_saturatef"(%x) {pure} : (tensor<256xf32>) -> tensor<256xf32>
    %c36 = arith.constant dense<9216> : tensor<256xi32>
    %o36 = arith.addi %r, %c36 : tensor<256xi32>
    %p36 = tile.addptr %ob, %o36 : tensor<256x!tile.ptr<f32>>, tensor<256xi32>
    tile.store %p36, %v36 : tensor<256x!tile.ptr<f32>>
    %isnan = tile.extern_elementwise "__nv_isnanf"(%x) {pure} : (tensor<256xf32>) -> tensor<256xi32>
    %xi = arith.fptosi %x : tensor<256xf32> to tensor<256xi32>
    %big = arith.constant dense<123456789> : tensor<256xi32>
    %xm = arith.muli %xi, %big : tensor<256xi32>
    %umulhi = tile.extern_elementwise "__nv_umulhi"(%xm, %big) {pure} : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
    %popc = tile.extern_elementwise "__nv_popc"(%xm) {pure} : (tensor<256xi32>) -> tensor<256xi32>
    %ib = tile.splat %iout : !tile.ptr<i32> -> tensor<256x!tile.ptr<i32>>
    %ic0 = arith.constant dense<0> : tensor<256xi32>
    %io0 = arith.addi %r, %ic0 : tensor<256xi32>
    %ip0 = tile.addptr %ib, %io0 : tensor<256x!tile.ptr<i32>>, tensor<256xi32>
    tile.store %ip0, %isnan : tensor<256x!tile.ptr<i32>>
    %ic1 = arith.constant dense<256> : tensor<256xi32>
    %io1 = arith.addi %r, %ic1 : tensor<256xi32>
    %ip1 = tile.addptr %ib, %io1 : tensor<256x!tile.ptr<i32>>, tensor<256xi32>
    tile.store %ip1, %umulhi : tensor<256x!tile.ptr<i32>>
    %ic2 = arith.constant dense<512> : tensor<256xi32>
    %io2 = arith.addi %r, %ic2 : tensor<256xi32>
    %ip2 = tile.addptr %ib, %io2 : tensor<256x!tile.ptr<i32>>, tensor<256xi32>
    tile.store %ip2, %popc : tensor<256x!tile.ptr<i32>>
    %db = tile.splat %dp : !tile.ptr<f64> -> tensor<256x!tile.ptr<f64>>
    %da = tile.addptr %db, %r : tensor<256x!tile.ptr<f64>>, tensor<256xi32>
    %d = tile.load %da : tensor<256x!tile.ptr<f64>>
    %d0 = math.exp %d : tensor<256xf64>
    %d1 = tile.extern_elementwise "__nv_sin"(%d) {pure} : (tensor<256xf64>) -> tensor<256xf64>
    %d2 = math.tanh %d : tensor<256xf64>
    %dob = tile.splat %dout : !tile.ptr<f64> -> tensor<256x!tile.ptr<f64>>
    %dc0 = arith.constant dense<0> : tensor<256xi32>
    %dof0 = arith.addi %r, %dc0 : tensor<256xi32>
    %dp0 = tile.addptr %dob, %dof0 : tensor<256x!tile.ptr<f64>>, tensor<256xi32>
    tile.store %dp0, %d0 : tensor<256x!tile.ptr<f64>>
    %dc1 = arith.constant dense<256> : tensor<256xi32>
    %dof1 = arith.addi %r, %dc1 : tensor<256xi32>
    %dp1 = tile.addptr %dob, %dof1 : tensor<256x!tile.ptr<f64>>, tensor<256xi32>
    tile.store %dp1, %d1 : tensor<256x!tile.ptr<f64>>
    %dc2 = arith.constant dense<512> : tensor<256xi32>
    %dof2 = arith.addi %r, %dc2 : tensor<256xi32>
    %dp2 = tile.addptr %dob, %dof2 : tensor<256x!tile.ptr<f64>>, tensor<256xi32>
    tile.store %dp2, %d2 : tensor<256x!tile.ptr<f64>>
    return
  }
}
