#!/usr/bin/env bash
# The main job: install what is missing, build tritonc, compile
# samples/vector_add with it and run the sample (on the GPU if there is one).
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing_packages
check_cuda_toolkit
configure_and_build

TRITONC=$BUILD_DIR/src/tools/tritonc
SAMPLE=$TRITONC_ROOT/samples/vector_add/vector_add.tri
OUT=$BUILD_DIR/sample-output
mkdir -p "$OUT"
echo
echo "== tritonc $SAMPLE"
"$TRITONC" "$SAMPLE" -o "$OUT/vector_add.cubin" --arch sm_90 \
  --signature '*fp32:16,*fp32:16,*fp32:16,i32' -D BLOCK_SIZE=1024 \
  --header "$OUT/vector_add.h" --metadata "$OUT/vector_add.json"
"$TRITONC" "$SAMPLE" -o "$OUT/vector_add.ptx" --arch sm_90 \
  --signature '*fp32:16,*fp32:16,*fp32:16,i32' -D BLOCK_SIZE=1024
ls -l "$OUT"
echo "-- the 128-bit accesses in the PTX:"
grep -E 'l[d]\.global\.v4|st\.global\.v4' "$OUT/vector_add.ptx" | sed 's/^\s*/   /'
echo "-- the generated launcher:"
grep -E 'launch\(' "$OUT/vector_add.h" | sed 's/^\s*/   /'
echo
echo "== running the sample (built by CMake through add_tile_kernel)"
set +e
"$BUILD_DIR/samples/vector_add/vector_add"
status=$?
set -e
if [ $status -eq 77 ]; then
  echo "no GPU found: the kernel was compiled (above) but not run"
  exit 0
fi
exit $status
