#!/usr/bin/env bash
# Run HERE: compiles the 2-D kernels of bench/layouts/kernels.py with tritonc
# into .dev/layouts/ (launcher header + .cpp with the cubin embedded, PTX,
# metadata). run_layouts.sh builds and times them on the GPU machine.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
ARCH=${ARCH:-sm_90a}
DEV=$ROOT/.dev/layouts
rm -rf "$DEV" && mkdir -p "$DEV"
# The lengths are multiples of 16 in the benchmark, as Triton's JIT sees.
SIG="*fp32:16,*fp32:16,i32:16,i32:16,i32:16"
# name | kernel | BM | BN | num_warps  -- as CASES in bench/layouts/bench_layouts.py
for v in "softmax_rows_n256|softmax_rows|16|256|4" "softmax_rows_n1024|softmax_rows|4|1024|4" "row_sum|row_sum|64|64|4"; do
  IFS='|' read -r name kernel bm bn warps <<<"$v"
  flags=("$ROOT/bench/layouts/kernels.py" --kernel "$kernel" --signature "$SIG" -D BM="$bm" -D BN="$bn"
         --num-warps "$warps" --arch "$ARCH" --namespace "$name")
  "$TRITONC" "${flags[@]}" -o "$DEV/$name.cubin" --header "$DEV/$name.h" --metadata "$DEV/$name.json"
  "$TRITONC" "${flags[@]}" -o "$DEV/$name.ptx"
done
{ git -C "$ROOT" rev-parse HEAD
  git -C "$ROOT" status --short | grep -q . && echo "+uncommitted" || true; } > "$DEV/commit.txt"
echo "prepare_layouts: $(ls "$DEV"/*.h | wc -l) kernels in $DEV"
