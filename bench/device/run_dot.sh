#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried): builds the matmul and
# attention host programs against the kernels prepare_dot.sh generated in
# .dev/dot/, checks them element by element, then runs bench/dot/bench_dot.py
# (tritonc vs Triton vs torch). Logs and the JSON go to $OUT. CHECK_ONLY=1
# skips the benchmark.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
B=${BUILD:-/tmp/tritonc-dot}
DEV=.dev/dot
mkdir -p "$OUT" "$B/rt"
cd "$ROOT"
[ -d "$DEV" ] || { echo "run_dot: no $DEV (run bench/device/prepare_dot.sh first and carry .dev)"; exit 1; }
CXX="g++ -O2 -std=c++17 -Iruntime/include"
status=0
for f in runtime/src/*.cpp; do $CXX -fPIC -c "$f" -o "$B/rt/$(basename "$f" .cpp).o" & done
wait
# program | sample | kernel dir | header macro
programs=(
  "matmul|matmul|matmul_kernel|TRITONC_MATMUL_HEADER"
  "matmul_bp|matmul|matmul_bp|TRITONC_MATMUL_HEADER"
  "matmul_bp_w4|matmul|matmul_bp_w4|TRITONC_MATMUL_HEADER"
  "attention_d64|attention|attention_d64|TRITONC_ATTENTION_HEADER"
  "attention_d64_causal|attention|attention_d64_causal|TRITONC_ATTENTION_HEADER"
  "attention_d128|attention|attention_d128|TRITONC_ATTENTION_HEADER"
  "attention_d128_causal|attention|attention_d128_causal|TRITONC_ATTENTION_HEADER"
)
for p in "${programs[@]}"; do
  IFS='|' read -r prog sample target macro <<<"$p"
  [ -f "$DEV/$target/$target.h" ] || { echo "run_dot: $target not compiled; $prog skipped" | tee -a "$OUT/skipped.txt"; continue; }
  $CXX -I"$DEV/$target" -Isamples/common -D"$macro"="\"$target.h\"" "samples/$sample/main.cpp" "$DEV/$target/$target.cpp" "$B"/rt/*.o \
    -ldl -lpthread -o "$B/$prog" 2>>"$OUT/build.log" &
done
bench_sources=$(ls $DEV/*/*.cpp 2>/dev/null | grep -E "/(mm_|at_)" | tr '\n' ' ')
$CXX -shared -fPIC -I"$DEV" bench/dot/tritonc_dot.cpp $bench_sources "$B"/rt/*.o -ldl -lpthread \
  -o "$B/libtritonc_dot.so" 2>>"$OUT/build.log" &
wait
[ -s "$OUT/build.log" ] && head -50 "$OUT/build.log"
run() {
  if [ ! -x "$B/$1" ]; then echo "\$ $1: not built"; return; fi
  echo "\$ $*"; timeout 120 "$B/$@" 2>&1 | tail -12; local rc=${PIPESTATUS[0]}; echo "rc=$rc"
}
{
  run matmul
  run matmul 8192x8192x64 2048x2048x512 1000x1000x4097
  run matmul_bp
  run matmul_bp 8192x8192x64 2048x2048x512 1000x1000x4097 1x1x1
  run matmul_bp_w4
  run matmul_bp_w4 8192x8192x64 1000x1000x4097 17x33x5
  run attention_d64
  run attention_d64_causal
  run attention_d128
  run attention_d128_causal
} | tee "$OUT/exec.log"
grep -q "rc=[1-9]" "$OUT/exec.log" && status=1
cp "$DEV/compile_times.txt" "$OUT/" 2>/dev/null
if [ -f "$B/libtritonc_dot.so" ] && [ -z "${CHECK_ONLY:-}" ]; then
  TRITONC_COMMIT=$(tr '\n' ' ' < "$DEV/commit.txt") PYTHONUNBUFFERED=1 timeout 400 python3 bench/dot/bench_dot.py \
    --lib "$B/libtritonc_dot.so" --dev "$DEV" --json "$OUT/dot.json" --rounds "${ROUNDS:-3}" 2>&1 | tee "$OUT/bench.log"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi
echo "run_dot: exit $status"
exit $status
