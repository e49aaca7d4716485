#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer
# (cmake/TritoncSanitizers.cmake) in $SANITIZED_BUILD_DIR (default
# build-asan) and runs the test suite there: the unit tests, the CPU
# conformance suite and CPU kernels (host programs sanitized, kernels
# compiled by the sanitized tritonc), lit and the bad-input tests (every
# tritonc run sanitized), the kernel corpus, and each fuzz seed once.
#
#   scripts/run-sanitized-tests.sh [CTEST_ARGS...]     e.g. -L conformance
#
# A sanitizer report fails the test that printed it. GPU tests skip where
# there is no GPU, as in the normal build.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
install_missing_packages "${SANITIZER_PACKAGES[@]}"
configure_sanitized_build
cmake --build "$SANITIZED_BUILD_DIR" -j "$(nproc 2>/dev/null || echo 2)"
cd "$SANITIZED_BUILD_DIR"
# Not run here:
#   install_test, launcher_cmake_package: build an outside project against
#     the installed runtime, which is instrumented; that project is not, so
#     it cannot link against the sanitizer runtime (and it tests packaging,
#     not memory safety).
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" \
  -E '^(install_test|launcher_cmake_package)$' "$@"
