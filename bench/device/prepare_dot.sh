#!/usr/bin/env bash
# Run HERE (the machine with LLVM/MLIR): compiles samples/matmul and
# samples/attention with tritonc into .dev/dot/ (git-ignored):
#   - the host programs' specializations (checked element by element on the
#     GPU by run_dot.sh): matmul with any M, N, K; attention with head
#     dimensions 64 and 128, causal and not;
#   - the benchmark's specializations (bench/dot/bench_dot.py): the sizes
#     promised divisible by 16 as Triton's JIT specializes them, each in its
#     own namespace, listed in dot_specializations.h for tritonc_dot.cpp.
# Each gets a cubin, the launcher .h/.cpp, the metadata and the PTX.
# Exit status 1 when any kernel failed to compile (the others are kept).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TRITONC=${TRITONC:-$ROOT/build/src/tools/tritonc}
ARCH=${ARCH:-sm_90a}
DEV=$ROOT/.dev/dot
rm -rf "$DEV" && mkdir -p "$DEV"
[ -x "$TRITONC" ] || { echo "prepare_dot: no tritonc at $TRITONC" >&2; exit 1; }

MM=samples/matmul/matmul.tri
AT=samples/attention/attention.tri
MM_SIG="*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32:16,i32:1,i32:16,i32:1,i32:16,i32:1"
MM_SIG16="*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:1,i32:16,i32:1,i32:16,i32:1"
AT_SIG="*fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32,i32,i32,i32:16,i32:16,i32:16"
AT_SIG16="*fp16:16,*fp16:16,*fp16:16,*fp16:16,fp32,i32,i32,i32:16,i32:16,i32:16,i32:16"

MMBP=matmul_block_ptr_kernel
# kind | name | source | kernel | signature | constexprs | num_warps | num_stages [| extra flags]
# (mm_bp_*: the block-pointer matmul, tensor copies on sm_90a; *_notma: the
# same with --no-tma, cp.async)
variants=(
  "host|matmul_bp|$MM|$MMBP|$MM_SIG|BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 GROUP_M=8|8|3|--namespace matmul_kernel"
  "host|matmul_bp_w4|$MM|$MMBP|$MM_SIG|BLOCK_M=64 BLOCK_N=128 BLOCK_K=32 GROUP_M=8|4|4|--namespace matmul_kernel"
  "bench|mm_bp_128x128x64_w8|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 GROUP_M=8|8|3"
  "bench|mm_bp_128x128x64_w8_notma|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 GROUP_M=8|8|3|--no-tma"
  "bench|mm_bp_128x256x64_w8_s4|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8|8|4"
  "bench|mm_bp_128x256x64_w8_s4_notma|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8|8|4|--no-tma"
  "bench|mm_bp_128x128x32_w4_s4|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=32 GROUP_M=8|4|4"
  "bench|mm_bp_128x128x32_w4_s4_notma|$MM|$MMBP|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=32 GROUP_M=8|4|4|--no-tma"
  "host|matmul_kernel|$MM|matmul_kernel|$MM_SIG|BLOCK_M=128 BLOCK_N=128 BLOCK_K=32 GROUP_M=8|4|3"
  "host|attention_d64|$AT|attention_fwd_kernel|$AT_SIG|HEAD_DIM=64 BLOCK_M=64 BLOCK_N=64 CAUSAL=0|4|3"
  "host|attention_d64_causal|$AT|attention_fwd_kernel|$AT_SIG|HEAD_DIM=64 BLOCK_M=64 BLOCK_N=64 CAUSAL=1|4|3"
  "host|attention_d128|$AT|attention_fwd_kernel|$AT_SIG|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 CAUSAL=0|8|3"
  "host|attention_d128_causal|$AT|attention_fwd_kernel|$AT_SIG|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 CAUSAL=1|8|3"
  "bench|mm_128x128x64_w8|$MM|matmul_kernel|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=64 GROUP_M=8|8|3"
  "bench|mm_128x128x32_w4|$MM|matmul_kernel|$MM_SIG16|BLOCK_M=128 BLOCK_N=128 BLOCK_K=32 GROUP_M=8|4|4"
  "bench|mm_128x256x64_w8|$MM|matmul_kernel|$MM_SIG16|BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8|8|3"
  "bench|at_d128_128x64_w8|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 CAUSAL=0|8|3"
  "bench|at_d128_64x64_w4|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=64 BLOCK_N=64 CAUSAL=0|4|3"
  "bench|mm_128x256x64_w8_s4|$MM|matmul_kernel|$MM_SIG16|BLOCK_M=128 BLOCK_N=256 BLOCK_K=64 GROUP_M=8|8|4"
  "bench|at_d128_128x64_w8_s2|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 CAUSAL=0|8|2"
  "bench|at_d128_64x64_w4_s2|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=64 BLOCK_N=64 CAUSAL=0|4|2"
  "bench|at_d128_128x64_w8_s4|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=64 CAUSAL=0|8|4"
  "bench|at_d128_128x128_w8_s2|$AT|attention_fwd_kernel|$AT_SIG16|HEAD_DIM=128 BLOCK_M=128 BLOCK_N=128 CAUSAL=0|8|2"
)
failed=() list=()
for v in "${variants[@]}"; do
  IFS='|' read -r kind name src kernel sig constexprs warps stages extra <<<"$v"
  dir=$DEV/$name
  mkdir -p "$dir"
  flags=("$ROOT/$src" --kernel "$kernel" --signature "$sig" --num-warps "$warps" --num-stages "$stages" --arch "$ARCH")
  for c in $constexprs; do flags+=(-D "$c"); done
  for f in $extra; do flags+=("$f"); done
  [ "$kind" = bench ] && flags+=(--namespace "$name")
  start=$(date +%s.%N)
  if "$TRITONC" "${flags[@]}" -o "$dir/$name.cubin" --header "$dir/$name.h" --metadata "$dir/$name.json" \
       2>"$dir/tritonc.log" && "$TRITONC" "${flags[@]}" -o "$dir/$name.ptx" 2>>"$dir/tritonc.log"; then
    echo "$name $(echo "$(date +%s.%N) - $start" | bc) s" >> "$DEV/compile_times.txt"
    if [ "$kind" = bench ]; then
      case $kernel in matmul_kernel|$MMBP) list+=("MATMUL($name)");; *) list+=("ATTENTION($name)");; esac
      echo "#include \"$name/$name.h\"" >> "$DEV/dot_specializations.h"
    fi
  else
    echo "prepare_dot: tritonc could not compile $name:" >&2
    head -5 "$dir/tritonc.log" | sed 's/^/    /' >&2
    failed+=("$name")
    rm -rf "$dir"
  fi
done
echo "#define DOT_SPECIALIZATIONS ${list[*]}" >> "$DEV/dot_specializations.h"
{ git -C "$ROOT" rev-parse HEAD
  git -C "$ROOT" status --short | grep -q . && echo "+uncommitted" || true; } > "$DEV/commit.txt"
echo "prepare_dot: compiled $(( ${#variants[@]} - ${#failed[@]} )) of ${#variants[@]}"
[ ${#failed[@]} -eq 0 ] || { echo "prepare_dot: FAILED: ${failed[*]}"; exit 1; }
