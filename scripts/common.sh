# Shared by the set-up scripts: install what is missing, configure, build.
# Sourced, not run. Idempotent: a second run installs nothing and rebuilds
# only what changed.
set -euo pipefail

TRITONC_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$TRITONC_ROOT/build}

# Everything the build and the tests need, all from Debian 12 (bookworm).
# The CUDA toolkit (ptxas, fatbinary) comes from NVIDIA at /usr/local/cuda.
DEBIAN_PACKAGES=(
  cmake ninja-build g++ python3
  llvm-19-dev libmlir-19-dev mlir-19-tools llvm-19-tools
  antlr4 libantlr4-runtime-dev
  libcli11-dev nlohmann-json3-dev catch2
)
# The sanitizer and fuzzing builds (scripts/run-sanitized-tests.sh,
# scripts/fuzz.sh) add clang with its sanitizer runtimes and libFuzzer.
SANITIZER_PACKAGES=(clang-19 libclang-rt-19-dev libfuzzer-19-dev)

# Installs what is missing of DEBIAN_PACKAGES and of the packages given.
install_missing_packages() {
  local missing=()
  for pkg in "${DEBIAN_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    echo "== all Debian packages present"
    return
  fi
  echo "== installing: ${missing[*]}"
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: run as root (or install sudo) to install ${missing[*]}" >&2; exit 1; }
    sudo=sudo
  fi
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
}

check_cuda_toolkit() {
  local cuda=${CUDA_HOME:-/usr/local/cuda}
  if [ -x "$cuda/bin/ptxas" ] || command -v ptxas >/dev/null; then
    echo "== CUDA toolkit: $(ptxas --version 2>/dev/null | tail -1 || "$cuda/bin/ptxas" --version | tail -1)"
  else
    echo "== warning: no CUDA toolkit (ptxas) found; PTX and LLVM output work, cubins do not" >&2
  fi
}

configure_and_build() {
  local jobs
  jobs=$(nproc 2>/dev/null || echo 2)
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    cmake -G Ninja -S "$TRITONC_ROOT" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$BUILD_DIR" -j "$jobs"
}

# The ASan+UBSan build, with the libFuzzer targets (cmake/TritoncSanitizers.cmake),
# shared by scripts/run-sanitized-tests.sh and scripts/fuzz.sh. clang, because
# libFuzzer is clang's; -O1, the sanitizers' advice for whole stacks at
# reasonable speed (and quicker to compile than -O3). The GPU conformance
# programs are left out: without a GPU they only skip.
SANITIZED_BUILD_DIR=${SANITIZED_BUILD_DIR:-$TRITONC_ROOT/build-asan}

configure_sanitized_build() {
  if [ ! -f "$SANITIZED_BUILD_DIR/build.ninja" ]; then
    cmake -G Ninja -S "$TRITONC_ROOT" -B "$SANITIZED_BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
      "-DCMAKE_C_FLAGS_RELEASE=-O1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" \
      -DTRITONC_FUZZ=ON -DTRITONC_GPU_CONFORMANCE=OFF -DTRITONC_STATIC_LLVM=OFF
  fi
}
