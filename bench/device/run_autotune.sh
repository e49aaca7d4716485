#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried), after
# prepare_autotune.sh: builds libtritonc_autotune.so (the family launchers,
# bench/autotune/tritonc_autotune.cpp and the runtime) and runs
# bench_autotune.py (BENCH_ARGS: more of its arguments), writing
# $OUT/autotune.json and the table; DEV picks prepare_autotune.sh's folder.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
DEV=${DEV:-$ROOT/.dev/autotune}
mkdir -p "$OUT"
[ -f "$DEV/matmul_autotuned.cpp" ] || { echo "run_autotune: no $DEV (run prepare_autotune.sh, carry .dev)"; exit 1; }
g++ -O2 -std=c++17 -shared -fPIC -I"$ROOT/runtime/include" -I"$DEV" "$ROOT/bench/autotune/tritonc_autotune.cpp" \
  "$DEV/matmul_autotuned.cpp" "$DEV/softmax_autotuned.cpp" "$ROOT"/runtime/src/*.cpp -ldl -lpthread \
  -o "$DEV/libtritonc_autotune.so" || exit 1
python3 "$ROOT/bench/autotune/bench_autotune.py" --lib "$DEV/libtritonc_autotune.so" --json "$OUT/autotune.json" \
  --rounds "${ROUNDS:-3}" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/autotune.log"
exit "${PIPESTATUS[0]}"
