#!/usr/bin/env bash
# Run ON THE GPU MACHINE (through the device tool, with .dev carried): builds
# the four samples' host programs against the kernels prepare_samples.sh
# generated in .dev/samples/, checks them element by element on fresh random
# inputs (the problem sizes of the benchmark included), then runs
# bench/samples/bench_samples.py (tritonc vs Triton vs torch). A kernel that
# was not generated is reported; its sample still runs Triton and torch in
# the benchmark. Logs, results and the JSON go to $OUT. Exit status 1 when
# anything failed. CHECK_ONLY=1 skips the benchmark.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
B=${BUILD:-/tmp/tritonc-samples}
DEV=.dev/samples
mkdir -p "$OUT" "$B/rt"
cd "$ROOT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/gpu.txt"
[ -d "$DEV" ] || { echo "run_samples: no $DEV (run bench/device/prepare_samples.sh first and carry .dev)"; exit 1; }
CXX="g++ -O2 -std=c++17 -Iruntime/include"
status=0

# The runtime, then every program and the benchmark library, in parallel.
for f in runtime/src/*.cpp; do $CXX -fPIC -c "$f" -o "$B/rt/$(basename "$f" .cpp).o" & done
wait
ls "$B"/rt/*.o >/dev/null || exit 1

# program | sample | kernel target | header macro
programs=(
  "softmax|softmax|softmax_kernel|TRITONC_SOFTMAX_HEADER"
  "softmax_b1024|softmax|softmax_kernel_b1024|TRITONC_SOFTMAX_HEADER"
  "layernorm|layernorm|layernorm_kernel|TRITONC_LAYERNORM_HEADER"
  "swiglu|swiglu|swiglu_kernel|TRITONC_SWIGLU_HEADER"
  "dropout|dropout|dropout_kernel|TRITONC_DROPOUT_HEADER"
)
lib_dirs=() lib_sources=() bench_dirs=() bench_sources=()
for p in "${programs[@]}"; do
  IFS='|' read -r prog sample target macro <<<"$p"
  dir=$DEV/$target
  if [ ! -f "$dir/$target.h" ]; then
    echo "run_samples: $target was not compiled by tritonc; $prog skipped" | tee -a "$OUT/skipped.txt"
    continue
  fi
  $CXX -I"$dir" -D"$macro"="\"$target.h\"" "samples/$sample/main.cpp" "$dir/$target.cpp" "$B"/rt/*.o \
    -ldl -lpthread -o "$B/$prog" 2>>"$OUT/build.log" &
  if [ "$prog" != softmax_b1024 ]; then lib_dirs+=(-I"$dir"); lib_sources+=("$dir/$target.cpp"); fi
  # The timed specialization (`_bench`), when prepare_samples.sh made one,
  # goes into a second library (same namespace, so not the same library).
  if [ -f "$DEV/${target}_bench/${target}_bench.h" ]; then
    bench_dirs+=(-I"$DEV/${target}_bench"); bench_sources+=("$DEV/${target}_bench/${target}_bench.cpp")
  fi
done
$CXX -shared -fPIC "${lib_dirs[@]}" bench/samples/tritonc_samples.cpp "${lib_sources[@]}" "$B"/rt/*.o \
  -ldl -lpthread -o "$B/libtritonc_samples.so" 2>>"$OUT/build.log" &
if [ ${#bench_sources[@]} -gt 0 ]; then
  $CXX -shared -fPIC "${bench_dirs[@]}" bench/samples/tritonc_samples.cpp "${bench_sources[@]}" "$B"/rt/*.o \
    -ldl -lpthread -o "$B/libtritonc_samples_bench.so" 2>>"$OUT/build.log" &
fi
wait
[ -s "$OUT/build.log" ] && cat "$OUT/build.log"

# The host programs: odd shapes and the benchmark's problem sizes (swiglu's
# 2^28 is checked by the benchmark on the GPU; here 2^24 + 3 keeps the host
# reference short).
run() {
  if [ ! -x "$B/$1" ]; then echo "\$ $1: not built"; return; fi
  echo "\$ $*"; "$B/$@" 2>&1 | tail -14; local rc=${PIPESTATUS[0]}; echo "rc=$rc"
}
{
  run softmax 1x1 5x17 7x1000 3x4093 1000x2049 64x4096 16384x4096
  run softmax_b1024 1x1 7x1000 5x17 3x1021 33x1024 1000x513
  run layernorm 1x1 7x1000 5x1024 3x3000 33x4099 16384x8192
  run swiglu 1 1000 1048579 16777219
  run dropout 1 1000 1048579 16777216
  run dropout --p=0.2 1000 1048579
} | tee "$OUT/exec.log"
grep -q "rc=[1-9]" "$OUT/exec.log" && status=1

# CHECK_ONLY=1: the element-by-element checks only, no benchmark (for a
# device call that has no time for it, e.g. before the sanitizers).
[ -n "${CHECK_ONLY:-}" ] && { echo "run_samples: exit $status (checks only)"; exit $status; }
lib_flag=()
[ -f "$B/libtritonc_samples.so" ] && lib_flag=(--lib "$B/libtritonc_samples.so")
[ -f "$B/libtritonc_samples_bench.so" ] && lib_flag+=(--bench-lib "$B/libtritonc_samples_bench.so")
TRITONC_COMMIT=$(tr '\n' ' ' < "$DEV/commit.txt") PYTHONUNBUFFERED=1 python3 bench/samples/bench_samples.py \
  "${lib_flag[@]}" --json "$OUT/samples.json" 2>&1 | tee "$OUT/bench.log"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
echo "run_samples: exit $status"
exit $status
