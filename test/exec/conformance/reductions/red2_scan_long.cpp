// tl.cumsum over long rows, fp32 and int64, forward and reverse=True:
// 4096 elements per row, 4 warps: 8 runs of 4 per thread, warp totals through shared memory.
#include TRITONC_TEST_KERNEL_HEADER
namespace k = kernels::red2_scan_long;
#include "ScanLong.h"
