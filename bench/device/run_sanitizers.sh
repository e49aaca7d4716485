#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried), after run_conformance.sh
# has built the conformance programs in $BUILD (/tmp/tritonc-conformance):
# runs every GPU path we have under NVIDIA's compute-sanitizer:
#   - the runtime stress test (.dev/runtime/gpu_runtime_stress, copied there
#     by prepare_sanitizers.sh; a reduced load, since memcheck slows every
#     launch) and its driver-error paths (--errors), under memcheck;
#   - every conformance program, with ctest's arguments, under memcheck
#     (out-of-bounds and misaligned accesses, leaks of device memory),
#     racecheck (shared-memory hazards between threads of a block) and
#     synccheck (barriers reached by only part of a block, bad mbarrier use);
#   - the samples' host programs, under the same three tools, where
#     run.sh (vector_add), run_samples.sh and run_dot.sh built them on
#     this machine before (VECTOR_ADD_BUILD, SAMPLES_BUILD, DOT_BUILD:
#     their build folders), on small shapes (the tools slow each launch by
#     orders of magnitude).
# Each run's exit status comes from --error-exitcode, so a finding fails the
# run even when the program's own checks pass. Writes $OUT/sanitizers.txt
# (one line per tool: runs, passed, the failures) and $OUT/sanitizers.log
# (the report of every failed run). JOBS programs run at once (8 by
# default: the sanitizer is mostly host-bound); TOOLS picks the tools;
# BUDGET=S starts no run after S seconds (those are listed as skipped), so
# the script ends inside one device command.
# Exit status 1 when any run reported an error or failed.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
B=${BUILD:-/tmp/tritonc-conformance}
DEV=$ROOT/.dev
TOOLS=${TOOLS:-memcheck racecheck synccheck}
mkdir -p "$OUT" "$B/san"
SAN=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
[ -x "$SAN" ] || { echo "run_sanitizers: no compute-sanitizer (looked in PATH and /usr/local/cuda/bin)"; exit 1; }
[ -f "$DEV/conformance/tests.txt" ] || { echo "run_sanitizers: no $DEV/conformance/tests.txt (carry .dev)"; exit 1; }

# One job per line: tool|name|program|arguments; each program's tools one
# after the other, so that a time budget cuts every tool's share alike.
jobs=$B/san/jobs.txt
: > "$jobs"
if [ -x "$DEV/runtime/gpu_runtime_stress" ]; then
  echo "memcheck|runtime_stress|$DEV/runtime/gpu_runtime_stress|--threads=4 --launches=50" >> "$jobs"
  echo "memcheck|runtime_errors|$DEV/runtime/gpu_runtime_stress|--errors" >> "$jobs"
fi
# The samples: program|arguments, from the folders run_samples.sh and
# run_dot.sh build in (those scripts check the same programs at full size).
samples=(
  "${VECTOR_ADD_BUILD:-/tmp/b}|exec_vector_add_kernel|1 1000 65536"
  "${VECTOR_ADD_BUILD:-/tmp/b}|exec_k_vector_add_unaligned|--offset=1 1 1000"
  "${VECTOR_ADD_BUILD:-/tmp/b}|exec_k_vector_add_small_block|1 63 1000"
  "${SAMPLES_BUILD:-/tmp/tritonc-samples}|softmax|5x17 3x4093"
  "${SAMPLES_BUILD:-/tmp/tritonc-samples}|softmax_b1024|7x1000"
  "${SAMPLES_BUILD:-/tmp/tritonc-samples}|layernorm|7x1000 3x3000"
  "${SAMPLES_BUILD:-/tmp/tritonc-samples}|swiglu|1000 65539"
  "${SAMPLES_BUILD:-/tmp/tritonc-samples}|dropout|1000 65536"
  "${DOT_BUILD:-/tmp/tritonc-dot}|matmul|1000x1000x257"
  "${DOT_BUILD:-/tmp/tritonc-dot}|matmul_bp|1000x1000x257"
  "${DOT_BUILD:-/tmp/tritonc-dot}|matmul_bp_w4|17x33x5"
  "${DOT_BUILD:-/tmp/tritonc-dot}|attention_d64|1x2x64 2x3x257"
  "${DOT_BUILD:-/tmp/tritonc-dot}|attention_d128_causal|1x2x64 2x3x257"
)
for sample in "${samples[@]}"; do
  IFS='|' read -r dir prog args <<< "$sample"
  for tool in $TOOLS; do
    [ -x "$dir/$prog" ] && echo "$tool|sample_$prog|$dir/$prog|$args" >> "$jobs"
  done
done

while IFS='|' read -r name _ args; do
  for tool in $TOOLS; do
    [ -x "$B/$name" ] && echo "$tool|$name|$B/$name|$args" >> "$jobs"
  done
done < "$DEV/conformance/tests.txt"

run_one() {
  IFS='|' read -r tool name program args <<< "$1"
  if [ "$(date +%s)" -ge "$DEADLINE" ]; then echo "skipped|$tool|$name"; return; fi
  log=$B/san/$tool.$name.log
  extra=()
  # The error-path test provokes out-of-memory and bad-cubin errors on
  # purpose; memcheck reports API errors as findings unless told not to.
  [ "$name" = runtime_errors ] && extra=(--report-api-errors no)
  [ "$tool" = memcheck ] && extra+=(--leak-check full)
  # shellcheck disable=SC2086
  if timeout "${TEST_TIMEOUT:-600}" "$SAN" --tool "$tool" --error-exitcode 99 "${extra[@]}" \
      "$program" $args > "$log" 2>&1; then
    echo "ok|$tool|$name"
  else
    echo "FAIL($?)|$tool|$name"
  fi
}
export -f run_one
start=$(date +%s)
DEADLINE=$(( start + ${BUDGET:-100000} ))
export SAN B DEADLINE
xargs -P "${JOBS:-8}" -d '\n' -I{} bash -c 'run_one "$1"' _ {} < "$jobs" > "$B/san/results.txt"

: > "$OUT/sanitizers.log"
{ echo "compute-sanitizer: $("$SAN" --version | grep -i version | head -1)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
  echo "commit: $(head -1 "$DEV/conformance/commit.txt")"
  for tool in $TOOLS; do
    total=$(grep -c "|$tool|" "$B/san/results.txt")
    ok=$(grep -c "^ok|$tool|" "$B/san/results.txt")
    skipped=$(grep -c "^skipped|$tool|" "$B/san/results.txt")
    echo "$tool: $ok of $total runs clean, $skipped not run (time budget)"
  done
  grep -v '^ok|\|^skipped|' "$B/san/results.txt" | sed 's/^/  /'
  echo "time: $(( $(date +%s) - start )) s with ${JOBS:-8} at once"; } | tee "$OUT/sanitizers.txt"
while IFS='|' read -r result tool name; do
  [ "$result" = ok ] || [ "$result" = skipped ] && continue
  { echo "==== $tool $name: $result"; head -60 "$B/san/$tool.$name.log"; } >> "$OUT/sanitizers.log"
done < "$B/san/results.txt"
! grep -v '^skipped|' "$B/san/results.txt" | grep -qv '^ok|'
