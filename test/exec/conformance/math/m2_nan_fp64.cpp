// tl.maximum / tl.minimum on fp64 with NaN operands: propagate_nan=ALL gives
// NaN, the default and PropagateNan.NONE give one of the operands.
#include TRITONC_TEST_KERNEL_HEADER
#include "MathNarrow.h"
namespace k = kernels::m2_nan_fp64;
M2_MAIN(nanMinMax, double)
