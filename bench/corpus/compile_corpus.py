#!/usr/bin/env python3
"""Compiles every kernel of a corpus with tritonc and reports the compile
rate per style and overall, with each failure's first error line
(bench/corpus/README.md).

Each entry of entries.json names a file (relative to --root), a kernel, a
signature in Triton's AOT format, its constexprs ("defines"), num_warps and
num_stages. Every entry is compiled for CUDA (--arch sm_90a, to .ptx) and,
with --cpu, for the CPU target (to .o). With --dev DIR the entries that have
a "check" also get a cubin (compiled as a user's build would, TMA
included: gpu_check.py encodes the tensor maps the metadata lists) and
its metadata in DIR, with entries.json and commit.txt, for gpu_check.py on
the GPU machine. An
entry's "skip" ({"cpu": "why"}) leaves out one target; skips are listed
with their reason and not counted in the rates.

usage: python3 compile_corpus.py [--tritonc PATH] [--entries FILE] [--root DIR]
           [--cpu] [--no-cuda] [--dev DIR] [--jobs N] [--only id,id]
           [--require-all] [--json FILE] [--keep DIR] [--tritonc-flag FLAG ...]
Exit status: 1 with --require-all when any entry failed (or an entry is
malformed), else 0.
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
ARCH = "sm_90a"

SIG_TYPE = re.compile(r"^\*?(i1|i8|i16|i32|i64|u1|u8|u16|u32|u64|fp8e4nv|fp8e5|fp16|bf16|fp32|fp64)(:(16|1))?$")


def define_text(value):
    if isinstance(value, bool):
        return "True" if value else "False"
    if isinstance(value, (int, float)):
        return repr(value)
    if value is None:
        return "None"
    return str(value)


def validate(entry, root):
    """Problems with an entry that are not the compiler's: missing file,
    a check whose arguments do not match the signature's promises."""
    problems = []
    for key in ("id", "file", "kernel", "signature"):
        if key not in entry:
            problems.append("missing %r" % key)
    if problems:
        return problems
    if not os.path.exists(os.path.join(root, entry["file"])):
        problems.append("no file %s" % entry["file"])
    check = entry.get("check")
    if check:
        sig = [s.strip() for s in entry["signature"].split(",")]
        runtime = [s for s in sig if SIG_TYPE.match(s)]
        args = check.get("args", [])
        if len(runtime) != len(args):
            problems.append("check has %d arguments, the signature %d runtime parameters" % (len(args), len(runtime)))
        else:
            for s, a in zip(runtime, args):
                ptr = s.startswith("*")
                if ptr != ("shape" in a):
                    problems.append("argument %r: the signature says %s" % (a.get("name"), s))
                elif not ptr and s.endswith(":16") and "int" in a and a["int"] % 16:
                    problems.append("argument %r = %d but the signature promises %s" % (a["name"], a["int"], s))
                elif not ptr and s.endswith(":1") and "int" in a and a["int"] != 1:
                    problems.append("argument %r = %d but the signature specializes it to 1" % (a["name"], a["int"]))
                elif not ptr and s.startswith(("i", "u")) and "float" in a:
                    problems.append("argument %r is a float but the signature says %s" % (a["name"], s))
        if not check.get("grid"):
            problems.append("check has no grid")
    return problems


def tritonc_command(tritonc, entry, root, target, output, extra=()):
    cmd = [tritonc, os.path.join(root, entry["file"]), "--kernel", entry["kernel"],
           "--signature", entry["signature"], "-I", root, "-o", output]
    for name, value in entry.get("defines", {}).items():
        cmd += ["-D", "%s=%s" % (name, define_text(value))]
    if "num_warps" in entry:
        cmd += ["--num-warps", str(entry["num_warps"])]
    if "num_stages" in entry:
        cmd += ["--num-stages", str(entry["num_stages"])]
    if target == "cpu":
        cmd += ["--target", "cpu"]
    else:
        cmd += ["--arch", ARCH]
    return cmd + list(extra)


def first_error(stderr):
    lines = [l.rstrip() for l in stderr.splitlines() if l.strip()]
    for l in lines:
        if "error:" in l:
            return l
    return lines[0] if lines else "(no message)"


def run_one(cmd, timeout):
    start = time.time()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)
        rc, err = p.returncode, p.stderr
    except subprocess.TimeoutExpired:
        rc, err = -1, "tritonc: error: timed out after %d s" % timeout
    except OSError as exc:
        rc, err = -1, "tritonc: error: %s" % exc
    return rc, err, time.time() - start


def short(path):
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return rel if not rel.startswith("../..") else path


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tritonc", default=os.environ.get("TRITONC", os.path.join(REPO, "build", "src", "tools", "tritonc")))
    ap.add_argument("--entries", default=os.path.join(HERE, "entries.json"))
    ap.add_argument("--root", default=None, help="the directory the entries' files are relative to "
                    "(default: kernels/ next to the entries file)")
    ap.add_argument("--cpu", action="store_true", help="also compile for --target cpu")
    ap.add_argument("--no-cuda", action="store_true", help="skip the CUDA compiles")
    ap.add_argument("--dev", help="write cubins + metadata of the checked entries here for gpu_check.py")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", default="", help="comma-separated entry ids")
    ap.add_argument("--require-all", action="store_true", help="exit 1 when any entry fails")
    ap.add_argument("--json", help="write the results here")
    ap.add_argument("--keep", help="keep the .ptx/.o outputs in this directory")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per tritonc run")
    ap.add_argument("--tritonc-flag", action="append", default=[],
                    help="an extra tritonc flag for every CUDA compile (repeatable; an A/B variant such as "
                         "--tma-stores or --no-tma, with its own --dev)")
    opts = ap.parse_args()

    root = os.path.abspath(opts.root or os.path.join(os.path.dirname(os.path.abspath(opts.entries)), "kernels"))
    if not os.access(opts.tritonc, os.X_OK):
        print("compile_corpus: no tritonc at %s (build it, or pass --tritonc / set TRITONC)" % opts.tritonc)
        return 1
    with open(opts.entries) as f:
        data = json.load(f)
    entries = data["entries"] if isinstance(data, dict) else data
    if opts.only:
        want = set(opts.only.split(","))
        entries = [e for e in entries if e.get("id") in want]
    out_dir = opts.keep or tempfile.mkdtemp(prefix="tritonc_corpus_")
    os.makedirs(out_dir, exist_ok=True)
    if opts.dev:
        if os.path.isdir(opts.dev):
            shutil.rmtree(opts.dev)
        os.makedirs(opts.dev)

    targets = ([] if opts.no_cuda else ["cuda"]) + (["cpu"] if opts.cpu else [])
    jobs = []  # (entry, kind, cmd)
    invalid = {}
    for e in entries:
        problems = validate(e, root)
        if problems:
            invalid[e.get("id", "?")] = "; ".join(problems)
            continue
        for t in targets:
            if t in e.get("skip", {}):
                continue
            ext = ".ptx" if t == "cuda" else ".o"
            flags = opts.tritonc_flag if t == "cuda" else []
            jobs.append((e, t, tritonc_command(opts.tritonc, e, root, t, os.path.join(out_dir, e["id"] + "." + t + ext),
                                               flags)))
        if opts.dev and e.get("check"):
            base = os.path.join(opts.dev, e["id"])
            jobs.append((e, "cubin", tritonc_command(opts.tritonc, e, root, "cuda", base + ".cubin",
                                                     ["--metadata", base + ".json"] + opts.tritonc_flag)))

    results = {}  # (id, kind) -> (rc, err, seconds)
    start = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        futures = {pool.submit(run_one, cmd, opts.timeout): (e["id"], kind) for e, kind, cmd in jobs}
        for fut in concurrent.futures.as_completed(futures):
            results[futures[fut]] = fut.result()
    wall = time.time() - start

    # Table: one row per entry, then the rates.
    kinds = targets + (["cubin"] if opts.dev else [])
    print("%-28s %-9s %s" % ("entry", "style", "  ".join("%-5s" % k for k in kinds)))
    failures = []
    skipped = []
    rate = {}  # (style, kind) -> [ok, total]
    for e in entries:
        eid, style = e.get("id", "?"), e.get("style", "?")
        cells = []
        for k in kinds:
            if eid in invalid:
                cells.append("BAD  ")
                continue
            if k in e.get("skip", {}):
                cells.append("skip ")
                skipped.append((eid, k, e["skip"][k]))
                continue
            if (eid, k) not in results:
                cells.append("-    ")
                continue
            rc, err, secs = results[(eid, k)]
            ok = rc == 0
            cells.append("%-5s" % ("ok" if ok else "FAIL"))
            r = rate.setdefault((style, k), [0, 0])
            r[0] += ok
            r[1] += 1
            if not ok:
                failures.append((eid, k, first_error(err)))
        if eid in invalid:
            for k in targets:
                r = rate.setdefault((style, k), [0, 0])
                r[1] += 1
            failures.append((eid, "entry", invalid[eid]))
        print("%-28s %-9s %s" % (eid, style, "  ".join(cells)))

    styles = sorted({s for s, _ in rate})
    print()
    print("compile rate   %s" % "  ".join("%-14s" % k for k in kinds))
    for s in styles + ["overall"]:
        cells = []
        for k in kinds:
            ok = sum(v[0] for (st, kk), v in rate.items() if kk == k and (s == "overall" or st == s))
            tot = sum(v[1] for (st, kk), v in rate.items() if kk == k and (s == "overall" or st == s))
            cells.append("%-14s" % ("%d/%d %5.1f%%" % (ok, tot, 100.0 * ok / tot) if tot else "-"))
        print("%-14s %s" % (s, "  ".join(cells)))
    if skipped:
        print()
        print("skipped (not counted above):")
        for eid, k, why in skipped:
            print("  %s [%s]: %s" % (eid, k, why))
    if failures:
        print()
        print("failures (first error line):")
        for eid, k, line in failures:
            print("  %s [%s]: %s" % (eid, k, line))
    print("\n%d tritonc runs in %.1f s with %d jobs (%s)" % (len(jobs), wall, opts.jobs, short(opts.tritonc)))

    if opts.dev:
        shutil.copy(opts.entries, os.path.join(opts.dev, "entries.json"))
        try:
            head = subprocess.run(["git", "-C", REPO, "rev-parse", "HEAD"], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True).stdout.strip()
            dirty = subprocess.run(["git", "-C", REPO, "status", "--short"], stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True).stdout.strip()
            with open(os.path.join(opts.dev, "commit.txt"), "w") as f:
                f.write(head + ("\n+uncommitted\n" if dirty else "\n"))
        except OSError:
            pass
        n = len([f for f in os.listdir(opts.dev) if f.endswith(".cubin")])
        print("compile_corpus: %d cubins for gpu_check.py in %s" % (n, short(opts.dev)))

    if opts.json:
        out = {"tritonc": opts.tritonc, "entries_file": opts.entries, "wall_s": round(wall, 1),
               "results": [{"id": eid, "kind": k, "ok": rc == 0, "seconds": round(secs, 2),
                            "first_error": None if rc == 0 else first_error(err)}
                           for (eid, k), (rc, err, secs) in sorted(results.items())],
               "invalid": invalid,
               "skipped": [{"id": eid, "kind": k, "why": why} for eid, k, why in skipped]}
        with open(opts.json, "w") as f:
            json.dump(out, f, indent=1)
    if not opts.keep:
        shutil.rmtree(out_dir, ignore_errors=True)
    if opts.require_all and failures:
        print("compile_corpus: %d failure(s)" % len(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
