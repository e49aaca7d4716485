#!/usr/bin/env python3
"""Compares tritonc's and Triton's machine code for every matrix entry,
without a GPU: tritonc's cubin from .dev/matrix (prepare_matrix.sh) and
Triton's, compiled here for sm_90 with the entry's specialization
(triton_compile.py), both disassembled with cuobjdump (the one Triton's
wheel ships, or CUOBJDUMP). Per entry: registers, local memory, shared
memory, and static counts of the instructions that decide a dot kernel's
speed:

  mma     warp-group MMAs (HGMMA fp16/bf16/tf32, QGMMA fp8, IGMMA int8) or
          warp MMAs (HMMA, IMMA)
  ldg     global loads, and how many are narrower than 128 bits
  cp      cp.async copies to shared memory (LDGSTS), narrower than 128 bits
  tma     tensor-memory-accelerator loads (UTMALDG)
  ldsm    ldmatrix (LDSM); total: all instructions
  loop    instructions of the main loop: the smallest span between a
          backward branch and its target that holds an MMA (a matmul's K
          loop, attention's key loop), both compilers' counted alike; the
          instructions each iteration issues, where `total` also counts
          prologue, epilogue and unrolled copies

A flag column says where tritonc's code differs in kind from Triton's
(warp MMAs where Triton uses warp-group ones, narrow global loads,
operands not copied asynchronously); the counts are static (an unrolled
loop counts once per copy), so they point at a cause for a slow row
rather than measure it.

usage: python3 sass_compare.py [--dev .dev/matrix] [--only id,id] [--json OUT] [--md OUT]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

OPCODE = re.compile(r"^\s+/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)")
ADDRESS = re.compile(r"^\s+/\*([0-9a-f]{4,})\*/")
BRANCH = re.compile(r"\bBRA(?:\.[A-Z.]+)?\s+(?:\S+,\s*)?(0x[0-9a-f]+)")
MMA_OPS = ("HGMMA", "QGMMA", "IGMMA", "HMMA", "IMMA", "QMMA")


def main_loop(instructions):
    """The instruction count of the smallest backward-branch span that holds
    an MMA; instructions: [(address, opcode, text)]. 0 without one."""
    best = 0
    for address, _, text in instructions:
        m = BRANCH.search(text)
        if not m or int(m.group(1), 16) >= address:
            continue
        target = int(m.group(1), 16)
        body = [op for a, op, _ in instructions if target <= a <= address]
        if any(op.split(".")[0] in MMA_OPS for op in body) and (not best or len(body) < best):
            best = len(body)
    return best
RESOURCES = re.compile(r"REG:(\d+) STACK:(\d+) SHARED:(\d+) LOCAL:(\d+)")


def cuobjdump():
    if os.environ.get("CUOBJDUMP"):
        return os.environ["CUOBJDUMP"]
    try:
        import triton
        path = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia", "bin", "cuobjdump")
        if os.path.exists(path):
            return path
    except ImportError:
        pass
    return "cuobjdump"


def analyse(cubin_path, tool):
    """{'regs', 'stack', 'static_shared', 'local', 'ops': Counter}"""
    res = subprocess.run([tool, "-res-usage", cubin_path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                         text=True).stdout
    m = RESOURCES.search(res)
    sass = subprocess.run([tool, "-sass", cubin_path], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          text=True).stdout
    ops = collections.Counter()
    instructions = []
    for line in sass.splitlines():
        mm = OPCODE.match(line)
        if mm:
            ops[mm.group(1)] += 1
            instructions.append((int(ADDRESS.match(line).group(1), 16), mm.group(1), line))
    out = {"ops": ops, "loop": main_loop(instructions)}
    if m:
        out.update(regs=int(m.group(1)), stack=int(m.group(2)), static_shared=int(m.group(3)),
                   local=int(m.group(4)))
    return out


def summary(a):
    ops = a["ops"]
    count = lambda pred: sum(n for op, n in ops.items() if pred(op))
    wide = lambda op: ".128" in op
    mma = collections.Counter()
    for op, n in ops.items():
        base = op.split(".")[0]
        if base in ("HGMMA", "QGMMA", "IGMMA", "HMMA", "IMMA", "QMMA"):
            mma[base] += n
    return {
        "regs": a.get("regs"), "local": a.get("local"), "mma": dict(mma),
        "ldg": count(lambda op: op.startswith("LDG.")), "ldg_narrow": count(lambda op: op.startswith("LDG.") and not wide(op)),
        "cp": count(lambda op: op.startswith("LDGSTS")),
        "cp_narrow": count(lambda op: op.startswith("LDGSTS") and not wide(op)),
        "tma": count(lambda op: op.startswith("UTMALDG")), "ldsm": count(lambda op: op.startswith("LDSM")),
        "total": sum(ops.values()), "loop": a["loop"],
    }


def flags(tc, tr):
    out = []
    warpgroup = {"HGMMA", "QGMMA", "IGMMA"}
    if set(tr["mma"]) & warpgroup and not set(tc["mma"]) & warpgroup:
        out.append("warp MMA (%s) where Triton uses %s" % ("/".join(sorted(tc["mma"])) or "none",
                                                           "/".join(sorted(tr["mma"]))))
    elif set(tc["mma"]) != set(tr["mma"]):
        out.append("MMA kinds %s vs %s" % ("/".join(sorted(tc["mma"])) or "none", "/".join(sorted(tr["mma"]))))
    if tc["ldg_narrow"] > tr["ldg_narrow"]:
        out.append("%d narrow global loads (Triton %d)" % (tc["ldg_narrow"], tr["ldg_narrow"]))
    if (tr["cp"] or tr["tma"]) and not (tc["cp"] or tc["tma"]):
        out.append("no asynchronous copies (Triton %d cp.async, %d TMA)" % (tr["cp"], tr["tma"]))
    elif tc["ldg"] > tr["ldg"] and tc["cp"] + tc["tma"] < tr["cp"] + tr["tma"]:
        out.append("more global loads (%d, Triton %d) and fewer async copies (%d, Triton %d): an operand "
                   "not pipelined?" % (tc["ldg"], tr["ldg"], tc["cp"] + tc["tma"], tr["cp"] + tr["tma"]))
    elif tc["cp_narrow"] > tr["cp_narrow"]:
        out.append("%d narrow cp.async (Triton %d)" % (tc["cp_narrow"], tr["cp_narrow"]))
    if (tc["regs"] or 0) >= 255 and (tr["regs"] or 0) < 255:
        out.append("255 registers (Triton %s)" % tr["regs"])
    if (tc["local"] or 0) > (tr["local"] or 0):
        out.append("local memory %s B (Triton %s)" % (tc["local"], tr["local"]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--entries", default=os.path.join(HERE, "entries.json"))
    ap.add_argument("--root", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--dev", default=os.path.join(REPO, ".dev", "matrix"))
    ap.add_argument("--only", default="")
    ap.add_argument("--json", help="write the counts here")
    ap.add_argument("--md", help="write the table here (default: stdout)")
    opts = ap.parse_args()
    import triton_compile
    tool = cuobjdump()
    entries = json.load(open(opts.entries))["entries"]
    if opts.only:
        want = set(opts.only.split(","))
        entries = [e for e in entries if e["id"] in want]
    rows, results = [], []
    fmt_mma = lambda m: "+".join("%s %d" % kv for kv in sorted(m.items())) or "-"
    with tempfile.TemporaryDirectory() as tmp:
        for e in entries:
            tc_path = os.path.join(opts.dev, e["id"] + ".cubin")
            if not os.path.exists(tc_path):
                rows.append("| %s | no tritonc cubin (run bench/device/prepare_matrix.sh) |" % e["id"])
                continue
            try:
                k = triton_compile.compile_kernel(e, os.path.abspath(opts.root))
            except Exception as exc:
                rows.append("| %s | Triton failed: %s |" % (e["id"], str(exc).strip().splitlines()[-1][:120]))
                continue
            tr_path = os.path.join(tmp, e["id"] + ".cubin")
            with open(tr_path, "wb") as f:
                f.write(k.asm["cubin"])
            tc, tr = summary(analyse(tc_path, tool)), summary(analyse(tr_path, tool))
            meta = json.load(open(os.path.join(opts.dev, e["id"] + ".json")))
            tc["shared"] = meta.get("shared_bytes", 0)
            tr["shared"] = k.metadata.shared
            fl = flags(tc, tr)
            results.append({"id": e["id"], "tritonc": tc, "triton": tr, "flags": fl})
            rows.append("| %s | %s / %s | %s / %s | %d / %d | %s / %s | %d (%d narrow) / %d (%d) | %d (%d) / %d (%d) "
                        "| %d / %d | %d / %d | %d / %d | %d / %d | %s |" % (
                            e["id"], tc["regs"], tr["regs"], tc["local"], tr["local"], tc["shared"], tr["shared"],
                            fmt_mma(tc["mma"]), fmt_mma(tr["mma"]), tc["ldg"], tc["ldg_narrow"], tr["ldg"],
                            tr["ldg_narrow"], tc["cp"], tc["cp_narrow"], tr["cp"], tr["cp_narrow"], tc["tma"],
                            tr["tma"], tc["ldsm"], tr["ldsm"], tc["total"], tr["total"], tc["loop"], tr["loop"],
                            "; ".join(fl) or "-"))
            print("%-62s %s" % (e["id"], "; ".join(fl) or "same kinds of instructions"), file=sys.stderr, flush=True)
    head = ["# SASS of tritonc's and Triton's matrix kernels (tritonc / Triton), static counts", "",
            "Written by bench/matrix/sass_compare.py (no GPU); columns: bench/matrix/sass_compare.py's docstring.", "",
            "| entry | regs | local B | dyn. shared B | mma | ldg | cp.async | tma | ldsm | instructions | loop | differs |",
            "| " + " | ".join(["---"] * 12) + " |"]
    text = "\n".join(head + rows) + "\n"
    if opts.md:
        open(opts.md, "w").write(text)
    else:
        sys.stdout.write(text)
    if opts.json:
        json.dump(results, open(opts.json, "w"), indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
