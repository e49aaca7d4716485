// std::uint16_t: << >> by tensor amounts below the width (>> arithmetic when signed),
// & | ^ ~, unary minus (wrapping), shifts by constants, `not`.
#include TRITONC_TEST_KERNEL_HEADER
#include "TyTest.h"
namespace k = kernels::ty_bits_u16;
TY_MAIN(bitOps, std::uint16_t)
