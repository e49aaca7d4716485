#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles the tl.dot performance
# matrix (bench/matrix/entries.json, kernels in bench/matrix/kernels) with
# tritonc: for every entry a PTX compile (the compile rate, each failure's
# first error line) and a cubin (TMA included, as by default) with its metadata in .dev/matrix/
# (git-ignored), plus entries.json and commit.txt. run_matrix.sh checks and
# times them on the GPU machine against Triton and the vendor libraries.
# JOBS=N compiles in parallel (2 by default); extra arguments go to
# compile_corpus.py (--only id,id). For an A/B of a compiler flag, DEV=dir
# and FLAGS="--tma-stores" (or "--no-tma") compile a variant into its own
# folder, which run_matrix.sh times with the same DEV=dir.
# Exit status 1 when entries.json is stale or any entry failed to compile
# (the others are kept).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
[ -x "$TRITONC" ] || { echo "prepare_matrix: no tritonc at $TRITONC (build it, or set TRITONC)" >&2; exit 1; }
python3 "$ROOT/bench/matrix/gen_entries.py" --check || exit 1
flags=()
for f in ${FLAGS:-}; do flags+=(--tritonc-flag="$f"); done
python3 "$ROOT/bench/corpus/compile_corpus.py" --tritonc "$TRITONC" --jobs "${JOBS:-2}" \
  --entries "$ROOT/bench/matrix/entries.json" --root "$ROOT/bench/matrix/kernels" \
  --dev "${DEV:-$ROOT/.dev/matrix}" --require-all "${flags[@]}" "$@"
