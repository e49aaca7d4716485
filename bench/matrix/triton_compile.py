#!/usr/bin/env python3
"""Compiles the matrix's entries with Triton (no GPU needed: triton.compile
on an ASTSource for GPUTarget("cuda", 90, 32), with the specialization the
entry's signature gives and its constexprs, warps and stages), to catch a
kernel that Triton refuses before a GPU run. Prints one line per entry
with the shared memory Triton allots (registers and spills are known only
once a GPU loads the cubin), and each failure's last error line. Optional: needs `pip install triton`.

usage: python3 triton_compile.py [--entries FILE] [--root DIR] [--only id,id] [--jobs N]
Exit status 1 when any entry failed.
"""
import argparse
import concurrent.futures
import importlib
import json
import os
import sys
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))


def compile_kernel(entry, root):
    """Triton's CompiledKernel for one entry (sm_90, the entry's
    specialization, constexprs, warps and stages)."""
    if root not in sys.path:
        sys.path.insert(0, root)
    import triton
    import triton.language as tl
    from triton.compiler import ASTSource
    from triton.backends.compiler import GPUTarget
    from triton.runtime.jit import JITFunction

    mod = importlib.import_module(entry["file"][:-3].replace("/", "."))
    fn = getattr(mod, entry["kernel"])
    while not isinstance(fn, JITFunction):
        fn = fn.fn
    runtime = [p for p in fn.params if not p.is_constexpr]
    sig_items = [s.strip() for s in entry["signature"].split(",")]
    if len(sig_items) != len(runtime):
        raise ValueError("signature has %d items, the kernel %d runtime parameters" % (len(sig_items), len(runtime)))
    signature, constexprs, attrs = {}, {}, {}
    by_name = dict(zip([p.name for p in runtime], sig_items))
    for i, p in enumerate(fn.params):
        if p.is_constexpr:
            signature[p.name] = "constexpr"
            value = entry["defines"][p.name]
            if isinstance(value, str):
                value = getattr(tl, value.split(".")[-1]) if value.startswith("tl.") else eval(value)
            constexprs[(i,)] = value
            continue
        ty, _, spec = by_name[p.name].partition(":")
        if spec == "1":
            signature[p.name] = "constexpr"
            constexprs[(i,)] = 1
            continue
        signature[p.name] = ty
        if spec == "16":
            attrs[(i,)] = [["tt.divisibility", 16]]
    src = ASTSource(fn, signature, constexprs, attrs)
    return triton.compile(src, target=GPUTarget("cuda", 90, 32),
                          options={"num_warps": entry["num_warps"], "num_stages": entry["num_stages"]})


def compile_entry(entry, root):
    return {"shared": compile_kernel(entry, root).metadata.shared}


def run(entry, root):
    try:
        return entry["id"], compile_entry(entry, root), None
    except Exception as exc:
        lines = [l for l in traceback.format_exception_only(type(exc), exc) if l.strip()]
        msg = " ".join(l.strip() for l in lines)[-300:]
        return entry["id"], None, msg


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--entries", default=os.path.join(HERE, "entries.json"))
    ap.add_argument("--root", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--only", default="")
    ap.add_argument("--jobs", type=int, default=2)
    opts = ap.parse_args()
    entries = json.load(open(opts.entries))["entries"]
    if opts.only:
        want = set(opts.only.split(","))
        entries = [e for e in entries if e["id"] in want]
    root = os.path.abspath(opts.root)
    failed = 0
    with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        for eid, info, err in pool.map(run, entries, [root] * len(entries)):
            if err:
                failed += 1
                print("%-60s FAIL %s" % (eid, err), flush=True)
            else:
                print("%-60s ok   shared %d B" % (eid, info["shared"]), flush=True)
    print("triton_compile: %d of %d entries compiled" % (len(entries) - failed, len(entries)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
