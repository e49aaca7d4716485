#!/usr/bin/env bash
# Builds the libFuzzer targets (test/fuzz) and fuzzes them.
#
#   scripts/fuzz.sh [--time SECONDS] [--jobs N] [TARGET...] [-- LIBFUZZER_FLAGS...]
#
# TARGET: frontend, signature (default: both, one after the other), each
# for SECONDS (default 3600; CI's smoke run passes --time 60). Without
# --jobs the first finding stops the target; --jobs N runs N fuzzing
# processes per target (libFuzzer's -fork=N) that save each finding and go on.
#
# The build is $SANITIZED_BUILD_DIR (default build-asan, shared with
# scripts/run-sanitized-tests.sh). Each target keeps its inputs in
#   <build>/test/fuzz/work/<target>      what the fuzzer found (kept across
#                                        runs: a long run resumes from it)
#   <build>/test/fuzz/corpus/<target>    the seeds, rebuilt from the tests
# and writes what fails to <build>/test/fuzz/findings/<target>-crash-<sha1>
# (or leak-, timeout-, oom-). Reproduce one with
#   <build>/test/fuzz/fuzz_<target> <file>        (TRITONC_FUZZ_VERBOSE=1
#                                                  prints the diagnostics)
# Exit status: 0 when no target found anything.
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

seconds=3600
jobs=
targets=()
extra=()
while [ $# -gt 0 ]; do
  case $1 in
    --time) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    frontend|signature) targets+=("$1"); shift ;;
    --) shift; extra=("$@"); break ;;
    *) echo "usage: $0 [--time SECONDS] [--jobs N] [frontend|signature]... [-- LIBFUZZER_FLAGS...]" >&2; exit 2 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(frontend signature)

install_missing_packages "${SANITIZER_PACKAGES[@]}"
configure_sanitized_build
cmake --build "$SANITIZED_BUILD_DIR" -j "$(nproc 2>/dev/null || echo 2)" \
  --target fuzz_corpus "${targets[@]/#/fuzz_}"

fuzz_dir=$SANITIZED_BUILD_DIR/test/fuzz
mkdir -p "$fuzz_dir/findings"
status=0
for target in "${targets[@]}"; do
  mkdir -p "$fuzz_dir/work/$target"
  # -max_len: twice the longest seed (20 kB of kernel, 100 bytes of
  # signature); longer inputs only cost time. -timeout / -rss_limit_mb: an
  # input that takes longer or more memory is a finding (the frontend must
  # refuse what it cannot do, quickly).
  case $target in
    frontend) max_len=40000 ;;
    signature) max_len=1024 ;;
  esac
  flags=(-max_total_time="$seconds" -timeout=30 -rss_limit_mb=4096 -max_len=$max_len
         -dict="$TRITONC_ROOT/test/fuzz/$target.dict" -print_final_stats=1
         -artifact_prefix="$fuzz_dir/findings/$target-")
  # With --jobs, libFuzzer's fork mode: N child processes, and a finding is
  # saved and the run goes on (a long run collects all of them).
  [ -n "$jobs" ] && flags+=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  echo "== fuzz_$target for ${seconds}s"
  before=$(find "$fuzz_dir/findings" -name "$target-*" | wc -l)
  "$fuzz_dir/fuzz_$target" "${flags[@]}" "${extra[@]}" \
    "$fuzz_dir/work/$target" "$fuzz_dir/corpus/$target" || status=1
  if [ "$(find "$fuzz_dir/findings" -name "$target-*" | wc -l)" -ne "$before" ]; then
    status=1
  fi
  [ $status -eq 0 ] || echo "== fuzz_$target: FINDING (see $fuzz_dir/findings)" >&2
done
exit $status
