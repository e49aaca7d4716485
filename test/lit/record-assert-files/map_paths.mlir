// tritonc-record-assert-files: every tile.assert gets the file name tritonc
// records in its other outputs, taken from its innermost file location (its
// own line, also when inlined from a helper): the last matching
// file-prefix-map wins, else an absolute path under current-dir becomes
// relative to it, else the path is kept. The locations are not changed; an
// assert without a file location gets no name; a name recorded earlier is
// recomputed. A map without '=' is an error.
// RUN: %tritonc-opt %s --mlir-print-debuginfo \
// RUN:   --tritonc-record-assert-files="current-dir=/work/src" | %FileCheck %s
// RUN: %tritonc-opt %s --mlir-print-debuginfo \
// RUN:   --tritonc-record-assert-files="file-prefix-map=/work=/w,/work/src/lib=/L,/none=/n current-dir=/work/src" \
// RUN:   | %FileCheck %s --check-prefix=MAP
// RUN: %not %tritonc-opt %s --tritonc-record-assert-files="file-prefix-map=nothing" 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=BAD

func.func @k(%ok: i1) {
  tile.assert %ok, "own" : i1 loc("/work/src/k.py":5:4)
  tile.assert %ok, "inlined" : i1 loc(callsite("helper"("/work/src/lib/h.py":3:9) at "/work/src/k.py":6:5))
  tile.assert %ok, "outside" : i1 loc("/elsewhere/k.py":7:4)
  tile.assert %ok, "relative" : i1 loc("k.py":8:4)
  tile.assert %ok, "nowhere" : i1 loc(unknown)
  tile.assert %ok, "stale" {tile.assert_file = "old.py"} : i1 loc("/work/src/k.py":9:4)
  return
}

// CHECK:      tile.assert %{{.*}}, "own" {tile.assert_file = "k.py"} : i1 loc(#[[OWN:loc[0-9]*]])
// CHECK-NEXT: tile.assert %{{.*}}, "inlined" {tile.assert_file = "lib/h.py"} : i1
// CHECK-NEXT: tile.assert %{{.*}}, "outside" {tile.assert_file = "/elsewhere/k.py"} : i1
// CHECK-NEXT: tile.assert %{{.*}}, "relative" {tile.assert_file = "k.py"} : i1
// CHECK-NEXT: tile.assert %{{.*}}, "nowhere" : i1
// CHECK-NEXT: tile.assert %{{.*}}, "stale" {tile.assert_file = "k.py"} : i1
// CHECK: #[[OWN]] = loc("/work/src/k.py":5:4)

// MAP:      tile.assert %{{.*}}, "own" {tile.assert_file = "/w/src/k.py"} : i1
// MAP-NEXT: tile.assert %{{.*}}, "inlined" {tile.assert_file = "/L/h.py"} : i1
// MAP-NEXT: tile.assert %{{.*}}, "outside" {tile.assert_file = "/elsewhere/k.py"} : i1
// MAP-NEXT: tile.assert %{{.*}}, "relative" {tile.assert_file = "k.py"} : i1

// BAD: file-prefix-map expects OLD=NEW, got 'nothing'
