#!/usr/bin/env bash
# Run ON THE GPU MACHINE (through the device tool, with .dev carried): builds
# every conformance test program that prepare_conformance.sh collected
# against its GPU launcher (-DTRITONC_TEST_GPU: the harness mirrors each
# buffer in device memory) and runs it with ctest's arguments: fresh random
# inputs, every output element and guard zone checked. Logs per test and a
# summary go to $OUT (conformance.log: every test's output, one after the
# other; summary.txt). Exit status 1 when any test failed or did not build.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
B=${BUILD:-/tmp/tritonc-conformance}
DEV=$ROOT/.dev/conformance
mkdir -p "$OUT" "$B/rt" "$B/logs"
cd "$ROOT"
[ -f "$DEV/tests.txt" ] || { echo "run_conformance: no $DEV (run bench/device/prepare_conformance.sh first and carry .dev)"; exit 1; }
CXX="g++ -O1 -std=c++17 -Iruntime/include -Itest/exec/cpu/harness -Itest/exec/conformance -DTRITONC_TEST_GPU"
for f in runtime/src/*.cpp; do $CXX -fPIC -c "$f" -o "$B/rt/$(basename "$f" .cpp).o" & done
wait

build_one() {
  name=${1%%|*} program=${1#*|}
  $CXX -I"$DEV/$name" -DTRITONC_TEST_KERNEL_HEADER="\"gpu_k_conformance_$name.h\"" \
    "test/exec/conformance/$program" "$DEV/$name/gpu_k_conformance_$name.cpp" "$B"/rt/*.o \
    -ldl -lpthread -o "$B/$name" > "$B/logs/$name.build.log" 2>&1
}
export -f build_one
export CXX DEV B
cut -d'|' -f1,2 "$DEV/tests.txt" | xargs -P "$(nproc)" -I{} bash -c 'build_one "{}"'

passed=0 failed=() 
while IFS='|' read -r name program args; do
  if [ ! -x "$B/$name" ]; then
    failed+=("$name(build)")
    continue
  fi
  # shellcheck disable=SC2086
  if timeout "${TEST_TIMEOUT:-300}" "$B/$name" $args > "$B/logs/$name.log" 2>&1; then
    passed=$((passed + 1))
  else
    failed+=("$name")
  fi
done < "$DEV/tests.txt"
total=$(wc -l < "$DEV/tests.txt")
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > "$B/gpu.txt" 2>&1
{ echo "commit $(head -1 "$DEV/commit.txt") $(sed -n 2p "$DEV/commit.txt")"
  echo "gpu $(cat "$B/gpu.txt")"
  echo "conformance on the GPU: $passed of $total passed"
  for f in "${failed[@]}"; do echo "FAILED $f"; done; } | tee "$OUT/summary.txt"
for f in "${failed[@]}"; do
  n=${f%(build)}
  echo "---- $f"; tail -15 "$B/logs/$n.log" 2>/dev/null || tail -15 "$B/logs/$n.build.log"
done
cat "$B"/logs/*.log > "$OUT/conformance.log"
[ ${#failed[@]} -eq 0 ]
