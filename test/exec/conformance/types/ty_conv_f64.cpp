// x.to() from f64 to every dtype: integers wrap or truncate toward zero,
// floats round to nearest even once.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_conv_f64;
TY_MAIN(convertAll, double)
