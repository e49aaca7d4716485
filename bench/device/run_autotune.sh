#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried), after
# prepare_autotune.sh: builds libtritonc_autotune.so (the family launchers,
# bench/autotune/tritonc_autotune.cpp and the runtime) and runs
# bench_autotune.py (BENCH_ARGS: more of its arguments; BENCH=0 skips it),
# writing $OUT/autotune.json; DEV picks prepare_autotune.sh's folder.
# TUNE=1 also builds tritonc-tune (runtime/tools, with the nlohmann/json
# header prepare_autotune.sh copies into .dev/include) and tunes both
# kernels over bench/autotune/*_shapes.json from the same library: the
# tables, the logs and the tool's time and peak memory go to $OUT.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
DEV=${DEV:-$ROOT/.dev/autotune}
mkdir -p "$OUT"
[ -f "$DEV/matmul_autotuned.cpp" ] || { echo "run_autotune: no $DEV (run prepare_autotune.sh, carry .dev)"; exit 1; }
g++ -O2 -std=c++17 -shared -fPIC -I"$ROOT/runtime/include" -I"$DEV" "$ROOT/bench/autotune/tritonc_autotune.cpp" \
  "$DEV/matmul_autotuned.cpp" "$DEV/softmax_autotuned.cpp" "$ROOT"/runtime/src/*.cpp -ldl -lpthread \
  -o "$DEV/libtritonc_autotune.so" || exit 1
status=0
if [ "${BENCH:-1}" != 0 ]; then
  python3 "$ROOT/bench/autotune/bench_autotune.py" --lib "$DEV/libtritonc_autotune.so" --json "$OUT/autotune.json" \
    --rounds "${ROUNDS:-3}" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/autotune.log"
  status=${PIPESTATUS[0]}
fi
if [ "${TUNE:-0}" = 1 ]; then
  g++ -O2 -std=c++17 -I"$ROOT/runtime/include" -I"$ROOT/.dev/include" "$ROOT"/runtime/tools/*.cpp \
    "$ROOT"/runtime/src/*.cpp -ldl -lpthread -o "$DEV/tritonc-tune" || exit 1
  # The wall time and the peak resident memory of the tool's process.
  measure='import resource, subprocess, sys, time
start = time.time(); code = subprocess.call(sys.argv[2:])
print("%s: %.2f s wall, %d KB peak resident" % (sys.argv[1], time.time() - start,
      resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss), file=sys.stderr)
sys.exit(code)'
  for kernel in matmul softmax; do
    python3 -c "$measure" "$kernel" "$DEV/tritonc-tune" "$DEV/libtritonc_autotune.so" \
      "$ROOT/bench/autotune/${kernel}_shapes.json" -o "$OUT/${kernel}_table.json" 2>&1 | tee "$OUT/tune_${kernel}.log"
    [ "${PIPESTATUS[0]}" = 0 ] || status=1
  done
fi
exit "$status"
