// std::uint16_t: + - * // % wrap in the type (// and % truncate toward zero),
// comparisons, on the whole range of the type.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_u16;
TY_MAIN(intArith, std::uint16_t)
