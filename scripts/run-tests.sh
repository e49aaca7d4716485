#!/usr/bin/env bash
# Install what is missing, build, and run the whole test suite with ctest.
# GPU tests report "skipped" on a machine without a GPU.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing_packages
check_cuda_toolkit
configure_and_build
cd "$BUILD_DIR"
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)"
