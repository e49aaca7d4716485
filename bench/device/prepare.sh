#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles the kernels the GPU run
# needs with tritonc into .dev/ (git-ignored), which the device tool
# carries. The GPU machine has no LLVM, so it only compiles host C++.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
DEV=$ROOT/.dev
rm -rf "$DEV" && mkdir -p "$DEV/gen"
SRC=$ROOT/samples/vector_add/vector_add.tri
ARCH=${ARCH:-sm_90a}

# name  signature  BLOCK_SIZE  num_warps  archs(comma)   -- as test/exec
variants=(
  "vector_add_kernel|*fp32:16,*fp32:16,*fp32:16,i32|1024|4|$ARCH"
  "k_vector_add_unaligned|*fp32,*fp32,*fp32,i32|1024|4|$ARCH"
  "k_vector_add_n16|*fp32:16,*fp32:16,*fp32:16,i32:16|1024|4|$ARCH"
  "k_vector_add_small_block|*fp32:16,*fp32:16,*fp32:16,i32|64|4|sm_80,sm_90a"
  "k_vector_add_8warps|*fp32:16,*fp32:16,*fp32:16,i32|2048|8|$ARCH"
)
for v in "${variants[@]}"; do
  IFS='|' read -r name sig block warps archs <<<"$v"
  arch_flags=()
  IFS=',' read -ra list <<<"$archs"
  for a in "${list[@]}"; do arch_flags+=(--arch "$a"); done
  ext=cubin; [ ${#list[@]} -gt 1 ] && ext=fatbin
  mkdir -p "$DEV/gen/$name"
  "$TRITONC" "$SRC" -o "$DEV/gen/$name/$name.$ext" --kernel aduna_vectori_kernel \
    --signature "$sig" -D BLOCK_SIZE="$block" --num-warps "$warps" "${arch_flags[@]}" \
    --header "$DEV/gen/$name/$name.h" --metadata "$DEV/gen/$name/$name.json"
  "$TRITONC" "$SRC" -o "$DEV/gen/$name/$name.ptx" --kernel aduna_vectori_kernel \
    --signature "$sig" -D BLOCK_SIZE="$block" --num-warps "$warps" --arch "${list[-1]}"
done
git -C "$ROOT" rev-parse HEAD > "$DEV/commit.txt"
git -C "$ROOT" status --short | grep -q . && echo "+uncommitted" >> "$DEV/commit.txt" || true
ls -R "$DEV" | head -40
