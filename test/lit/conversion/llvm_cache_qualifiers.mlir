// Cache modifiers, eviction policies and volatile become PTX qualifiers of
// the vector access: ld.global.cg, ld.global.L1::evict_first,
// ld.volatile.global, ld.global.cv (evict_normal adds nothing),
// st.global.cs, st.global.L1::evict_last, st.global.wt.
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" --convert-tilegpu-to-llvm --canonicalize --cse | %FileCheck %s

// CHECK: "ld.global.cg.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK: "ld.global.L1::evict_first.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK: "ld.volatile.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK: "ld.global.cv.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK: "st.global.cs.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK: "st.global.L1::evict_last.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK: "st.global.wt.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK: "st.global.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"

func.func @q(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %y: !tile.ptr<f32> {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %r = tile.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  %a = tile.load %xp {cache = ".cg"} : tensor<512x!tile.ptr<f32>>
  %b = tile.load %xp {evict = "evict_first"} : tensor<512x!tile.ptr<f32>>
  %c = tile.load %xp {isVolatile} : tensor<512x!tile.ptr<f32>>
  %d = tile.load %xp {cache = ".cv", evict = "evict_normal"} : tensor<512x!tile.ptr<f32>>
  %ys = tile.splat %y : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %yp = tile.addptr %ys, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  tile.store %yp, %a {cache = ".cs"} : tensor<512x!tile.ptr<f32>>
  tile.store %yp, %b {evict = "evict_last"} : tensor<512x!tile.ptr<f32>>
  tile.store %yp, %c {cache = ".wt"} : tensor<512x!tile.ptr<f32>>
  tile.store %yp, %d : tensor<512x!tile.ptr<f32>>
  return
}
