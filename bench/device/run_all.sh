#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried) as one device command:
# the runtime stress test, the GPU conformance suite, the tl.dot matrix and
# compute-sanitizer, in that order, each given what is left of TOTAL
# seconds (default 540: a command may run 600). Prepare everything here
# first: prepare_conformance.sh, prepare_matrix.sh, prepare_sanitizers.sh.
# The device tool brings back at most 8 files, so each script writes into
# a scratch folder and $OUT gets all.tgz (every log, table and JSON) and
# summary.txt (the lines worth reading at once), also printed last.
# MATRIX_SHARE: the seconds the matrix may start entries in (default: until
# 90 s before the end, leaving the sanitizers the rest).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
RESULT=${OUT:-/tmp/out}
SCRATCH=$(mktemp -d)
TOTAL=${TOTAL:-540}
start=$(date +%s)
left() { echo $(( TOTAL - ($(date +%s) - start) )); }
mkdir -p "$RESULT"
cd "$ROOT" || exit 1
summary=$SCRATCH/summary.txt
{
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  if [ -x .dev/runtime/gpu_runtime_stress ]; then
    timeout 120 .dev/runtime/gpu_runtime_stress 2>&1 | tail -1
    timeout 60 .dev/runtime/gpu_runtime_stress --errors 2>&1 | tail -1
    echo "gpu_runtime_stress --errors: exit ${PIPESTATUS[0]}"
  fi
} > "$summary" 2>&1

OUT=$SCRATCH/conformance timeout "$(left)" bash bench/device/run_conformance.sh > "$SCRATCH/conformance_run.txt" 2>&1
echo "run_conformance: exit $? at $(( $(date +%s) - start )) s" >> "$summary"
grep -h "conformance on the GPU\|^FAILED" "$SCRATCH"/conformance/summary.txt >> "$summary" 2>/dev/null

if [ -d .dev/matrix ] && [ "$(left)" -gt 120 ]; then
  OUT=$SCRATCH/matrix BUDGET=${MATRIX_SHARE:-$(( $(left) - 90 ))} \
    timeout "$(left)" bash bench/device/run_matrix.sh > "$SCRATCH/matrix_run.txt" 2>&1
  echo "run_matrix: exit $? at $(( $(date +%s) - start )) s" >> "$summary"
  grep -h "^- " "$SCRATCH"/matrix/h200_matrix.md 2>/dev/null | cut -c1-300 >> "$summary"
fi

if [ "$(left)" -gt 40 ]; then
  OUT=$SCRATCH/sanitizers BUDGET=$(( $(left) - 35 )) TEST_TIMEOUT=25 \
    timeout "$(left)" bash bench/device/run_sanitizers.sh > "$SCRATCH/sanitizers_run.txt" 2>&1
  echo "run_sanitizers: exit $? at $(( $(date +%s) - start )) s" >> "$summary"
  cat "$SCRATCH"/sanitizers/sanitizers.txt >> "$summary" 2>/dev/null
fi

cp "$summary" "$RESULT/summary.txt"
tar czf "$RESULT/all.tgz" -C "$SCRATCH" .
cat "$summary"
