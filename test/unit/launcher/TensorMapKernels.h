// KernelInfos with Hopper tensor maps, shared by the launcher tests.
#pragma once

#include "DTypes.h"
#include "launcher/KernelInfo.h"

namespace tensor_map_kernels {

using tritonc::launcher::KernelInfo;
using tritonc::launcher::TensorMapParam;

inline TensorMapParam::Operand param(int index) { return {index, 0}; }
inline TensorMapParam::Operand constant(std::int64_t value) { return {-1, value}; }

// A matmul whose A tile comes through one tensor map: A is M x K, row-major,
// so dimension 0 (contiguous) is K and dimension 1 is M with stride_am.
inline KernelInfo matmulOneMap() {
  KernelInfo info;
  info.name = info.symbol = "matmul";
  info.params = {{"a_ptr", ptr(ScalarKind::FP16), 16}, {"b_ptr", ptr(ScalarKind::FP16), 16},
                 {"c_ptr", ptr(ScalarKind::FP32), 16}, {"M", ScalarKind::I32},
                 {"N", ScalarKind::I32}, {"K", ScalarKind::I32},
                 {"stride_am", ScalarKind::I32, 16}, {"stride_bk", ScalarKind::I32, 16},
                 {"stride_cm", ScalarKind::I32}, {"stride_ak", ScalarKind::I32, 1, true, false}};
  info.constexprs = {{"BLOCK_M", "128"}, {"BLOCK_K", "64"}};
  info.numWarps = 8;
  info.archs = {"sm_90a"};
  info.binaryKind = "cubin";
  info.sourcePath = "matmul.tri";
  info.compilerVersion = "0.1.0";
  TensorMapParam a;
  a.baseParam = 0;
  a.elementBytes = 2;
  a.dims = {param(5), param(3)};
  a.strides = {param(6)};
  a.box = {64, 128};
  a.swizzleBytes = 128;
  info.tensorMaps = {a};
  return info;
}

// The same with B through a second map (K x N, row-major).
inline KernelInfo matmulTwoMaps() {
  KernelInfo info = matmulOneMap();
  TensorMapParam b;
  b.baseParam = 1;
  b.elementBytes = 2;
  b.dims = {param(4), param(5)};
  b.strides = {param(7)};
  b.box = {64, 64};
  b.swizzleBytes = 128;
  info.tensorMaps.push_back(b);
  return info;
}

// Operands of every kind: constants, an ==1 parameter the kernel does not
// take, a rank-1 map (no strides) and a rank-3 one.
inline KernelInfo matmulOddOperands() {
  KernelInfo info = matmulOneMap();
  TensorMapParam c;
  c.baseParam = 2;
  c.elementBytes = 4;
  c.dims = {constant(4096)};
  c.box = {32};
  TensorMapParam a3 = info.tensorMaps[0];
  a3.dims.push_back(param(9));
  a3.strides.push_back(constant(65536));
  a3.box.push_back(1);
  info.tensorMaps = {c, a3};
  return info;
}

} // namespace tensor_map_kernels
