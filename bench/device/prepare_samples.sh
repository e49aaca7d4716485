#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles the four sample kernels
# (softmax, layernorm, swiglu, dropout) with tritonc into .dev/samples/
# (git-ignored): per specialization a cubin, the launcher header and .cpp,
# the metadata JSON and the PTX. run_samples.sh builds them on the GPU
# machine, which has no LLVM and only compiles host C++.
#
# A kernel tritonc cannot compile yet is reported and left out; the others
# are still written (the GPU run then skips what is missing). Exit status 1
# when any failed. Only .dev/samples is replaced (prepare.sh's .dev/gen is
# kept; note that prepare.sh itself clears all of .dev, so run it first).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
ARCH=${ARCH:-sm_90a}
DEV=$ROOT/.dev/samples
rm -rf "$DEV" && mkdir -p "$DEV"
[ -x "$TRITONC" ] || { echo "prepare_samples: no tritonc at $TRITONC (build it, or set TRITONC)" >&2; exit 1; }

# target | source | kernel | signature | BLOCK_SIZE | num_warps  -- as samples/*/CMakeLists.txt
variants=(
  "softmax_kernel|samples/softmax/softmax.tri|softmax_kernel|*fp32:16,*fp32:16,i32:16,i32:16,i32|4096|8"
  "softmax_kernel_b1024|samples/softmax/softmax.tri|softmax_kernel|*fp32:16,*fp32:16,i32:16,i32:16,i32|1024|4"
  "layernorm_kernel|samples/layernorm/layernorm.tri|layer_norm_fwd_kernel|*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32:16,i32,fp32|1024|8"
  "swiglu_kernel|samples/swiglu/swiglu.tri|swiglu_kernel|*fp16:16,*fp16:16,*fp16:16,i32|1024|4"
  "dropout_kernel|samples/dropout/dropout.tri|dropout_kernel|*fp32:16,*fp32:16,i32,fp32,i32|1024|4"
  # The timed specializations: Triton's JIT sees that the benchmark's lengths
  # (n_cols 4096, N 8192, n 2^28 and 2^24) are multiples of 16 and
  # specializes on it; these give tritonc the same promise (`:16`).
  "softmax_kernel_bench|samples/softmax/softmax.tri|softmax_kernel|*fp32:16,*fp32:16,i32:16,i32:16,i32:16|4096|8"
  "layernorm_kernel_bench|samples/layernorm/layernorm.tri|layer_norm_fwd_kernel|*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32:16,i32:16,fp32|1024|8"
  "swiglu_kernel_bench|samples/swiglu/swiglu.tri|swiglu_kernel|*fp16:16,*fp16:16,*fp16:16,i32:16|1024|4"
  "dropout_kernel_bench|samples/dropout/dropout.tri|dropout_kernel|*fp32:16,*fp32:16,i32:16,fp32,i32|1024|4"
)
compiled=() failed=()
for v in "${variants[@]}"; do
  IFS='|' read -r name src kernel sig block warps <<<"$v"
  dir=$DEV/$name
  mkdir -p "$dir"
  flags=("$ROOT/$src" --kernel "$kernel" --signature "$sig" -D BLOCK_SIZE="$block" --num-warps "$warps" --arch "$ARCH")
  if "$TRITONC" "${flags[@]}" -o "$dir/$name.cubin" --header "$dir/$name.h" --metadata "$dir/$name.json" \
       2>"$dir/tritonc.log" &&
     "$TRITONC" "${flags[@]}" -o "$dir/$name.ptx" 2>>"$dir/tritonc.log"; then
    compiled+=("$name")
  else
    echo "prepare_samples: tritonc could not compile $name:" >&2
    head -5 "$dir/tritonc.log" | sed 's/^/    /' >&2
    failed+=("$name")
    rm -rf "$dir"
  fi
done
{ git -C "$ROOT" rev-parse HEAD
  git -C "$ROOT" status --short | grep -q . && echo "+uncommitted" || true; } > "$DEV/commit.txt"
printf '%s\n' "${compiled[@]}" > "$DEV/compiled.txt"
echo "prepare_samples: compiled ${#compiled[@]}: ${compiled[*]:-none}"
[ ${#failed[@]} -eq 0 ] || { echo "prepare_samples: FAILED ${#failed[@]}: ${failed[*]}"; exit 1; }
