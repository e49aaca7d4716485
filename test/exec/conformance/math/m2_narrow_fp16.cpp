// tl.abs, tl.clamp (tensor and constant bounds), tl.fma on float16.
#include TRITONC_TEST_KERNEL_HEADER
#include "MathNarrow.h"
namespace k = kernels::m2_narrow_fp16;
M2_MAIN(narrowExact, tritonc::float16)
