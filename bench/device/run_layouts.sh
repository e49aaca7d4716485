#!/usr/bin/env bash
# Run ON THE GPU MACHINE (with .dev carried): builds the ctypes library of the
# kernels prepare_layouts.sh compiled and runs bench/layouts/bench_layouts.py
# (tritonc vs Triton vs torch, checked against float64). Output and JSON in $OUT.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
DEV=$ROOT/.dev/layouts
B=${BUILD:-/tmp/tritonc-layouts}
mkdir -p "$OUT" "$B"
cd "$ROOT"
[ -f "$DEV/commit.txt" ] || { echo "run_layouts: no $DEV (run bench/device/prepare_layouts.sh and carry .dev)"; exit 1; }
g++ -O2 -std=c++17 -shared -fPIC -Iruntime/include -I"$DEV" bench/layouts/tritonc_layouts.cpp "$DEV"/*.cpp \
  runtime/src/*.cpp -ldl -lpthread -o "$B/libtritonc_layouts.so" || exit 1
TRITONC_COMMIT=$(tr '\n' ' ' < "$DEV/commit.txt") python3 bench/layouts/bench_layouts.py \
  --lib "$B/libtritonc_layouts.so" --json "$OUT/layouts.json"
