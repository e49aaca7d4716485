#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried): for every entry of the
# tl.dot performance matrix that prepare_matrix.sh compiled into .dev/matrix/,
# runs Triton's JIT on the same source and tritonc's cubin on the same
# inputs, checks both against a float64 reference (and each other), and
# times tritonc, Triton and the vendor library (cuBLAS / SDPA through torch)
# with CUDA graphs, recording registers, spills and shared memory of both
# compilers' kernels (bench/corpus/gpu_check.py with the matrix's plugin,
# bench/matrix/matrix_checks.py). Writes to $OUT: matrix.json, matrix.log
# (matrix_IofN.* with SHARD=I/N),
# gpu.txt, and the report (h200_matrix.md, h200_matrix.svg) from
# bench/matrix/report.py, ready to be copied to bench/results/.
# SEED=N repeats a run's inputs; ONLY=id,id runs a few entries; SHARD=i/n runs
# every n-th entry from the i-th (1-based), for a run split over several
# device commands (report.py joins their matrix.json files); BUDGET=S starts
# no entry after S seconds (the rest are reported as NOT RUN).
# Exit status 1 when any check failed.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
DEV=${DEV:-$ROOT/.dev/matrix}
mkdir -p "$OUT"
cd "$ROOT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/gpu.txt"
[ -d "$DEV" ] || { echo "run_matrix: no $DEV (run bench/device/prepare_matrix.sh first and carry .dev)"; exit 1; }
NAME=matrix${SHARD:+_${SHARD%/*}of${SHARD#*/}}
args=(--entries "$DEV/entries.json" --root bench/matrix/kernels --dev "$DEV" --json "$OUT/$NAME.json")
[ -n "${SEED:-}" ] && args+=(--seed "$SEED")
if [ -n "${SHARD:-}" ]; then
  ONLY=$(python3 -c "import json,sys; i,n=map(int,sys.argv[2].split('/')); \
es=json.load(open(sys.argv[1]))['entries']; print(','.join(e['id'] for e in es[i-1::n]))" "$DEV/entries.json" "$SHARD") || exit 1
fi
[ -n "${ONLY:-}" ] && args+=(--only "$ONLY")
[ -n "${BUDGET:-}" ] && args+=(--budget "$BUDGET")
start=$(date +%s)
PYTHONUNBUFFERED=1 python3 bench/corpus/gpu_check.py "${args[@]}" --time 2>&1 | tee "$OUT/$NAME.log"
status=${PIPESTATUS[0]}
echo "run_matrix: gpu_check exit $status after $(( $(date +%s) - start )) s" | tee -a "$OUT/$NAME.log"
if [ -f "$OUT/$NAME.json" ]; then
  python3 bench/matrix/report.py "$OUT/$NAME.json" --md "$OUT/h200_matrix.md" --svg "$OUT/h200_matrix.svg" \
    && sed -n '1,12p' "$OUT/h200_matrix.md"
fi
exit $status
