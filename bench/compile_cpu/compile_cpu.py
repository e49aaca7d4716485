"""Compile time and IR size of --target cpu against the GPU target, kernel by
kernel (bench/compile_cpu/README.md).

The kernels: every tritonc command the build runs for samples/ and
test/exec/conformance/ (read from build.ninja, so each kernel comes with
the -D and --signature specializations its CMake file gives it; a kernel
the build compiles for one target only is compiled for the other with the
same specialization), and every entry of bench/corpus/entries.json. Each
is compiled for the CPU (--target cpu, to .o) and for the GPU (--arch
sm_90a, to .cubin: ptxas included), best of --repeat wall-clock times,
and once more each with --emit llvm for the size of the LLVM IR.

Prints a table sorted by the CPU/GPU time ratio, then the geometric mean
and the maximum; --md writes it as a Markdown baseline, --json the raw
numbers, --history appends a row to bench/results/HISTORY.md.

usage: python3 bench/compile_cpu/compile_cpu.py [--build DIR] [--tritonc PATH]
           [--repeat N] [--only REGEX] [--md FILE] [--json FILE] [--history FILE]
           [--timeout S] [--fail-above RATIO]
Exit status: 1 with --fail-above when some kernel's time ratio is above
it, or when a kernel compiles for the GPU and not for the CPU; else 0.
"""
import argparse
import datetime
import json
import math
import os
import platform
import resource
import re
import shlex
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "bench", "corpus"))
import compile_corpus  # noqa: E402  (the corpus's own command lines)

ARCH = "sm_90a"
# Where a kernel counts as an outlier (README.md says why these numbers):
# a CPU compile more than this many times the GPU's, or a CPU IR / tile IR
# ratio more than IR_SPREAD_LIMIT times the geometric mean of all kernels'.
TIME_RATIO_LIMIT = 3.0
IR_SPREAD_LIMIT = 4.0


class Spec:
    """One specialization of one kernel: what both targets compile."""

    def __init__(self, name, group, source, kernel, common, gpu_extra, cwd):
        self.name = name          # shown in the table
        self.group = group        # samples / conformance / corpus
        self.source = source
        self.kernel = kernel
        self.common = common      # --signature, -D, -I ... (both targets)
        self.gpu_extra = gpu_extra  # --num-warps, --num-stages, --no-tma
        self.cwd = cwd
        self.results = {}

    def command(self, tritonc, target, output, emit=None):
        cmd = [tritonc, self.source, "--kernel", self.kernel] + self.common + ["-o", output]
        if target == "cpu":
            cmd += ["--target", "cpu"]
        else:
            cmd += ["--arch", ARCH] + self.gpu_extra
        if emit:
            cmd += ["--emit", emit]
        return cmd


# Options of a build command that name its outputs (or how the outputs name
# the source: add_tile_kernel's --file-prefix-map) or only one target:
# dropped, the benchmark sets its own.
DROP_WITH_VALUE = {"-o", "--output", "--header", "--metadata", "--MF", "--MT", "-MF", "-MT", "--namespace",
                   "--arch", "--target", "--kernel", "--file-prefix-map"}
DROP_ALONE = {"-MD", "--MD"}
GPU_ONLY_WITH_VALUE = {"--num-warps", "--num-stages"}
GPU_ONLY_ALONE = {"--no-tma"}


def parse_build_command(line, tritonc):
    """(cwd, source, kernel, target, common, gpu_extra, output) of one
    `COMMAND = cd DIR && tritonc SOURCE ...` line of build.ninja, or None."""
    text = line.split("=", 1)[1].strip()
    parts = [p.strip() for p in text.split(" && ")]
    cwd = None
    for part in parts:
        words = shlex.split(part)
        if words[:1] == ["cd"] and len(words) == 2:
            cwd = words[1]
            continue
        if not words or os.path.basename(words[0]) != "tritonc":
            continue
        source, kernel, target, output = None, None, "cuda", None
        common, gpu_extra = [], []
        i = 1
        while i < len(words):
            w = words[i]
            value = words[i + 1] if i + 1 < len(words) else None
            if w in ("-o", "--output"):
                output = value
            if w == "--kernel":
                kernel = value
            if w == "--target":
                target = value
            if w in DROP_WITH_VALUE:
                i += 2
            elif w in DROP_ALONE:
                i += 1
            elif w in GPU_ONLY_WITH_VALUE:
                gpu_extra += [w, value]
                i += 2
            elif w in GPU_ONLY_ALONE:
                gpu_extra.append(w)
                i += 1
            elif w in ("--signature", "-D", "-I"):
                common += [w, value]
                i += 2
            elif w.startswith("-"):
                common.append(w)
                i += 1
            else:
                source = source or w
                i += 1
        if source and kernel:
            return cwd, source, kernel, target, common, gpu_extra, output
    return None


def build_specs(build_dir, tritonc):
    """The samples' and conformance kernels as the build compiles them."""
    ninja = os.path.join(build_dir, "build.ninja")
    if not os.path.exists(ninja):
        sys.exit("compile_cpu: no %s (configure the build first: cmake -S . -B build)" % ninja)
    specs = {}
    with open(ninja) as f:
        for line in f:
            if not line.startswith("  COMMAND = ") or "tritonc" not in line:
                continue
            parsed = parse_build_command(line, tritonc)
            if not parsed:
                continue
            cwd, source, kernel, target, common, gpu_extra, output = parsed
            rel = os.path.relpath(source, REPO)
            if rel.startswith("samples/"):
                group = "samples"
            elif rel.startswith("test/exec/conformance/"):
                group = "conformance"
            else:
                continue
            # The build's target name (tile_kernels/<name>/) without the
            # target prefix names the specialization.
            name = os.path.basename(os.path.dirname(output)) if output else kernel
            name = re.sub(r"^(cpu|gpu)_k_(conformance_)?", "", name)
            key = (rel, kernel, tuple(common))
            spec = specs.get(key)
            if spec is None:
                spec = specs[key] = Spec(name, group, source, kernel, common, [], cwd)
            if target != "cpu":
                spec.gpu_extra = gpu_extra
                spec.name = name
    return list(specs.values())


def corpus_specs(tritonc):
    entries_file = os.path.join(REPO, "bench", "corpus", "entries.json")
    root = os.path.join(REPO, "bench", "corpus", "kernels")
    with open(entries_file) as f:
        data = json.load(f)
    specs = []
    for entry in data["entries"]:
        # The corpus's own command line, minus what the benchmark sets.
        cmd = compile_corpus.tritonc_command(tritonc, entry, root, "cpu", "x")
        common, gpu_extra, i = [], [], 2
        while i < len(cmd):
            w = cmd[i]
            if w in ("-o", "--target", "--kernel"):
                i += 2
            elif w in GPU_ONLY_WITH_VALUE:
                gpu_extra += cmd[i:i + 2]
                i += 2
            else:
                common += cmd[i:i + 2]
                i += 2
        spec = Spec("corpus." + entry["id"], "corpus", cmd[1], entry["kernel"], common, gpu_extra, REPO)
        if "skip" in entry and "cpu" in entry["skip"]:
            spec.results["skip"] = entry["skip"]["cpu"]
        specs.append(spec)
    return specs


def first_error(stderr):
    return compile_corpus.first_error(stderr)[:160]


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_timed(cmd, cwd, timeout):
    """(ok, (cpu seconds, wall seconds), error) of one run. The CPU time
    (user + system) counts tritonc and what it waits for (ptxas); unlike
    the wall clock it does not grow with the machine's other load."""
    start, cpu_start = time.perf_counter(), children_cpu_seconds()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, (timeout, timeout), "timed out after %d s" % timeout
    except OSError as exc:
        return False, (0.0, 0.0), str(exc)
    seconds = (children_cpu_seconds() - cpu_start, time.perf_counter() - start)
    if p.returncode != 0:
        return False, seconds, first_error(p.stderr)
    return True, seconds, None


def measure(spec, tritonc, target, repeat, timeout, scratch):
    ext = ".o" if target == "cpu" else ".cubin"
    output = os.path.join(scratch, target + ext)
    best, best_wall = None, None
    for _ in range(repeat):
        ok, (seconds, wall), error = run_timed(spec.command(tritonc, target, output), spec.cwd, timeout)
        if not ok:
            return {"error": error}
        best = seconds if best is None else min(best, seconds)
        best_wall = wall if best_wall is None else min(best_wall, wall)
        if wall > 10:  # one slow compile says enough
            break
    ll = os.path.join(scratch, target + ".ll")
    ok, _, error = run_timed(spec.command(tritonc, target, ll, emit="llvm"), spec.cwd, timeout)
    result = {"seconds": best, "wall_seconds": best_wall}
    if ok:
        result["ir_bytes"] = os.path.getsize(ll)
        result["ir_code_bytes"] = code_bytes(ll)
    if target == "cpu":
        # Tile IR, before either backend: the size of the kernel itself.
        ok, _, error = run_timed(spec.command(tritonc, target, ll, emit="tile"), spec.cwd, timeout)
        if ok:
            result["tile_bytes"] = os.path.getsize(ll)
    for path in (output, ll):
        if os.path.exists(path):
            os.remove(path)
    return result


def code_bytes(path):
    """Bytes of an LLVM IR file outside its global definitions: the code.
    The CPU backend's constant tables (shuffle masks of vectors moved to
    memory, constant vectors) are data the size of the tile, written out
    element by element, and would hide the code's size."""
    total = 0
    with open(path, "rb") as f:
        for line in f:
            if not line.startswith(b"@"):
                total += len(line)
    return total


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else float("nan")


def git(*args):
    try:
        return subprocess.run(["git", "-C", REPO] + list(args), stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        return ""


def machine():
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return "%s, %d cores" % (model, os.cpu_count() or 0)


def commit():
    head = git("rev-parse", "--short", "HEAD")
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "src", "stdlib")
    return head + (" +uncommitted" if dirty else "")


def kib(n):
    return "%.0f" % (n / 1024.0) if n is not None else "-"


def summarize(specs):
    rows, failures, skipped = [], [], []
    for s in specs:
        cpu, gpu = s.results.get("cpu"), s.results.get("cuda")
        if "skip" in s.results:
            skipped.append((s, s.results["skip"]))
            continue
        if cpu is None or gpu is None:
            continue
        if "error" in cpu or "error" in gpu:
            failures.append((s, cpu.get("error"), gpu.get("error")))
            continue
        ratio = cpu["seconds"] / gpu["seconds"]
        ir_ratio = (cpu["ir_code_bytes"] / cpu["tile_bytes"]) if cpu.get("ir_code_bytes") and cpu.get("tile_bytes") else None
        rows.append((s, cpu, gpu, ratio, ir_ratio))
    rows.sort(key=lambda r: -r[3])
    return rows, failures, skipped


def render(rows, failures, skipped, header_lines):
    out = list(header_lines)
    ratios = [r[3] for r in rows]
    ir_ratios = [r[4] for r in rows if r[4]]
    if rows:
        worst = rows[0]
        worst_ir = max(rows, key=lambda r: r[4] or 0)
        ir_mean = geomean(ir_ratios)
        out.append("")
        out.append("%d kernels on both targets: CPU/GPU compile time geometric mean %.2f, max %.2f (%s); "
                   "CPU IR code / tile IR geometric mean %.1f, max %.1f (%s); CPU total %.1f s, GPU total %.1f s."
                   % (len(rows), geomean(ratios), worst[3], worst[0].name, ir_mean,
                      worst_ir[4] or 0, worst_ir[0].name, sum(r[1]["seconds"] for r in rows),
                      sum(r[2]["seconds"] for r in rows)))
        outliers = [r for r in rows if r[3] > TIME_RATIO_LIMIT or (r[4] or 0) > IR_SPREAD_LIMIT * ir_mean]
        out.append("Outliers (CPU/GPU time above %g, or CPU IR code / tile IR above %g times its geometric mean): %s."
                   % (TIME_RATIO_LIMIT, IR_SPREAD_LIMIT,
                      ", ".join(r[0].name for r in outliers) if outliers else "none"))
    out.append("")
    out.append("| kernel | group | CPU target s | GPU target s | CPU/GPU time | tile IR KiB | CPU IR KiB (code) "
               "| GPU IR KiB | CPU IR code / tile IR |")
    out.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for s, cpu, gpu, ratio, ir_ratio in rows:
        out.append("| %s | %s | %.3f | %.3f | %.2f | %s | %s (%s) | %s | %s |" % (
            s.name, s.group, cpu["seconds"], gpu["seconds"], ratio, kib(cpu.get("tile_bytes")),
            kib(cpu.get("ir_bytes")), kib(cpu.get("ir_code_bytes")), kib(gpu.get("ir_bytes")),
            "%.1f" % ir_ratio if ir_ratio else "-"))
    if failures:
        out.append("")
        out.append("Compiled for one target only, or for neither (each failing target's first error):")
        out.append("")
        for s, cpu_error, gpu_error in failures:
            out.append("- %s: %s" % (s.name, "; ".join(
                "%s: %s" % (t, e) for t, e in (("cpu", cpu_error), ("gpu", gpu_error)) if e)))
    if skipped:
        out.append("")
        out.append("Skipped for the CPU by the corpus: " + "; ".join("%s (%s)" % (s.name, why) for s, why in skipped))
    return out


def write_report(lines, md_path, json_path, data):
    """Prints the Markdown table `lines`, and writes it to `md_path` and the
    raw `data` to `json_path` when they are given."""
    print("\n".join(lines))
    if md_path:
        with open(md_path, "w") as f:
            f.write("\n".join(lines) + "\n")
    if json_path:
        with open(json_path, "w") as f:
            json.dump(data, f, indent=1)


CPU_HISTORY_TITLE = "## CPU compile time against the GPU (bench/compile_cpu)"


def append_history(path, row, title=CPU_HISTORY_TITLE, head=None):
    """Adds `row` at the end of HISTORY.md's section `title` (made at the end
    of the file, with `head` below it, when missing): by default the CPU
    compile time section."""
    head = head or ("Runs on the build machine, not the GPU machine: every sample, conformance and corpus kernel "
            "compiled with --target cpu and for sm_90a (to a cubin), CPU seconds, best of 3; the current "
            "table is compile_cpu.md.\n\n"
            "| date | machine | tritonc commit | kernels | CPU/GPU time geomean | max (kernel) | "
            "CPU IR code / tile IR geomean | max (kernel) |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n")
    with open(path) as f:
        text = f.read()
    if title not in text:
        text = text.rstrip("\n") + "\n\n" + title + "\n\n" + head + row + "\n"
    else:
        start = text.index(title)
        nxt = text.find("\n## ", start + len(title))
        end = len(text) if nxt < 0 else nxt
        section = text[start:end].rstrip("\n") + "\n" + row + "\n"
        text = text[:start] + section + ("\n" + text[end:].lstrip("\n") if nxt >= 0 else "")
    with open(path, "w") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(REPO, "build"), help="build directory (its build.ninja)")
    ap.add_argument("--tritonc", default=None, help="default: <build>/src/tools/tritonc")
    ap.add_argument("--repeat", type=int, default=3, help="runs per kernel and target; the best counts")
    ap.add_argument("--only", default=None, help="regular expression on the kernel names")
    ap.add_argument("--md", help="write the table as Markdown here")
    ap.add_argument("--json", help="write the raw results here")
    ap.add_argument("--history", help="append the summary row to this HISTORY.md")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per tritonc run")
    ap.add_argument("--commit", default=None,
                    help="the tritonc commit to record (default: this checkout's HEAD, "
                    "+uncommitted when src/ has changes)")
    ap.add_argument("--fail-above", type=float, default=None,
                    help="exit 1 when a CPU/GPU time ratio is above this")
    opts = ap.parse_args()

    tritonc = os.path.abspath(opts.tritonc or os.path.join(opts.build, "src", "tools", "tritonc"))
    if not os.access(tritonc, os.X_OK):
        sys.exit("compile_cpu: no tritonc at %s (build it, or pass --tritonc)" % tritonc)
    specs = build_specs(opts.build, tritonc) + corpus_specs(tritonc)
    if opts.only:
        specs = [s for s in specs if re.search(opts.only, s.name)]

    started = time.time()
    with tempfile.TemporaryDirectory(prefix="compile_cpu.") as scratch:
        for i, s in enumerate(specs):
            if "skip" in s.results:
                continue
            for target in ("cpu", "cuda"):
                s.results[target] = measure(s, tritonc, target, opts.repeat, opts.timeout, scratch)
            cpu, gpu = s.results["cpu"], s.results["cuda"]
            line = "[%d/%d] %s:" % (i + 1, len(specs), s.name)
            for t, r in (("cpu", cpu), ("gpu", gpu)):
                line += " %s %s" % (t, ("%.3f s %s KiB" % (r["seconds"], kib(r.get("ir_bytes"))))
                                     if "error" not in r else "FAILED")
            print(line, file=sys.stderr, flush=True)

    rows, failures, skipped = summarize(specs)
    label = opts.commit or commit()
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    header = ["# CPU against GPU compile time, kernel by kernel", "",
              "Written by `bench/compile_cpu/compile_cpu.py` (see its README.md): %s, %s, tritonc %s, "
              "times are CPU seconds (user + system, tritonc and ptxas), the best of %d runs per kernel and target (CPU: `--target cpu -o .o`; GPU: "
              "`--arch %s -o .cubin`, ptxas included); IR sizes are the bytes of `--emit tile` (the kernel, before either backend) and "
              "`--emit llvm` (each target's LLVM IR after optimization; its code: the lines outside "
              "global definitions, without the CPU backend's constant tables). "
              "The run took %.0f s." % (date, machine(), label, opts.repeat, ARCH, time.time() - started)]
    lines = render(rows, failures, skipped, header)
    write_report(lines, opts.md, opts.json,
                 {"date": date, "machine": machine(), "commit": label, "repeat": opts.repeat,
                  "kernels": [{"name": s.name, "group": s.group, "source": os.path.relpath(s.source, REPO),
                               "kernel": s.kernel, "options": s.common, "gpu_options": s.gpu_extra,
                               "results": s.results} for s in specs]})
    if opts.history and rows:
        worst = rows[0]
        worst_ir = max(rows, key=lambda r: r[4] or 0)
        append_history(opts.history, "| %s | %s | %s | %d | %.2f | %.2f (%s) | %.2f | %.2f (%s) |" % (
            date, machine(), label, len(rows), geomean([r[3] for r in rows]), worst[3], worst[0].name,
            geomean([r[4] for r in rows if r[4]]), worst_ir[4] or 0, worst_ir[0].name))
    gpu_only = [f for f in failures if f[1] and not f[2]]
    if opts.fail_above is not None and (gpu_only or any(r[3] > opts.fail_above for r in rows)):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
