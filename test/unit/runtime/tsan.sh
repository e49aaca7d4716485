#!/bin/sh
# Builds the runtime, FakeCuda and unit_runtime with ThreadSanitizer, in a
# directory of their own (nothing of the main build is touched), and runs
# the runtime's unit tests on every simulated driver: the stress test
# (StressTest.cpp) and every other multi-threaded test under TSan.
#
#   test/unit/runtime/tsan.sh [build-dir]     (default: /tmp/tritonc-tsan)
#
# Needs a C++17 compiler with -fsanitize=thread (CXX, default c++) and
# Catch2 2's single header (catch2/catch.hpp). Takes about a minute on two
# cores. Exits non-zero on any test failure or data race.
set -eu
source_dir=$(cd "$(dirname "$0")/../../.." && pwd)
out=${1:-/tmp/tritonc-tsan}
cxx=${CXX:-c++}
flags="-std=c++17 -g -O1 -fsanitize=thread -fno-omit-frame-pointer -pthread"
tests="$source_dir/test/unit/runtime"
mkdir -p "$out"

echo "tsan.sh: building in $out"
$cxx $flags -fPIC -shared -o "$out/libfake_cuda.so" "$tests/FakeCuda.cpp"
$cxx $flags -fPIC -shared -DFAKE_CUDA_WITHOUT_TENSOR_MAPS -o "$out/libfake_cuda_11.so" "$tests/FakeCuda.cpp"
# Catch's main is the slow part: built once per build directory.
[ -f "$out/Main.o" ] || $cxx $flags -c -o "$out/Main.o" "$tests/Main.cpp"
$cxx $flags -I "$source_dir/runtime/include" -o "$out/unit_runtime" "$out/Main.o" \
  "$source_dir"/runtime/src/*.cpp \
  "$tests/RuntimeTest.cpp" "$tests/NoDriverTest.cpp" "$tests/FakeDriverTest.cpp" \
  "$tests/TensorMapTest.cpp" "$tests/ErrorPathTest.cpp" "$tests/StressTest.cpp" -ldl

# halt_on_error: a race fails the run instead of only printing a report.
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
run() {  # run <libcuda> <tags> [VAR=value ...]
  lib=$1 tags=$2
  shift 2
  echo "tsan.sh: unit_runtime $tags (TRITONC_LIBCUDA=$lib${*:+ $*})"
  env TRITONC_LIBCUDA="$lib" "$@" "$out/unit_runtime" "$tags"
}
run "$out/libfake_cuda.so" "[.fakedriver]"
run "$out/libfake_cuda_11.so" "[.olddriver]"
run "$out/libfake_cuda.so" "[.nogpu]" FAKE_CUDA_INIT_RESULT=100
run "$out/does-not-exist/libcuda.so.1" "[.nodriver]"
run "$out/does-not-exist/libcuda.so.1" "~[.]"
echo "tsan.sh: no data race, every test passed"
