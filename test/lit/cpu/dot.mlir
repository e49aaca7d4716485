// tile.dot on the CPU (DotOps.cpp): the operands are widened into stack
// buffers by element loops (fp16 fpext, bf16 bits shifted into an fp32,
// int8 sext, fp32 rounded to tf32 or split into big and small tf32 parts),
// then a loop over the rows and one over k update a row of N accumulators
// as one vector: a[m, k] splatted times row k of b. "ieee" uses an fma,
// the other precisions (exact products) a multiply and an add; an fp16
// accumulator goes through fp16 after every 16 k. Nothing is unrolled.
// RUN: %tritonc-opt %s --tritonc-cpu-pipeline | %FileCheck %s

// CHECK-LABEL: llvm.func @ieee(%arg0: vector<512xf32>, %arg1: vector<256xf32>, %arg2: vector<128xf32>) -> vector<128xf32>
// CHECK:       llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NEXT:  llvm.insertelement
// CHECK-NEXT:  %[[A:.*]] = llvm.shufflevector %{{.*}} [0, 0, 0, 0, 0, 0, 0, 0] : vector<8xf32>
// CHECK:       %[[B:.*]] = llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<8xf32>
// CHECK-NEXT:  llvm.intr.fma(%[[A]], %[[B]], %{{.*}}) : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NOT:   llvm.intr.fma
// CHECK:       llvm.return %{{.*}} : vector<128xf32>
func.func @ieee(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>, %c: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %r = tile.dot %a, %b, %c {input_precision = "ieee"} : tensor<16x32xf32>, tensor<32x8xf32>, tensor<16x8xf32> -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}

// tf32: bits + 0xFFF + (bit 13), low 13 bits cleared; infinities and NaNs kept.
// CHECK-LABEL: llvm.func @tf32(
// CHECK-DAG:   %[[C13:.*]] = llvm.mlir.constant(13 : i32) : i32
// CHECK-DAG:   %[[C4095:.*]] = llvm.mlir.constant(4095 : i32) : i32
// CHECK-DAG:   %[[MASK:.*]] = llvm.mlir.constant(-8192 : i32) : i32
// CHECK-DAG:   %[[EXP:.*]] = llvm.mlir.constant(2139095040 : i32) : i32
// CHECK:       %[[X:.*]] = llvm.bitcast %{{.*}} : f32 to i32
// CHECK-NEXT:  %[[S:.*]] = llvm.lshr %[[X]], %[[C13]] : i32
// CHECK-NEXT:  %[[LSB:.*]] = llvm.and %[[S]], %{{.*}} : i32
// CHECK-NEXT:  %[[P:.*]] = llvm.add %[[X]], %[[C4095]] : i32
// CHECK-NEXT:  %[[Q:.*]] = llvm.add %[[P]], %[[LSB]] : i32
// CHECK-NEXT:  %[[R:.*]] = llvm.and %[[Q]], %[[MASK]] : i32
// CHECK-NEXT:  %[[E:.*]] = llvm.and %[[X]], %[[EXP]] : i32
// CHECK-NEXT:  %[[SPECIAL:.*]] = llvm.icmp "eq" %[[E]], %[[EXP]] : i32
// CHECK-NEXT:  llvm.select %[[SPECIAL]], %[[X]], %[[R]] : i1, i32
// CHECK:       %[[M:.*]] = llvm.fmul %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:  llvm.fadd %{{.*}}, %[[M]] : vector<16xf32>
// CHECK-NOT:   llvm.fmul
// CHECK:       llvm.return
func.func @tf32(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %r = tile.dot %a, %b, %c {input_precision = "tf32"} : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// tf32x3: small = tf32(x - big); three products per k, the big one last.
// CHECK-LABEL: llvm.func @tf32x3(
// CHECK:       %[[BIG:.*]] = llvm.bitcast %{{.*}} : i32 to f32
// CHECK-NEXT:  llvm.fsub %{{.*}}, %[[BIG]] : f32
// CHECK:       %[[M1:.*]] = llvm.fmul %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:  %[[S1:.*]] = llvm.fadd %{{.*}}, %[[M1]] : vector<16xf32>
// CHECK:       %[[M2:.*]] = llvm.fmul %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:  %[[S2:.*]] = llvm.fadd %[[S1]], %[[M2]] : vector<16xf32>
// CHECK:       %[[M3:.*]] = llvm.fmul %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK-NEXT:  llvm.fadd %[[S2]], %[[M3]] : vector<16xf32>
// CHECK-NOT:   llvm.fmul
// CHECK:       llvm.return
func.func @tf32x3(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %r = tile.dot %a, %b, %c {input_precision = "tf32x3"} : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}

// An fp16 accumulator: K = 32 is two steps of 16, each followed by a round
// trip of the row through fp16; the result rounded to fp16 at the end.
// CHECK-LABEL: llvm.func @f16acc(%arg0: vector<512xf16>, %arg1: vector<512xf16>, %arg2: vector<256xf16>) -> vector<256xf16>
// CHECK-DAG:   %[[TWO:.*]] = llvm.mlir.constant(2 : index) : i64
// CHECK-DAG:   %[[SIXTEEN:.*]] = llvm.mlir.constant(16 : index) : i64
// CHECK:       llvm.fpext %{{.*}} : f16 to f32
// CHECK:       llvm.icmp "slt" %{{.*}}, %[[TWO]] : i64
// CHECK:       llvm.icmp "slt" %{{.*}}, %[[SIXTEEN]] : i64
// CHECK:       llvm.fmul %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK:       %[[H:.*]] = llvm.fptrunc %{{.*}} : f32 to f16
// CHECK-NEXT:  llvm.fpext %[[H]] : f16 to f32
// CHECK:       llvm.fptrunc %{{.*}} : f32 to f16
// CHECK:       llvm.return %{{.*}} : vector<256xf16>
func.func @f16acc(%a: tensor<16x32xf16>, %b: tensor<32x16xf16>, %c: tensor<16x16xf16>) -> tensor<16x16xf16> {
  %r = tile.dot %a, %b, %c : tensor<16x32xf16>, tensor<32x16xf16>, tensor<16x16xf16> -> tensor<16x16xf16>
  return %r : tensor<16x16xf16>
}

// int8, batched: sign-extended, i32 multiply-add; row r of the 2 x 16 rows
// reads b of batch r / 16 (32 * 16 = 512 elements each).
// CHECK-LABEL: llvm.func @i8(%arg0: vector<1024xi8>, %arg1: vector<1024xi8>, %arg2: vector<512xi32>) -> vector<512xi32>
// CHECK-DAG:   %[[M:.*]] = llvm.mlir.constant(16 : i64) : i64
// CHECK-DAG:   %[[KN:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK:       llvm.sext %{{.*}} : i8 to i32
// CHECK:       %[[BATCH:.*]] = llvm.udiv %{{.*}}, %[[M]] : i64
// CHECK-NEXT:  llvm.mul %[[BATCH]], %[[KN]] : i64
// CHECK:       %[[P:.*]] = llvm.mul %{{.*}}, %{{.*}} : vector<16xi32>
// CHECK-NEXT:  llvm.add %{{.*}}, %[[P]] : vector<16xi32>
func.func @i8(%a: tensor<2x16x32xi8>, %b: tensor<2x32x16xi8>, %c: tensor<2x16x16xi32>) -> tensor<2x16x16xi32> {
  %r = tile.dot %a, %b, %c : tensor<2x16x32xi8>, tensor<2x32x16xi8>, tensor<2x16x16xi32> -> tensor<2x16x16xi32>
  return %r : tensor<2x16x16xi32>
}

// bf16 travels as i16: widened by moving its bits to the top of an fp32.
// CHECK-LABEL: llvm.func @bf16(%arg0: vector<256xi16>
// CHECK-DAG:   %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK:       %[[Z:.*]] = llvm.zext %{{.*}} : i16 to i32
// CHECK-NEXT:  %[[SH:.*]] = llvm.shl %[[Z]], %[[C16]] : i32
// CHECK-NEXT:  llvm.bitcast %[[SH]] : i32 to f32
func.func @bf16(%a: tensor<16x16xbf16>, %b: tensor<16x16xbf16>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %r = tile.dot %a, %b, %c : tensor<16x16xbf16>, tensor<16x16xbf16>, tensor<16x16xf32> -> tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
