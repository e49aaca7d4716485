// test-possible-one-bits: the bits each integer may set, rule by rule, on
// the index arithmetic the GPU lowering emits for a thread's elements
// (Layout.cpp: lane = tid % 32, warp = tid / 32, then per dimension a
// remainder, a power-of-two multiple and an add of a constant).
// RUN: %tritonc-opt %s --test-possible-one-bits --verify-diagnostics -o /dev/null

llvm.func @thread_index() -> i32 {
  // The thread id is not bounded here: every bit.
  // expected-remark @below {{possible ones = 0xffffffff}}
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  // expected-remark @below {{possible ones = 0x20}}
  %c32 = llvm.mlir.constant(32 : i32) : i32
  // expected-remark @below {{possible ones = 0x10}}
  %c16 = llvm.mlir.constant(16 : i32) : i32
  // expected-remark @below {{possible ones = 0x4}}
  %c4 = llvm.mlir.constant(4 : i32) : i32
  // expected-remark @below {{possible ones = 0x3}}
  %c3 = llvm.mlir.constant(3 : i32) : i32
  // A remainder by a power of two keeps the bits below it.
  // expected-remark @below {{possible ones = 0x1f}}
  %lane = llvm.urem %tid, %c32 : i32
  // A power-of-two quotient shifts right.
  // expected-remark @below {{possible ones = 0x7ffffff}}
  %warp = llvm.udiv %tid, %c32 : i32
  // expected-remark @below {{possible ones = 0xf}}
  %laneN = llvm.urem %lane, %c16 : i32
  // expected-remark @below {{possible ones = 0x1}}
  %laneK = llvm.udiv %lane, %c16 : i32
  // A power-of-two multiple shifts left.
  // expected-remark @below {{possible ones = 0x3c}}
  %n = llvm.mul %laneN, %c4 : i32
  // A remainder by another constant keeps the bits up to its highest.
  // expected-remark @below {{possible ones = 0x3}}
  %warpK = llvm.urem %warp, %c3 : i32
  // A shift by a constant shifts; by an unknown amount, anything.
  // expected-remark @below {{possible ones = 0x1}}
  %c1 = llvm.mlir.constant(1 : i32) : i32
  // expected-remark @below {{possible ones = 0x6}}
  %k2 = llvm.shl %warpK, %c1 : i32
  // expected-remark @below {{possible ones = 0xffffffff}}
  %k3 = llvm.shl %warpK, %laneK : i32
  // Operands without a common bit add without carries: their union.
  // expected-remark @below {{possible ones = 0x3f}}
  %sum = llvm.add %n, %c3 : i32
  // A shared bit may carry: every bit up to one above the highest.
  // expected-remark @below {{possible ones = 0x7f}}
  %carry = llvm.add %n, %c4 : i32
  llvm.return %carry : i32
}

llvm.func @bitwise(%x: i32, %y: i64) -> i32 {
  // expected-remark @below {{possible ones = 0xf0}}
  %m = llvm.mlir.constant(240 : i32) : i32
  // expected-remark @below {{possible ones = 0x3}}
  %c3 = llvm.mlir.constant(3 : i32) : i32
  // expected-remark @below {{possible ones = 0x2}}
  %c2 = llvm.mlir.constant(2 : i32) : i32
  // And: the intersection; an unknown operand leaves the other's bits.
  // expected-remark @below {{possible ones = 0xf0}}
  %a = llvm.and %x, %m : i32
  // Or and xor: the union.
  // expected-remark @below {{possible ones = 0xf3}}
  %o = llvm.or %a, %c3 : i32
  // expected-remark @below {{possible ones = 0xf3}}
  %xo = llvm.xor %a, %c3 : i32
  // A shift by a constant.
  // expected-remark @below {{possible ones = 0x3c}}
  %r = llvm.lshr %a, %c2 : i32
  // A quotient by another constant is at most the dividend.
  // expected-remark @below {{possible ones = 0xff}}
  %q = llvm.udiv %a, %c3 : i32
  // A product by a constant that is no power of two: anything.
  // expected-remark @below {{possible ones = 0xffffffff}}
  %p = llvm.mul %a, %c3 : i32
  // A select: either operand's bits.
  // expected-remark @below {{possible ones = 0x1}}
  %true = llvm.mlir.constant(true) : i1
  // expected-remark @below {{possible ones = 0xff}}
  %s = llvm.select %true, %r, %o : i1, i32
  // Extensions and truncations keep the bits that fit.
  // expected-remark @below {{possible ones = 0xf0}}
  %z = llvm.zext %a : i32 to i64
  // expected-remark @below {{possible ones = 0xffffffff}}
  %t = llvm.trunc %y : i64 to i32
  // expected-remark @below {{possible ones = 0xf0}}
  %u = llvm.trunc %z : i64 to i32
  llvm.return %s : i32
}
