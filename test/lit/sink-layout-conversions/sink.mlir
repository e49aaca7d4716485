// tritonc-sink-layout-conversions alone, on TileGPU IR already laid out
// (#M a dot's mma layout, #B a store's blocked layout):
// - attention's epilogue: a division of two tiles converted from #M, then
//   a cast to f16, runs in #M and converts only the f16 result;
// - a matmul's leaky ReLU epilogue: the converted accumulator has three
//   readers and the mask is converted too; the whole chain down to the f16
//   cast runs in #M, both conversions disappear;
// - an operand that is a splat constant gets a conversion to #M (which
//   tritonc-remove-layout-conversions turns into a splat in #M);
// - a multiplication alone moves as many bytes either way: it stays;
// - an operand loaded in #B (not cheap to rebuild) keeps the op in #B;
// - a conversion that would grow (f16 -> f32) stays where it is;
// - a conversion made before a loop is not moved into the loop;
// - a conversion with a reader outside the chain stays, and the chain
//   with it when that saves nothing.
// RUN: %tritonc-opt %s --tritonc-sink-layout-conversions | %FileCheck %s

#M = #tilegpu.mma<{warpsPerCTA = [4, 1]}>
#B = #tilegpu.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#S = #tilegpu.slice<{dim = 1, parent = #tilegpu.mma<{warpsPerCTA = [4, 1]}>}>

// CHECK-LABEL: func.func @epilogue(
// CHECK-SAME:    %[[ACC:[^:]*]]: tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-SAME:    %[[L:[^:]*]]: tensor<64xf32, #tilegpu.slice
// CHECK:         %[[E:.*]] = tile.expand_dims %[[L]]
// CHECK-NEXT:    %[[LB:.*]] = tile.broadcast %[[E]]
// CHECK-NOT:     tilegpu.convert_layout
// CHECK:         %[[D:.*]] = arith.divf %[[ACC]], %[[LB]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NOT:     tilegpu.convert_layout
// CHECK:         %[[H:.*]] = arith.truncf %[[D]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> to tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[HB:.*]] = tilegpu.convert_layout %[[H]] : tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf16, #tilegpu.blocked
// CHECK-NEXT:    tile.store %{{.*}}, %[[HB]]
// CHECK-NOT:     tilegpu.convert_layout
// CHECK:         return
func.func @epilogue(%acc: tensor<64x64xf32, #M>, %l: tensor<64xf32, #S>, %p: tensor<64x64x!tile.ptr<f16>, #B>) {
  %e = tile.expand_dims %l {axis = 1 : i32} : tensor<64xf32, #S> -> tensor<64x1xf32, #M>
  %lb = tile.broadcast %e : tensor<64x1xf32, #M> -> tensor<64x64xf32, #M>
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %lb_b = tilegpu.convert_layout %lb : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %d = arith.divf %acc_b, %lb_b : tensor<64x64xf32, #B>
  %h = arith.truncf %d : tensor<64x64xf32, #B> to tensor<64x64xf16, #B>
  tile.store %p, %h : tensor<64x64x!tile.ptr<f16>, #B>
  return
}

// CHECK-LABEL: func.func @leaky_relu(
// CHECK-SAME:    %[[ACC:[^:]*]]: tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK:         %[[NEG:.*]] = arith.cmpf olt, %[[ACC]], %{{.*}} : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK:         %[[S:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf32, #tilegpu.blocked{{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %[[S]], %[[ACC]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[Z:.*]] = arith.select %[[NEG]], %[[Y]], %[[ACC]] : tensor<64x64xi1, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>, tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[H:.*]] = arith.truncf %[[Z]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> to tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[HB:.*]] = tilegpu.convert_layout %[[H]] : tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf16, #tilegpu.blocked
// CHECK-NEXT:    tile.store %{{.*}}, %[[HB]]
// CHECK-NOT:     tilegpu.convert_layout
// CHECK:         return
func.func @leaky_relu(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f16>, #B>) {
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #M>
  %neg = arith.cmpf olt, %acc, %zero : tensor<64x64xf32, #M>
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %neg_b = tilegpu.convert_layout %neg : tensor<64x64xi1, #M> -> tensor<64x64xi1, #B>
  %slope = arith.constant dense<0.01> : tensor<64x64xf32, #B>
  %y = arith.mulf %slope, %acc_b : tensor<64x64xf32, #B>
  %z = arith.select %neg_b, %y, %acc_b : tensor<64x64xi1, #B>, tensor<64x64xf32, #B>
  %h = arith.truncf %z : tensor<64x64xf32, #B> to tensor<64x64xf16, #B>
  tile.store %p, %h : tensor<64x64x!tile.ptr<f16>, #B>
  return
}

// CHECK-LABEL: func.func @splat_operand(
// CHECK-SAME:    %[[ACC:[^:]*]]: tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK:         %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #tilegpu.blocked
// CHECK-NEXT:    %[[CM:.*]] = tilegpu.convert_layout %[[C]] : tensor<64x64xf32, #tilegpu.blocked{{.*}} -> tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[X:.*]] = arith.mulf %[[ACC]], %[[CM]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[H:.*]] = arith.truncf %[[X]] : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> to tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    %[[HB:.*]] = tilegpu.convert_layout %[[H]] : tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf16, #tilegpu.blocked
// CHECK-NEXT:    tile.store %{{.*}}, %[[HB]]
func.func @splat_operand(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f16>, #B>) {
  %c = arith.constant dense<2.0> : tensor<64x64xf32, #B>
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %x = arith.mulf %acc_b, %c : tensor<64x64xf32, #B>
  %h = arith.truncf %x : tensor<64x64xf32, #B> to tensor<64x64xf16, #B>
  tile.store %p, %h : tensor<64x64x!tile.ptr<f16>, #B>
  return
}

// CHECK-LABEL: func.func @neutral(
// CHECK:         %[[AB:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf32, #tilegpu.blocked
// CHECK-NEXT:    %[[C:.*]] = arith.constant
// CHECK-NEXT:    arith.mulf %[[AB]], %[[C]] : tensor<64x64xf32, #tilegpu.blocked
func.func @neutral(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f32>, #B>) {
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %c = arith.constant dense<2.0> : tensor<64x64xf32, #B>
  %x = arith.mulf %acc_b, %c : tensor<64x64xf32, #B>
  tile.store %p, %x : tensor<64x64x!tile.ptr<f32>, #B>
  return
}

// CHECK-LABEL: func.func @loaded_operand(
// CHECK:         %[[AB:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf32, #tilegpu.blocked
// CHECK-NEXT:    %[[Y:.*]] = tile.load
// CHECK-NEXT:    arith.addf %[[AB]], %[[Y]] : tensor<64x64xf32, #tilegpu.blocked
func.func @loaded_operand(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f32>, #B>) {
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %y = tile.load %p : tensor<64x64x!tile.ptr<f32>, #B>
  %x = arith.addf %acc_b, %y : tensor<64x64xf32, #B>
  tile.store %p, %x : tensor<64x64x!tile.ptr<f32>, #B>
  return
}

// CHECK-LABEL: func.func @widening(
// CHECK:         %[[HB:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf16, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf16, #tilegpu.blocked
// CHECK-NEXT:    arith.extf %[[HB]] : tensor<64x64xf16, #tilegpu.blocked{{.*}} to tensor<64x64xf32, #tilegpu.blocked
func.func @widening(%h: tensor<64x64xf16, #M>, %p: tensor<64x64x!tile.ptr<f32>, #B>) {
  %h_b = tilegpu.convert_layout %h : tensor<64x64xf16, #M> -> tensor<64x64xf16, #B>
  %x = arith.extf %h_b : tensor<64x64xf16, #B> to tensor<64x64xf32, #B>
  tile.store %p, %x : tensor<64x64x!tile.ptr<f32>, #B>
  return
}

// CHECK-LABEL: func.func @outside_loop(
// CHECK:         %[[AB:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf32, #tilegpu.blocked
// CHECK:         scf.for
// CHECK-NEXT:      arith.truncf %[[AB]] : tensor<64x64xf32, #tilegpu.blocked{{.*}} to tensor<64x64xf16, #tilegpu.blocked
// CHECK-NOT:       tilegpu.convert_layout
// CHECK:         return
func.func @outside_loop(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f16>, #B>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %h = arith.truncf %acc_b : tensor<64x64xf32, #B> to tensor<64x64xf16, #B>
    tile.store %p, %h : tensor<64x64x!tile.ptr<f16>, #B>
  }
  return
}

// CHECK-LABEL: func.func @shared_conversion(
// CHECK:         %[[AB:.*]] = tilegpu.convert_layout %{{.*}} : tensor<64x64xf32, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64xf32, #tilegpu.blocked
// CHECK-NEXT:    arith.negf %[[AB]] : tensor<64x64xf32, #tilegpu.blocked
func.func @shared_conversion(%acc: tensor<64x64xf32, #M>, %p: tensor<64x64x!tile.ptr<f32>, #B>) {
  %acc_b = tilegpu.convert_layout %acc : tensor<64x64xf32, #M> -> tensor<64x64xf32, #B>
  %x = arith.negf %acc_b : tensor<64x64xf32, #B>
  tile.store %p, %x : tensor<64x64x!tile.ptr<f32>, #B>
  tile.store %p, %acc_b : tensor<64x64x!tile.ptr<f32>, #B>
  return
}

// Pointers are moved too (eight bytes each): a select of pointers converted
// from #M, with a mask converted from #M and a pointer operand loaded in #B
// (not cheap), stays in #B.
// CHECK-LABEL: func.func @pointer_select(
// CHECK:         tilegpu.convert_layout %{{.*}} : tensor<64x64x!tile.ptr<f16>, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked
// CHECK:         arith.select %{{.*}} : tensor<64x64xi1, #tilegpu.blocked{{.*}}>, tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked
func.func @pointer_select(%c: tensor<64x64xi1, #M>, %p: tensor<64x64x!tile.ptr<f16>, #M>, %qq: tensor<64x64x!tile.ptr<i64>, #B>, %v: tensor<64x64xf16, #B>) {
  %pb = tilegpu.convert_layout %p : tensor<64x64x!tile.ptr<f16>, #M> -> tensor<64x64x!tile.ptr<f16>, #B>
  %cb = tilegpu.convert_layout %c : tensor<64x64xi1, #M> -> tensor<64x64xi1, #B>
  %a = tile.load %qq : tensor<64x64x!tile.ptr<i64>, #B>
  %q = tile.int_to_ptr %a : tensor<64x64xi64, #B> -> tensor<64x64x!tile.ptr<f16>, #B>
  %s = arith.select %cb, %pb, %q : tensor<64x64xi1, #B>, tensor<64x64x!tile.ptr<f16>, #B>
  tile.store %s, %v : tensor<64x64x!tile.ptr<f16>, #B>
  return
}

// With both pointer operands from #M, the select runs there and only its
// result moves.
// CHECK-LABEL: func.func @pointer_select_both(
// CHECK:         %[[S:.*]] = arith.select %{{.*}} : tensor<64x64xi1, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>, tensor<64x64x!tile.ptr<f16>, #tilegpu.mma<{warpsPerCTA = [4, 1]}>>
// CHECK-NEXT:    tilegpu.convert_layout %[[S]] : tensor<64x64x!tile.ptr<f16>, #tilegpu.mma<{warpsPerCTA = [4, 1]}>> -> tensor<64x64x!tile.ptr<f16>, #tilegpu.blocked
func.func @pointer_select_both(%c: tensor<64x64xi1, #M>, %p: tensor<64x64x!tile.ptr<f16>, #M>, %r: tensor<64x64x!tile.ptr<f16>, #M>, %v: tensor<64x64xf16, #B>) {
  %pb = tilegpu.convert_layout %p : tensor<64x64x!tile.ptr<f16>, #M> -> tensor<64x64x!tile.ptr<f16>, #B>
  %rb = tilegpu.convert_layout %r : tensor<64x64x!tile.ptr<f16>, #M> -> tensor<64x64x!tile.ptr<f16>, #B>
  %cb = tilegpu.convert_layout %c : tensor<64x64xi1, #M> -> tensor<64x64xi1, #B>
  %s = arith.select %cb, %pb, %rb : tensor<64x64xi1, #B>, tensor<64x64x!tile.ptr<f16>, #B>
  tile.store %s, %v : tensor<64x64x!tile.ptr<f16>, #B>
  return
}
