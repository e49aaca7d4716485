// x.to() from bool to every dtype: integers wrap or truncate toward zero,
// floats round to nearest even once.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_conv_bool;
TY_MAIN(convertAll, bool)
