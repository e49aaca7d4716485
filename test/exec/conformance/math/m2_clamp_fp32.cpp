// tl.abs, tl.clamp (tensor and constant bounds), tl.fma on float.
#include TRITONC_TEST_KERNEL_HEADER
#include "MathNarrow.h"
namespace k = kernels::m2_clamp_fp32;
M2_MAIN(narrowExact, float)
