// fp64: + - * rounded once, / (fp32 inside for fp16/bf16), % (C fmod),
// unary minus, comparisons.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_fp64;
TY_MAIN(floatArith, double)
