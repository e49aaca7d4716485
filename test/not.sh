#!/bin/sh
# Runs a command and inverts its exit status (LLVM's `not`, for when the
# LLVM tools package does not ship it). A crash (signal) is not success.
"$@"
status=$?
[ $status -ge 128 ] && exit $status
[ $status -eq 0 ] && exit 1
exit 0
