// tritonc runtime: everything a generated launcher or a host program needs.
#pragma once

#include <tritonc/CpuKernel.h>
#include <tritonc/Device.h>
#include <tritonc/Heuristics.h>
#include <tritonc/Kernel.h>
#include <tritonc/Status.h>
#include <tritonc/TensorMap.h>
#include <tritonc/Tuning.h>
#include <tritonc/Types.h>
