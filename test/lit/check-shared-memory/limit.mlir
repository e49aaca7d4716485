// tritonc-check-shared-memory: after the plan, a kernel needing more
// dynamic shared memory than max-bytes is an error at the kernel naming
// the bytes, the architecture and its maximum, with a note at the largest
// user. At the limit, or with no limit (0), nothing is reported.
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics \
// RUN:   --tritonc-plan-shared-memory --tritonc-check-shared-memory="max-bytes=101376 arch=sm_86"
// RUN: %tritonc-opt %s --split-input-file --tritonc-plan-shared-memory --tritonc-check-shared-memory -o /dev/null

// 101376 bytes (99 KiB): exactly sm_86's maximum.
module {
  func.func @fits() attributes {tile.kernel} {
    %buf = tilegpu.smem_alloc {bytes = 101376 : i64} : !llvm.ptr<3>
    tilegpu.mbarrier_inval %buf {count = 1 : i32} : !llvm.ptr<3>
    return
  }
}

// -----

module {
  // expected-error @below {{kernel 'too_much' needs 132096 bytes of shared memory per block, but sm_86 has at most 101376 (99 KiB): use smaller tiles or fewer pipeline stages (num_stages)}}
  func.func @too_much() attributes {tile.kernel} {
    %small = tilegpu.smem_alloc {bytes = 1024 : i64} : !llvm.ptr<3>
    // expected-remark @below {{131072 bytes of it for this buffer (pipelined loads: num_stages copies of a tile)}}
    %big = tilegpu.smem_alloc {bytes = 131072 : i64} : !llvm.ptr<3>
    tilegpu.mbarrier_inval %small {count = 1 : i32} : !llvm.ptr<3>
    tilegpu.mbarrier_inval %big {count = 1 : i32} : !llvm.ptr<3>
    return
  }
}
