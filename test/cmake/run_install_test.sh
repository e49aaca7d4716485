#!/usr/bin/env bash
# Usage: run_install_test.sh <build-dir>
#
# Installs the tritonc build in <build-dir> into a temporary prefix, then
# configures, builds and runs test/cmake (find_package(Tritonc) +
# add_tile_kernel) against it from a temporary build directory, the way an
# outside project would. Exit code 77 (no GPU) is passed through as skip.
#
# Optional environment:
#   TRITONC_INSTALL_COMPONENT  install only this component (e.g. Tritonc)
#   TRITONC_EXECUTABLE         compiler to use instead of the installed one
#   TRITONC_TEST_ARCHS         ARCH list for the kernel (default sm_90a)
#   TRITONC_TEST_FAMILY        OFF: leave out the autotuned family launcher
#   KEEP_WORK_DIR=1            keep the temporary directory for inspection
set -euo pipefail

if [[ $# -ne 1 || ! -d $1 ]]; then
  echo "usage: $0 <build-dir>" >&2
  exit 2
fi
build_dir=$(cd "$1" && pwd)
project_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work_dir=$(mktemp -d "${TMPDIR:-/tmp}/tritonc-install-test.XXXXXX")
if [[ ${KEEP_WORK_DIR:-0} == 1 ]]; then
  echo "work directory: $work_dir"
else
  trap 'rm -rf "$work_dir"' EXIT
fi

install_args=(--prefix "$work_dir/prefix")
if [[ -n ${TRITONC_INSTALL_COMPONENT:-} ]]; then
  install_args+=(--component "$TRITONC_INSTALL_COMPONENT")
fi
cmake --install "$build_dir" "${install_args[@]}"
# The tuner ships with the runtime: it must start and explain its use.
"$work_dir/prefix/bin/tritonc-tune" --help | grep -q "usage: tritonc-tune LIBRARY SHAPES.json" ||
  { echo "install test: tritonc-tune is missing from the package or does not run" >&2; exit 1; }

configure_args=(-S "$project_dir" -B "$work_dir/build" -DCMAKE_PREFIX_PATH="$work_dir/prefix"
                -DCMAKE_BUILD_TYPE=Release)
if command -v ninja >/dev/null; then
  configure_args+=(-G Ninja)
fi
if [[ -n ${TRITONC_EXECUTABLE:-} ]]; then
  configure_args+=(-DTRITONC_EXECUTABLE="$TRITONC_EXECUTABLE")
fi
if [[ -n ${TRITONC_TEST_ARCHS:-} ]]; then
  configure_args+=(-DTRITONC_TEST_ARCHS="$TRITONC_TEST_ARCHS")
fi
if [[ -n ${TRITONC_TEST_FAMILY:-} ]]; then
  configure_args+=(-DTRITONC_TEST_FAMILY="$TRITONC_TEST_FAMILY")
fi
cmake "${configure_args[@]}"
cmake --build "$work_dir/build" -j 2

# tritonc-tune loads the family's tuner module and reads the shapes file;
# without a GPU it stops at the device, which it names.
if [[ -f $work_dir/build/libscale_family_tuner.so ]]; then
  tune_log=$work_dir/tune.log
  if "$work_dir/prefix/bin/tritonc-tune" "$work_dir/build/libscale_family_tuner.so" "$project_dir/scale_shapes.json" \
       -o "$work_dir/table.json" 2> "$tune_log"; then
    grep -q '"kernel": "scale_autotuned"' "$work_dir/table.json" ||
      { echo "install test: tritonc-tune wrote no table for scale_autotuned" >&2; exit 1; }
  elif ! grep -q "tritonc-tune: error: device 0: " "$tune_log"; then
    cat "$tune_log" >&2
    echo "install test: tritonc-tune failed before reaching the device" >&2
    exit 1
  fi
fi

status=0
"$work_dir/build/install_test" || status=$?
if [[ $status -eq 77 ]]; then
  # What this test is about (install, find_package, add_tile_kernel, a
  # build against the package) has passed; only the GPU run could not.
  echo "install test: the package built the program; its run was skipped (no GPU)"
  status=0
fi
exit $status
