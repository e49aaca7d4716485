// x.to() from u16 to every dtype: integers wrap or truncate toward zero,
// floats round to nearest even once.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_conv_u16;
TY_MAIN(convertAll, std::uint16_t)
