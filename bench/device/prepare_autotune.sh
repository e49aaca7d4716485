#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles bench/autotune/kernels.py
# with tritonc --config all into .dev/autotune/ (git-ignored): one family
# launcher per kernel holding every @triton.autotune config, each in the
# specializations that access memory differently (--specialize auto; the
# unit strides marked :1, as Triton's JIT specializes them), down to a
# generic one. run_autotune.sh builds and runs
# bench_autotune.py on the GPU machine (TUNE=1: tritonc-tune too). ARCHS and DEV pick the architectures
# and the folder (a fatbin build beside the sm_90a one, say).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
ARCHS=${ARCHS:-sm_90a}  # several ("sm_80 sm_90a"): a fatbin per variant
DEV=${DEV:-$ROOT/.dev/autotune}
arch_flags=()
for a in $ARCHS; do arch_flags+=(--arch "$a"); done
SRC=$ROOT/bench/autotune/kernels.py
rm -rf "$DEV" && mkdir -p "$DEV"
"$TRITONC" "$SRC" --kernel matmul_autotuned --config all "${arch_flags[@]}" -o "$DEV/matmul_autotuned.h" \
  --signature '*fp16,*fp16,*fp16,i32,i32,i32,i32,i32:1,i32,i32:1,i32,i32:1' --specialize auto \
  --metadata "$DEV/matmul_autotuned.json"
"$TRITONC" "$SRC" --kernel softmax_autotuned --config all "${arch_flags[@]}" -o "$DEV/softmax_autotuned.h" \
  --signature '*fp32,*fp32,i32,i32,i32' --specialize auto --metadata "$DEV/softmax_autotuned.json"
# run_tune.sh builds tritonc-tune there: the JSON header it reads shapes with.
mkdir -p "$ROOT/.dev/include" && cp -r /usr/include/nlohmann "$ROOT/.dev/include/"
{ git -C "$ROOT" rev-parse --short HEAD
  git -C "$ROOT" diff --quiet HEAD -- src runtime bench/autotune || echo "+uncommitted"; } | paste -sd' ' > "$DEV/commit.txt"
ls -la "$DEV"
