#!/usr/bin/env bash
# Run ON THE GPU MACHINE (device tool, .dev carried): checks the corpus
# kernels prepare_corpus.sh compiled into .dev/corpus/ against Triton's JIT
# on the same sources and against float64 torch references
# (bench/corpus/gpu_check.py), and times both (--time). The log and
# corpus.json go to $OUT.
# SEED=N repeats a run's inputs; ONLY=id,id checks a few entries.
# Exit status 1 when any check failed.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
DEV=$ROOT/.dev/corpus
mkdir -p "$OUT"
cd "$ROOT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/gpu.txt"
[ -d "$DEV" ] || { echo "run_corpus: no $DEV (run bench/device/prepare_corpus.sh first and carry .dev/corpus)"; exit 1; }
args=(--entries "$DEV/entries.json" --root bench/corpus/kernels --dev "$DEV" --json "$OUT/corpus.json")
[ -n "${SEED:-}" ] && args+=(--seed "$SEED")
[ -n "${ONLY:-}" ] && args+=(--only "$ONLY")
PYTHONUNBUFFERED=1 python3 bench/corpus/gpu_check.py "${args[@]}" --time 2>&1 | tee "$OUT/corpus.log"
status=${PIPESTATUS[0]}
echo "run_corpus: exit $status"
exit $status
