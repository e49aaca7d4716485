#!/usr/bin/env python3
"""Checks the matrix's kernels, references and vendor calls on the CPU,
before a GPU run: every row of gen_entries.py's tables is rebuilt at a
small size (two tiles per dimension, 8 short of that where the row's size
is not a multiple of the tile; attention 1 x 2 x 2*BLOCK_M), then

  kernels: run through Triton's interpreter (TRITON_INTERPRET=1) and
           compared with matrix_checks.py's float64 reference, with the
           row's tolerances;
  vendor:  the row's vendor call run with torch's CPU ops and compared
           with the same reference (checks the operand layouts it assumes).

Needs torch (any build) and Triton; the interpreter needs numpy < 2.3.
Triton's interpreter computes bf16 tl.dot wrongly (a 16x16 bf16 product
is off by ~1e10), so bf16 kernel rows are reported as skipped; their fp16
twins run the same code.

usage: python3 cpu_check.py [kernels|vendor|all] [substring ...]
Exit status 1 when a row fails.
"""
import os
import sys
import traceback

os.environ.setdefault("TRITON_INTERPRET", "1")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(os.path.dirname(HERE), "corpus"), os.path.join(HERE, "kernels")]

import importlib  # noqa: E402

import torch  # noqa: E402
import gen_entries as G  # noqa: E402
import gpu_check as C  # noqa: E402
import matrix_checks as MC  # noqa: E402

MC.register(C)


def small_rows():
    rows = []
    for style, dt, tile, w, s, (M, N, K), opts in G.MATMUL:
        opts = dict(opts)
        if "batch" in opts:
            opts["batch"] = 2
        size = tuple(2 * b - (8 if v % b else 0) for v, b in zip((M, N, K), tile))
        rows.append(G.matmul_entry((style, dt, tile, w, s, size, opts)))
    for style, dt, hd, blocks, w, s, causal, _, opts in G.ATTENTION:
        rows.append(G.attention_entry((style, dt, hd, blocks, w, s, causal, (1, 2, 2 * blocks[0]), opts)))
    return rows


def reference(e, inputs):
    plain = {k: C.define_value(v) for k, v in e["defines"].items()}
    t = {n: ((v.to(torch.float64) if v.dtype.is_floating_point else v.to(torch.int64)) if hasattr(v, "dtype") else v)
         for n, v in inputs.items()}
    return C.REFERENCES[e["check"]["ref"]](t, plain), plain


def check_kernel(e):
    import triton
    import triton.language as tl
    if e["matrix"]["dtype"].startswith("bf16"):
        return None, "skipped: the interpreter's bf16 tl.dot is wrong"
    args = e["check"]["args"]
    inputs = C.make_inputs(torch, args, 1234, "cpu")
    ref, plain = reference(e, inputs)
    kernel = getattr(importlib.import_module(C.module_name(e["file"])), e["kernel"])
    kwargs = {a["name"]: inputs[a["name"]] for a in args}
    kwargs.update({k: C.define_value(v, tl) for k, v in e["defines"].items()})
    triton.set_allocator(lambda size, alignment, stream: torch.empty(size, dtype=torch.int8))
    kernel[C.eval_grid(e["check"], plain)](**kwargs, num_warps=e["num_warps"], num_stages=e["num_stages"])
    ok, notes = True, []
    for a in C.outputs_of(args):
        name, want = a["name"], ref[a["name"]]
        tol = tuple(e["check"].get("ref_tol", {}).get(name, C.TOL_VS_REF.get(a["dtype"], (0, 0))))
        got = inputs[name].to(want.dtype) if want.dtype.is_floating_point else inputs[name]
        good, mabs, mrel, note = C.compare(torch, got, want, a["dtype"] not in C.FLOAT_DTYPES, tol)
        ok &= good
        notes.append("%s max abs %.3g rel %.3g %s" % (name, mabs, mrel, note))
    return ok, "; ".join(notes)


def check_vendor(e):
    args = e["check"]["args"]
    inputs = C.make_inputs(torch, args, 1234, "cpu")
    ref, plain = reference(e, inputs)
    launch, out, note = C.VENDORS[e["vendor"]["op"]](torch, inputs, e["vendor"], plain)
    launch()
    want = ref[e["vendor"]["out"]]
    err = float((out.to(torch.float64).reshape(want.shape) - want).abs().max())
    scale = max(1.0, float(want.abs().max()))
    return err <= 0.05 * scale, "max abs %.3g (%s)" % (err, note)


def main():
    what = sys.argv[1] if len(sys.argv) > 1 else "all"
    if what not in ("kernels", "vendor", "all"):
        print(__doc__)
        return 2
    only = sys.argv[2:]
    checks = [("kernel", check_kernel)] * (what in ("kernels", "all")) + [("vendor", check_vendor)] * (what in ("vendor", "all"))
    failed = 0
    for eid, e in small_rows():
        if only and not any(o in eid for o in only):
            continue
        for kind, fn in checks:
            try:
                ok, msg = fn(e)
            except Exception as exc:
                ok, msg = False, traceback.format_exception_only(type(exc), exc)[-1].strip()[:300]
            failed += ok is False
            print("%-5s %-6s %s: %s" % ({True: "ok", False: "FAIL", None: "skip"}[ok], kind, eid, msg), flush=True)
    print("cpu_check: %d failure(s)" % failed)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
