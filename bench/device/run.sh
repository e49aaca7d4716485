#!/usr/bin/env bash
# Run ON THE GPU MACHINE (through the device tool, with .dev carried):
# builds the host programs against the kernels prepare.sh generated,
# checks them element by element, then runs the vector_add benchmark
# (CHECK_ONLY=1: the checks only). Logs and results go to $OUT.
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT" /tmp/b
cd "$ROOT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader | tee "$OUT/gpu.txt"
CXX="g++ -O2 -std=c++17 -Iruntime/include"
$CXX -c runtime/src/*.cpp -fPIC && mv *.o /tmp/b/ || exit 1
status=0
for dir in .dev/gen/*/; do
  name=$(basename "$dir")
  $CXX -I"$dir" -DTRITONC_VECTOR_ADD_HEADER="\"$name.h\"" samples/vector_add/main.cpp "$dir/$name.cpp" \
    /tmp/b/*.o -ldl -lpthread -o /tmp/b/exec_$name || { status=1; continue; }
done
run() { echo "\$ $*"; "$@" 2>&1 | tail -12; local rc=${PIPESTATUS[0]}; [ $rc -eq 0 ] || status=1; echo "rc=$rc"; }
{
  run /tmp/b/exec_vector_add_kernel 1 1000 1048579 268435456
  run /tmp/b/exec_k_vector_add_unaligned --offset=1 1 1000 1048579
  run /tmp/b/exec_k_vector_add_n16 16 1024 1048576
  run /tmp/b/exec_k_vector_add_small_block 1 63 1000 1048579
  run /tmp/b/exec_k_vector_add_8warps 1 1000 1048579
  echo "\$ aligned specialization, misaligned pointers: must be refused"
  refused=$(/tmp/b/exec_vector_add_kernel --offset=1 1000 2>&1 || true)
  echo "$refused" | grep "is not a multiple of 16" && echo "rc=0" || echo "rc=1"
} | tee "$OUT/exec.log"
grep -q "rc=[1-9]" "$OUT/exec.log" && status=1
[ -n "${CHECK_ONLY:-}" ] && exit $status

$CXX -shared -fPIC -I.dev/gen/vector_add_kernel bench/vector_add/tritonc_vector_add.cpp \
  .dev/gen/vector_add_kernel/vector_add_kernel.cpp /tmp/b/*.o -ldl -lpthread -o /tmp/b/libtritonc_vector_add.so
TRITONC_COMMIT=$(cat .dev/commit.txt | tr '\n' ' ') PYTHONUNBUFFERED=1 python3 bench/vector_add/bench.py \
  --lib /tmp/b/libtritonc_vector_add.so --source samples/vector_add/vector_add.tri \
  --json "$OUT/vector_add.json" 2>&1 | tee "$OUT/bench.log"
[ ${PIPESTATUS[0]} -eq 0 ] || status=1
exit $status
