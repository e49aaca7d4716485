// Masked accesses. With mask_uniform (n divisible by 16) each vector is one
// access predicated by its mask, with no per-element code. Otherwise the
// vector access runs when the whole run is in bounds, and each element has a
// predicated scalar fallback for the edge. `other` is moved into the
// destination registers before the predicated load (fp32 -1.5 = 0xBFC00000).
// RUN: %tritonc-opt %s --tritonc-tilegpu-pipeline="num-warps=4" --convert-tilegpu-to-llvm --canonicalize --cse | %FileCheck %s

// CHECK-LABEL: llvm.func @uniform
// CHECK:         %[[OTHER:.*]] = llvm.mlir.constant(-1.500000e+00 : f32) : f32
// CHECK:         llvm.bitcast %[[OTHER]] : f32 to i32
// CHECK-COUNT-2: "mov.b32 $0, $6;\0A\09mov.b32 $1, $7;\0A\09mov.b32 $2, $8;\0A\09mov.b32 $3, $9;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK-NOT:     ld.global.b32
// CHECK-COUNT-2: "@$5 st.global.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK-NOT:     st.global.b32
// CHECK:         llvm.return

// A branch on "every element of the run is enabled" picks the unpredicated
// vector access or the predicated per-element ones.
// CHECK-LABEL: llvm.func @edge
// CHECK:         llvm.cond_br
// CHECK:         "ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];"
// CHECK-COUNT-4: "mov.b32 $0, $3;\0A\09@$2 ld.global.b32 $0, [ $1 + 0 ];"
// CHECK:         llvm.cond_br
// CHECK:         "st.global.v4.b32 [ $0 + 0 ], { $1, $2, $3, $4 };"
// CHECK-COUNT-4: "@$2 st.global.b32 [ $0 + 0 ], $1;"
// CHECK:         llvm.return

func.func @uniform(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32 {tile.divisibility = 16 : i32}) attributes {tile.kernel} {
  %other = arith.constant dense<-1.5> : tensor<1024xf32>
  %r = tile.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %ns = tile.splat %n : i32 -> tensor<1024xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<1024xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<1024x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<1024x!tile.ptr<f32>>, tensor<1024xi32>
  %v = tile.load %xp mask %m other %other : tensor<1024x!tile.ptr<f32>>
  tile.store %xp, %v mask %m : tensor<1024x!tile.ptr<f32>>
  return
}

func.func @edge(%x: !tile.ptr<f32> {tile.divisibility = 16 : i32}, %n: i32) attributes {tile.kernel} {
  %r = tile.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32>
  %ns = tile.splat %n : i32 -> tensor<512xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<512xi32>
  %xs = tile.splat %x : !tile.ptr<f32> -> tensor<512x!tile.ptr<f32>>
  %xp = tile.addptr %xs, %r : tensor<512x!tile.ptr<f32>>, tensor<512xi32>
  %v = tile.load %xp mask %m : tensor<512x!tile.ptr<f32>>
  tile.store %xp, %v mask %m : tensor<512x!tile.ptr<f32>>
  return
}
