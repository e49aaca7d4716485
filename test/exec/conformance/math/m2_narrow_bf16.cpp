// tl.abs, tl.clamp (tensor and constant bounds), tl.fma on bfloat16.
#include TRITONC_TEST_KERNEL_HEADER
#include "MathNarrow.h"
namespace k = kernels::m2_narrow_bf16;
M2_MAIN(narrowExact, tritonc::bfloat16)
