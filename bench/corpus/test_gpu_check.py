#!/usr/bin/env python3
"""Offline self-check of gpu_check.py's argument packing (no GPU, no torch):

- scalar and pointer parameters are packed in the metadata's order, an
  `== 1` parameter is left out, a broken divisibility promise is refused;
- a cubin's tensor maps (the metadata's "tensor_maps") follow the
  parameters: each entry's base, extents and strides come from the
  launch's values by name (integers stay), every map's 128 bytes are
  64-byte aligned and the void* array points at them, the encoder is
  called once per map in order, and a map naming an unknown parameter,
  an empty extent or a rank that disagrees with its box is refused.

Exit status 0 when all hold; run by ctest (label bench) or by hand."""
import ctypes
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gpu_check  # noqa: E402

FAILURES = []


def expect(cond, what):
    if not cond:
        FAILURES.append(what)
        print("FAIL: " + what)


def expect_error(fn, fragment, what):
    try:
        fn()
    except gpu_check.EntryError as exc:
        expect(fragment in str(exc), "%s: message %r lacks %r" % (what, str(exc), fragment))
        return
    expect(False, what + ": no error")


PARAMS = [
    {"name": "a_ptr", "type": "*fp16", "divisibility": 16},
    {"name": "b_ptr", "type": "*fp16", "divisibility": 16},
    {"name": "M", "type": "i32", "divisibility": 16},
    {"name": "K", "type": "i32"},
    {"name": "stride_ak", "type": "i32", "equals_one": True},
    {"name": "stride_am", "type": "i32"},
]
MAPS = [
    {"base": "a_ptr", "element_bytes": 2, "dims": ["K", "M"], "strides": ["stride_am"], "box": [64, 128],
     "swizzle_bytes": 128},
    {"base": "b_ptr", "element_bytes": 2, "dims": [4096, "K"], "strides": [4096], "box": [64, 64],
     "swizzle_bytes": 64},
]
VALUES = {"a_ptr": 0x7f0000000000, "b_ptr": 0x7f0000100000, "M": 4000, "K": 1000, "stride_ak": 1,
          "stride_am": 1000}


def main():
    encoded = []
    objs, array = gpu_check.pack_params(PARAMS, VALUES, MAPS, encoded.append)
    scalars = [o for o in objs if not isinstance(o, gpu_check.TensorMap)]
    maps = [o for o in objs if isinstance(o, gpu_check.TensorMap)]
    expect([o.value for o in scalars] == [0x7f0000000000, 0x7f0000100000, 4000, 1000, 1000],
           "scalar parameters in order, stride_ak (== 1) left out: %s" % [o.value for o in scalars])
    expect(objs[len(scalars):] == maps and len(maps) == 2, "the two tensor maps follow the parameters")
    expect(encoded == maps, "the encoder is called once per map, in order")
    a, b = maps
    expect((a.base, a.element_bytes, a.dims, a.strides, a.box, a.swizzle_bytes)
           == (0x7f0000000000, 2, [1000, 4000], [1000], [64, 128], 128),
           "map 0's operands from the values by name: %s" % a)
    expect((b.base, b.dims, b.strides, b.box, b.swizzle_bytes) == (0x7f0000100000, [4096, 1000], [4096], [64, 64], 64),
           "map 1 keeps its integer extent and stride: %s" % b)
    for i, m in enumerate(maps):
        expect(m.address % 64 == 0, "map %d is 64-byte aligned" % i)
        expect(array[len(scalars) + i] == m.address, "the argument array points at map %d's bytes" % i)
    expect(ctypes.cast(array[0], ctypes.POINTER(ctypes.c_uint64)).contents.value == 0x7f0000000000,
           "the first argument points at a_ptr's value")
    expect("tensormap(base=0x7f0000000000, 2 B, dims=[1000, 4000]" in gpu_check.describe_packed(objs),
           "the dry run describes the maps")

    # Without an encoder (--dry-run) the maps are packed unencoded.
    objs, _ = gpu_check.pack_params(PARAMS, VALUES, MAPS)
    expect(len(objs) == 7, "dry-run packing keeps the maps")

    # Refusals.
    unknown = [dict(MAPS[0], strides=["stride_xm"])]
    expect_error(lambda: gpu_check.pack_params(PARAMS, VALUES, unknown), "'stride_xm' is no parameter",
                 "a map naming an unknown parameter")
    expect_error(lambda: gpu_check.pack_params(PARAMS, dict(VALUES, K=0), MAPS), "an extent is 0",
                 "an empty extent")
    ranks = [dict(MAPS[0], box=[64])]
    expect_error(lambda: gpu_check.pack_params(PARAMS, VALUES, ranks), "disagree", "a box of another rank")
    expect_error(lambda: gpu_check.pack_params(PARAMS, dict(VALUES, M=4001), MAPS), "not divisible by 16",
                 "a broken divisibility promise")
    expect_error(lambda: gpu_check.pack_params(PARAMS, dict(VALUES, stride_ak=2), MAPS), "specialized to 1",
                 "an == 1 parameter given 2")

    print("test_gpu_check: %d failure(s)" % len(FAILURES))
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
