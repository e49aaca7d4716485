// The KernelInfo of samples/vector_add, shared by the launcher tests.
#pragma once

#include "DTypes.h"
#include "launcher/KernelInfo.h"

inline tritonc::launcher::KernelInfo vectorAddInfo() {
  tritonc::launcher::KernelInfo info;
  info.name = "aduna_vectori_kernel";
  info.symbol = "aduna_vectori_kernel";
  info.params = {{"x_ptr", ptr(ScalarKind::FP32), 16}, {"y_ptr", ptr(ScalarKind::FP32), 16},
                 {"out_ptr", ptr(ScalarKind::FP32), 16}, {"n_elements", ScalarKind::I32}};
  info.constexprs = {{"BLOCK_SIZE", "1024"}};
  info.numWarps = 4;
  info.numStages = 3;
  info.archs = {"sm_90a"};
  info.binaryKind = "cubin";
  info.sourcePath = "samples/vector_add/vector_add.tri";
  info.compilerVersion = "0.1.0";
  return info;
}
