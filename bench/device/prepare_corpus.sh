#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles the kernel corpus
# (bench/corpus/entries.json, kernels in bench/corpus/kernels) with tritonc,
# prints the compile rate per style and each failure's first error line, and
# writes into .dev/corpus/ (git-ignored) a cubin (TMA included, as by default) and its metadata
# for every entry with a "check", plus entries.json and commit.txt.
# run_corpus.sh checks them on the GPU machine against Triton.
# Exit status 1 when any entry failed to compile (the others are kept).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
[ -x "$TRITONC" ] || { echo "prepare_corpus: no tritonc at $TRITONC (build it, or set TRITONC)" >&2; exit 1; }
python3 "$ROOT/bench/corpus/compile_corpus.py" --tritonc "$TRITONC" --jobs "${JOBS:-2}" \
  --dev "$ROOT/.dev/corpus" --require-all "$@"
