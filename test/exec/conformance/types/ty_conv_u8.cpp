// x.to() from u8 to every dtype: integers wrap or truncate toward zero,
// floats round to nearest even once.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_conv_u8;
TY_MAIN(convertAll, std::uint8_t)
