// tl.cumsum over long rows, fp32 and int64, forward and reverse=True:
// 1024 elements per row, 1 warp: 8 runs of 4 per thread, no shared memory.
#include TRITONC_TEST_KERNEL_HEADER
namespace k = kernels::red2_scan_long_w1;
#include "ScanLong.h"
