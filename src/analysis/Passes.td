//===- Passes.td - test passes that print tritonc's analyses -*- tablegen -*-===//
//
// Each analysis in src/analysis has a pass that prints what it computes as
// remarks, so that lit tests (test/lit/<analysis>/) can check it rule by
// rule on hand-written IR.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_ANALYSIS_PASSES_TD
#define TRITONC_ANALYSIS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TestAxisInfo : Pass<"test-axis-info", "mlir::ModuleOp"> {
  let summary = "Print the axis analysis (contiguity, divisibility, constancy) as remarks";
  let description = [{
    Runs AxisInfoAnalysis (src/analysis/AxisInfo.h) on every function of
    the module and reports, as a remark at the value's location, what it
    infers for each integer or pointer value (scalar or tensor):

      contiguity = [..], divisibility = [..], constancy = [..], constant = N|none

    one entry per dimension (a scalar counts as one dimension). Values are
    the results of operations (`result #i: ` before the facts when the
    operation has several), the function's arguments (`arg #i: `) and the
    induction variable and iter_args of scf.for (`induction variable: `,
    `iter_arg #i: `). For every tile.load and tile.store of a tensor of
    pointers it also reports what tritonc-annotate-access-widths would
    record: `vector width = W` along the last dimension and, for a masked
    access, `mask uniform = true|false` over runs of W elements. The IR is
    left unchanged. Check the output with -verify-diagnostics
    (test/lit/axis-info).
  }];
}

def TestPossibleOneBits : Pass<"test-possible-one-bits", "mlir::ModuleOp"> {
  let summary = "Print which bits of each integer value may be one, as remarks";
  let description = [{
    Reports, as a remark at each operation with an integer result (the LLVM
    dialect the GPU lowering produces), what possibleOneBits
    (src/analysis/PossibleOneBits.h) returns for it:

      possible ones = 0x...

    The IR is left unchanged. Check the output with -verify-diagnostics
    (test/lit/possible-one-bits).
  }];
}

#endif
