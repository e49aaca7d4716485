// tritonc-attach-line-tables: each llvm.func with a source location gets a
// subprogram in one compile unit (line tables only: DebugDirectivesOnly);
// positions in another file are read in a lexical-block file of that file;
// a call-site location whose callee names its function becomes an inlined
// copy of a subprogram of that name (one per name and file, reused); an
// unnamed callee is left as it was. File names are recorded as tritonc
// records paths: the prefix map first, then relative to current-dir. A call
// without a location gets the function's line; declarations and functions
// without a location get nothing.
// RUN: %tritonc-opt %s --mlir-print-debuginfo \
// RUN:   --tritonc-attach-line-tables="file-prefix-map=/opt/stdlib=tritonc-stdlib current-dir=/work" \
// RUN:   | %FileCheck %s
// RUN: %tritonc-opt %s --mlir-print-debuginfo --tritonc-attach-line-tables="full=true" \
// RUN:   | %FileCheck %s --check-prefix=FULL
// RUN: %not %tritonc-opt %s --tritonc-attach-line-tables="file-prefix-map=nothing" 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=BAD

module {
  llvm.func @kern(%arg0: f32) -> f32 {
    %0 = llvm.fadd %arg0, %arg0 : f32 loc("/work/src/k.py":5:7)
    %1 = llvm.fmul %0, %0 : f32 loc(callsite("helper"("/work/src/k.py":3:9) at "/work/src/k.py":6:5))
    %2 = llvm.fmul %1, %1 : f32 loc(callsite("sigmoid"("/opt/stdlib/standard.tri":17:12) at callsite("helper"("/work/src/k.py":2:11) at "/work/src/k.py":6:5)))
    %3 = llvm.fsub %2, %1 : f32 loc(callsite("/work/src/other.py":2:1 at "/work/src/k.py":7:5))
    %4 = llvm.fsub %3, %1 : f32 loc("/work/src/other.py":9:3)
    %5 = llvm.call @ext(%4) : (f32) -> f32 loc(unknown)
    llvm.return %5 : f32 loc("/work/src/k.py":8:5)
  } loc("/work/src/k.py":4:1)
  llvm.func @ext(f32) -> f32 loc("/work/src/k.py":1:1)
  llvm.func @nowhere() {
    llvm.return loc(unknown)
  } loc(unknown)
}

// CHECK-LABEL: llvm.func @kern
// CHECK-NEXT:  llvm.fadd {{.*}} loc(#[[ADD:loc[0-9]*]])
// CHECK-NEXT:  llvm.fmul {{.*}} loc(#[[HELPER_MUL:loc[0-9]*]])
// CHECK-NEXT:  llvm.fmul {{.*}} loc(#[[SIGMOID_MUL:loc[0-9]*]])
// CHECK-NEXT:  llvm.fsub {{.*}} loc(#[[UNNAMED:loc[0-9]*]])
// CHECK-NEXT:  llvm.fsub {{.*}} loc(#[[OTHER:loc[0-9]*]])
// The call without a location: the function's line.
// CHECK-NEXT:  llvm.call {{.*}} loc(#[[KERN_POS:loc[0-9]*]])
// CHECK-NEXT:  llvm.return {{.*}} loc(#[[RET:loc[0-9]*]])
// CHECK-NEXT:  } loc(#[[KERN:loc[0-9]*]])
// CHECK-NEXT:  llvm.func @ext(f32) -> f32 loc(#[[EXT:loc[0-9]*]])
// CHECK-NEXT:  llvm.func @nowhere() {
// CHECK-NEXT:  llvm.return loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK-NEXT:  } loc(#[[UNKNOWN]])

// CHECK-DAG: #[[K_FILE:di_file[0-9]*]] = #llvm.di_file<"src/k.py" in "">
// CHECK-DAG: #[[STD_FILE:di_file[0-9]*]] = #llvm.di_file<"tritonc-stdlib/standard.tri" in "">
// CHECK-DAG: #[[OTHER_FILE:di_file[0-9]*]] = #llvm.di_file<"src/other.py" in "">
// CHECK-DAG: #[[UNKNOWN]] = loc(unknown)
// CHECK-DAG: #[[ADD]] = loc("/work/src/k.py":5:7)
// CHECK-DAG: #[[EXT]] = loc("/work/src/k.py":1:1)
// CHECK-DAG: #[[RET]] = loc("/work/src/k.py":8:5)
// CHECK-DAG: #[[KERN_POS]] = loc("/work/src/k.py":4:1)
// CHECK-DAG: #[[CU:di_compile_unit[0-9]*]] = #llvm.di_compile_unit<id = distinct[{{[0-9]+}}]<>, sourceLanguage = DW_LANG_C, file = #[[K_FILE]], producer = "tritonc", isOptimized = true, emissionKind = DebugDirectivesOnly>
// CHECK-DAG: #[[KERN_SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #[[CU]], scope = #[[K_FILE]], name = "kern", linkageName = "kern", file = #[[K_FILE]], line = 4, scopeLine = 4, subprogramFlags = "Definition|Optimized", type = #{{.*}}>
// CHECK-DAG: #[[HELPER_SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #[[CU]], scope = #[[K_FILE]], name = "helper", file = #[[K_FILE]], subprogramFlags = "Definition|Optimized", type = #{{.*}}>
// CHECK-DAG: #[[SIGMOID_SP:di_subprogram[0-9]*]] = #llvm.di_subprogram<id = distinct[{{[0-9]+}}]<>, compileUnit = #[[CU]], scope = #[[STD_FILE]], name = "sigmoid", file = #[[STD_FILE]], subprogramFlags = "Definition|Optimized", type = #{{.*}}>
// CHECK-DAG: #[[OTHER_BLOCK:di_lexical_block_file[0-9]*]] = #llvm.di_lexical_block_file<scope = #[[KERN_SP]], file = #[[OTHER_FILE]], discriminator = 0>
// CHECK-DAG: #[[KERN]] = loc(fused<#[[KERN_SP]]>[#[[KERN_POS]]])
// In another file: its lexical block file.
// CHECK-DAG: #[[OTHER_POS:loc[0-9]*]] = loc("/work/src/other.py":9:3)
// CHECK-DAG: #[[OTHER]] = loc(fused<#[[OTHER_BLOCK]]>[#[[OTHER_POS]]])
// helper's line 3, inlined at the kernel's line 6:
// CHECK-DAG: #[[HELPER_POS:loc[0-9]*]] = loc("/work/src/k.py":3:9)
// CHECK-DAG: #[[CALL_POS:loc[0-9]*]] = loc("/work/src/k.py":6:5)
// CHECK-DAG: #[[HELPER_IN:loc[0-9]*]] = loc(fused<#[[HELPER_SP]]>[#[[HELPER_POS]]])
// CHECK-DAG: #[[HELPER_MUL]] = loc(callsite(#[[HELPER_IN]] at #[[CALL_POS]]))
// sigmoid's line 17, inlined at helper's line 2 (the same subprogram), inlined at line 6:
// CHECK-DAG: #[[SIGMOID_POS:loc[0-9]*]] = loc("/opt/stdlib/standard.tri":17:12)
// CHECK-DAG: #[[SIGMOID_IN:loc[0-9]*]] = loc(fused<#[[SIGMOID_SP]]>[#[[SIGMOID_POS]]])
// CHECK-DAG: #[[HELPER_POS2:loc[0-9]*]] = loc("/work/src/k.py":2:11)
// CHECK-DAG: #[[HELPER_IN2:loc[0-9]*]] = loc(fused<#[[HELPER_SP]]>[#[[HELPER_POS2]]])
// CHECK-DAG: #[[HELPER_CALL:loc[0-9]*]] = loc(callsite(#[[HELPER_IN2]] at #[[CALL_POS]]))
// CHECK-DAG: #[[SIGMOID_MUL]] = loc(callsite(#[[SIGMOID_IN]] at #[[HELPER_CALL]]))
// An unnamed callee stays as it was (the line of its call is kept).
// CHECK-DAG: #[[UNNAMED_POS:loc[0-9]*]] = loc("/work/src/other.py":2:1)
// CHECK-DAG: #[[UNNAMED_CALL:loc[0-9]*]] = loc("/work/src/k.py":7:5)
// CHECK-DAG: #[[UNNAMED]] = loc(callsite(#[[UNNAMED_POS]] at #[[UNNAMED_CALL]]))

// Without a map or a directory, paths are recorded as they are; -g gives a
// full compile unit.
// FULL-DAG: #llvm.di_file<"/work/src/k.py" in "">
// FULL-DAG: #llvm.di_file<"/opt/stdlib/standard.tri" in "">
// FULL-DAG: emissionKind = Full>

// BAD: error: file-prefix-map expects OLD=NEW, got 'nothing'
