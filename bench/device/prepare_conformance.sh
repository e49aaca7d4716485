#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR), after building (at least the
# launchers: the gpu_k_conformance_*.h targets): collects what the
# build generated for the GPU flavour of the conformance suite
# (test/exec/conformance, TRITONC_GPU_CONFORMANCE=ON) into .dev/conformance/
# (git-ignored): per test the cubin's launcher header and .cpp, and a list of
# the tests with their program arguments as ctest runs them.
# run_conformance.sh builds and runs them on the GPU machine, which has no
# LLVM and only compiles host C++.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${BUILD:-$ROOT/build}
DEV=$ROOT/.dev/conformance
# The launchers are in <area>/tile_kernels/gpu_k_conformance_<name>/.
CONF=$BUILD/test/exec/conformance
compgen -G "$CONF/*/tile_kernels" > /dev/null ||
  { echo "prepare_conformance: no $CONF/<area>/tile_kernels (build first, with TRITONC_GPU_CONFORMANCE=ON)" >&2; exit 1; }
rm -rf "$DEV" && mkdir -p "$DEV"
# name|program|arguments, from ctest's own description of the
# gpu_conformance_* tests: the program and its arguments are in their
# "program:<area>/<file>" (relative to test/exec/conformance) and "args:"
# labels, so only the launchers need to be built here, not the programs.
(cd "$BUILD" && ctest -N -L conformance --show-only=json-v1) | python3 -c '
import json, sys
for t in json.load(sys.stdin)["tests"]:
    if t["name"].startswith("gpu_conformance_"):
        name = t["name"][len("gpu_conformance_"):]
        labels = next((p["value"] for p in t.get("properties", []) if p["name"] == "LABELS"), [])
        program = next((l[len("program:"):] for l in labels if l.startswith("program:")), name + ".cpp")
        args = next((l[len("args:"):] for l in labels if l.startswith("args:")), None)
        if args is None:
            args = " ".join(t.get("command", [])[1:])
        print(name + "|" + program + "|" + args)
' > "$DEV/tests.txt"
missing=0
while IFS='|' read -r name program args; do
  src=$(compgen -G "$CONF/*/tile_kernels/gpu_k_conformance_$name" | head -1 || true)
  if [ -z "$src" ] || [ ! -f "$src/gpu_k_conformance_$name.h" ]; then
    echo "prepare_conformance: $name has no generated launcher (build incomplete?)" >&2
    missing=1
    continue
  fi
  mkdir -p "$DEV/$name"
  cp "$src/gpu_k_conformance_$name.h" "$src/gpu_k_conformance_$name.cpp" "$DEV/$name/"
done < "$DEV/tests.txt"
{ git -C "$ROOT" rev-parse HEAD
  git -C "$ROOT" status --short | grep -q . && echo "+uncommitted" || true; } > "$DEV/commit.txt"
echo "prepare_conformance: $(wc -l < "$DEV/tests.txt") tests in $DEV"
exit $missing
