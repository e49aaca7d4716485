// tl.cumsum over long rows, fp32 and int64, forward and reverse=True:
// 2048 elements per row, 8 warps: 2 runs of 4 per thread.
#include TRITONC_TEST_KERNEL_HEADER
namespace k = kernels::red2_scan_long_w8;
#include "ScanLong.h"
