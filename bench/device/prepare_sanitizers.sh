#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR), after building gpu_runtime_stress
# (test/unit/runtime/gpu; it links the runtime and kernels compiled by
# tritonc, and loads libcuda at run time, so the binary runs as it is on the
# GPU machine): copies it into .dev/runtime/ (git-ignored) with the commit.
# run_sanitizers.sh runs it there, and the conformance programs that
# prepare_conformance.sh / run_conformance.sh provide.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$ROOT/build}
stress=$BUILD/test/unit/runtime/gpu/gpu_runtime_stress
[ -x "$stress" ] || { echo "prepare_sanitizers: no $stress (ninja -C build gpu_runtime_stress)" >&2; exit 1; }
mkdir -p "$ROOT/.dev/runtime"
cp "$stress" "$ROOT/.dev/runtime/"
{ git -C "$ROOT" rev-parse HEAD
  git -C "$ROOT" diff --quiet HEAD -- src runtime test/unit/runtime || echo "+uncommitted"; } > "$ROOT/.dev/runtime/commit.txt"
echo "prepare_sanitizers: $(basename "$stress") in $ROOT/.dev/runtime"
