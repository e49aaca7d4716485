"""Compile time of tritonc against Triton's own compiler, kernel by kernel
(bench/compile/README.md).

The kernels: every entry of bench/corpus/entries.json (kernels written in
the styles of Triton's tutorials, Liger-Kernel, FlagGems and Unsloth), each
with its signature, constexprs, num_warps and num_stages. Each is compiled
for sm_90a to a cubin:
  - by tritonc, as a process (`tritonc k.py ... -o k.cubin`: process start,
    parse, MLIR, LLVM, ptxas), best of --repeat wall-clock times;
  - by `triton.compile` in this warm Python process (Triton imported and one
    kernel compiled before timing starts, its cache bypassed with
    TRITON_ALWAYS_COMPILE), with the same ptxas (TRITON_PTXAS_PATH), best of
    --repeat.
No GPU is needed. Where tritonc's time goes comes from one more run with
--time-report per kernel (the stages' wall times, summed over the kernels).

Prints a table, the geometric mean of the Triton/tritonc time ratio and the
stage breakdown; --md writes them as a Markdown baseline, --json the raw
numbers, --history appends a row to bench/results/HISTORY.md.

usage: python3 bench/compile/compile_speed.py [--tritonc PATH] [--repeat N]
           [--only REGEX] [--md FILE] [--json FILE] [--history FILE] [--no-triton]
"""
import argparse
import datetime
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest.mock

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(REPO, "bench", "corpus")
sys.path.insert(0, CORPUS)
sys.path.insert(0, os.path.join(REPO, "bench", "compile_cpu"))
import compile_corpus  # noqa: E402  (the corpus's command lines)
import compile_cpu  # noqa: E402  (geomean, machine, commit, history)

ARCH = compile_corpus.ARCH
SIG_TYPE = re.compile(r"^(\*?)([a-z0-9]+)(?::(16|1))?$")
HISTORY_TITLE = "## Compile time against Triton (bench/compile)"
HISTORY_HEAD = ("Runs on the build machine (no GPU): every corpus kernel compiled for sm_90a to a cubin by "
                "tritonc (a process) and by triton.compile (a warm interpreter, the same ptxas), wall "
                "seconds, the best of 3 runs per kernel and compiler (of 5 where the Triton column says so); the "
                "current table is compile_speed.md.\n\n"
                "| date | machine | tritonc commit | Triton | kernels | tritonc geomean s | Triton geomean s | "
                "speedup geomean | min (kernel) |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")


def ptxas_path():
    cuda = os.environ.get("CUDA_HOME", "/usr/local/cuda")
    for candidate in (os.path.join(cuda, "bin", "ptxas"), "/usr/local/cuda/bin/ptxas"):
        if os.access(candidate, os.X_OK):
            return candidate
    return None


def time_tritonc(tritonc, entry, scratch, repeat):
    """Best wall time of `repeat` tritonc processes, or an error string."""
    out = os.path.join(scratch, "k.cubin")
    cmd = compile_corpus.tritonc_command(tritonc, entry, compile_corpus.os.path.join(CORPUS, "kernels"),
                                         "cuda", out)
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=scratch)
        elapsed = time.perf_counter() - start
        if run.returncode != 0:
            return None, compile_corpus.first_error(run.stderr)
        best = elapsed if best is None else min(best, elapsed)
    return best, None


STAGE = re.compile(r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s{1,3}(\S.*?)\s*$")


def tritonc_stages(tritonc, entry, scratch):
    """The top-level stages of one --time-report run: {stage: seconds}."""
    out = os.path.join(scratch, "k.cubin")
    cmd = compile_corpus.tritonc_command(tritonc, entry, os.path.join(CORPUS, "kernels"), "cuda", out,
                                         extra=["--time-report"])
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=scratch)
    stages = {}
    for line in run.stderr.splitlines():
        m = STAGE.match(line)
        # The tree indents nested entries by two more spaces: the top level
        # sits right after the percentage.
        if m and not line.split(")", 1)[1].startswith("     "):
            name = re.sub(r", sm_\w+$", "", m.group(2))
            if name != "Total":
                stages[name] = stages.get(name, 0.0) + float(m.group(1))
    return stages


class StubModules(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Modules the corpus's host code imports that are not installed (torch):
    a stand-in whose every attribute is callable, so the kernels' files
    import. The kernels themselves never touch them."""

    def __init__(self, roots):
        self.roots = roots

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in self.roots:
            return importlib.machinery.ModuleSpec(name, self, is_package=True)
        return None

    def create_module(self, spec):
        module = unittest.mock.MagicMock(name=spec.name)
        module.__path__ = []
        module.__spec__ = spec
        return module

    def exec_module(self, module):
        pass


class TritonCompiler:
    """triton.compile on the corpus's kernels, in this process."""

    def __init__(self):
        os.environ["TRITON_ALWAYS_COMPILE"] = "1"
        ptxas = ptxas_path()
        if ptxas:
            os.environ["TRITON_PTXAS_PATH"] = ptxas
        import triton  # noqa: F401
        from triton.backends.compiler import GPUTarget
        self.triton = triton
        self.language = importlib.import_module("triton.language")
        self.target = GPUTarget("cuda", 90, 32)
        self.version = triton.__version__
        sys.path.insert(0, os.path.join(CORPUS, "kernels"))
        missing = [name for name in ("torch", ) if importlib.util.find_spec(name) is None]
        if missing:
            sys.meta_path.append(StubModules(missing))

    def source(self, entry):
        module_name = entry["file"][:-3].replace("/", ".")
        fn = getattr(importlib.import_module(module_name), entry["kernel"])
        # @triton.autotune and @triton.heuristics wrap the JIT function; the
        # entry's defines stand for what they would choose.
        while not isinstance(fn, self.triton.runtime.JITFunction) and hasattr(fn, "fn"):
            fn = fn.fn
        defines = entry.get("defines", {})
        constexprs, signature, attrs = {}, {}, {}
        runtime = [name for name in fn.arg_names if name not in defines]
        types = entry["signature"].split(",")
        if len(types) != len(runtime):
            raise ValueError("signature has %d types for %d runtime parameters" % (len(types), len(runtime)))
        for name, text in zip(runtime, types):
            pointer, dtype, hint = SIG_TYPE.match(text).groups()
            if hint == "1":  # an integer equal to 1: a constant, as Triton's JIT makes it
                signature[name], constexprs[name] = "constexpr", 1
                continue
            signature[name] = pointer + dtype
            if hint == "16":
                attrs[(fn.arg_names.index(name), )] = [["tt.divisibility", 16]]
        for name, value in defines.items():
            signature[name] = "constexpr"
            if isinstance(value, str):  # Python source: 'tl.float16', "'mean'"
                value = eval(value, {"tl": self.language, "triton": self.triton})
            constexprs[name] = value
        signature = {name: signature[name] for name in fn.arg_names}
        return self.triton.compiler.ASTSource(fn, signature, constexprs, attrs)

    def compile(self, entry):
        options = {"num_warps": entry.get("num_warps", 4), "num_stages": entry.get("num_stages", 3)}
        return self.triton.compile(self.source(entry), target=self.target, options=options)

    def time(self, entry, repeat):
        best = None
        try:
            for _ in range(repeat):
                start = time.perf_counter()
                self.compile(entry)
                elapsed = time.perf_counter() - start
                best = elapsed if best is None else min(best, elapsed)
        except Exception as error:  # Triton's own failure, reported per kernel
            return None, ("%s: %s" % (type(error).__name__, error)).splitlines()[0][:160]
        return best, None


def render(rows, stages, header):
    lines = header + ["", "| kernel | style | tritonc s | Triton s | Triton / tritonc | ceiling (Triton / tritonc's ptxas) |",
                      "| --- | --- | --- | --- | --- | --- |"]
    for r in sorted(rows, key=lambda r: (r["speedup"] or 0)):
        lines.append("| %s | %s | %s | %s | %s | %s |" % (
            r["id"], r["style"], "%.3f" % r["tritonc"] if r["tritonc"] else "failed: " + r["tritonc_error"],
            "%.3f" % r["triton"] if r["triton"] else ("failed: " + r["triton_error"] if r["triton_error"] else "-"),
            "%.2fx" % r["speedup"] if r["speedup"] else "-",
            "%.2fx" % r["ceiling"] if r.get("ceiling") else "-"))
    both = [r for r in rows if r["speedup"]]
    if both:
        lines += ["", "Over the %d kernels both compile: tritonc %.3f s, Triton %.3f s (geometric means); "
                  "Triton / tritonc %.2fx (geometric mean), from %.2fx to %.2fx." % (
                      len(both), compile_cpu.geomean([r["tritonc"] for r in both]),
                      compile_cpu.geomean([r["triton"] for r in both]),
                      compile_cpu.geomean([r["speedup"] for r in both]),
                      min(r["speedup"] for r in both), max(r["speedup"] for r in both))]
        ceilings = [r["ceiling"] for r in both if r.get("ceiling")]
        if ceilings:
            lines.append("With ptxas's time alone, tritonc could at best reach %.2fx (geometric mean of the "
                         "ceilings)." % compile_cpu.geomean(ceilings))
    if stages:
        total = sum(stages.values())
        lines += ["", "Where tritonc's time goes (`--time-report`, summed over the kernels; process start and "
                  "exit are the rest of the wall time):", "", "| stage | seconds | share |", "| --- | --- | --- |"]
        for name, seconds in sorted(stages.items(), key=lambda kv: -kv[1]):
            lines.append("| %s | %.3f | %.0f%% |" % (name, seconds, 100.0 * seconds / total))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tritonc", default=os.path.join(REPO, "build", "src", "tools", "tritonc"))
    ap.add_argument("--repeat", type=int, default=3, help="runs per kernel and compiler; the best counts")
    ap.add_argument("--only", default=None, help="regular expression on the entry ids")
    ap.add_argument("--md", help="write the table as Markdown here")
    ap.add_argument("--json", help="write the raw results here")
    ap.add_argument("--history", help="append the summary row to this HISTORY.md")
    ap.add_argument("--no-triton", action="store_true", help="time tritonc only")
    opts = ap.parse_args()

    tritonc = os.path.abspath(opts.tritonc)
    if not os.access(tritonc, os.X_OK):
        sys.exit("compile_speed: no tritonc at %s (build it, or pass --tritonc)" % tritonc)
    with open(os.path.join(CORPUS, "entries.json")) as f:
        entries = json.load(f)["entries"]
    if opts.only:
        entries = [e for e in entries if re.search(opts.only, e["id"])]

    triton = None
    if not opts.no_triton:
        try:
            triton = TritonCompiler()
        except ImportError as error:
            print("compile_speed: Triton is not installed (%s): timing tritonc only" % error, file=sys.stderr)
    if triton:  # warm up: the first compile pays for imports and LLVM's start
        triton.time(entries[0], 1)

    rows, stages = [], {}
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="compile_speed.") as scratch:
        for i, entry in enumerate(entries):
            row = {"id": entry["id"], "style": entry.get("style", "")}
            row["tritonc"], row["tritonc_error"] = time_tritonc(tritonc, entry, scratch, opts.repeat)
            row["triton"], row["triton_error"] = triton.time(entry, opts.repeat) if triton else (None, None)
            row["speedup"] = row["triton"] / row["tritonc"] if row["triton"] and row["tritonc"] else None
            if row["tritonc"]:
                row["stages"] = tritonc_stages(tritonc, entry, scratch)
                for name, seconds in row["stages"].items():
                    stages[name] = stages.get(name, 0.0) + seconds
                # The ratio if all but ptxas took no time (README.md).
                ptxas = row["stages"].get("ptxas")
                row["ceiling"] = row["triton"] / ptxas if row["triton"] and ptxas else None
            rows.append(row)
            print("[%d/%d] %s: tritonc %s, Triton %s" % (
                i + 1, len(entries), entry["id"], "%.3f s" % row["tritonc"] if row["tritonc"] else "FAILED",
                "%.3f s" % row["triton"] if row["triton"] else ("FAILED" if row["triton_error"] else "-")),
                file=sys.stderr, flush=True)

    label = compile_cpu.commit()
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    triton_version = triton.version if triton else "not installed"
    header = ["# Compile time: tritonc against triton.compile", "",
              "Written by `bench/compile/compile_speed.py` (see its README.md): %s, %s, tritonc %s, Triton %s, "
              "ptxas %s. Wall seconds, the best of %d per kernel and compiler, for sm_90a to a cubin: tritonc as "
              "a process, triton.compile in a warm interpreter. The run took %.0f s." % (
                  date, compile_cpu.machine(), label, triton_version, ptxas_path(), opts.repeat,
                  time.time() - started)]
    lines = render(rows, stages, header)
    compile_cpu.write_report(lines, opts.md, opts.json,
                             {"date": date, "machine": compile_cpu.machine(), "commit": label,
                              "triton": triton_version, "repeat": opts.repeat, "kernels": rows})
    both = [r for r in rows if r["speedup"]]
    if opts.history and both:
        worst = min(both, key=lambda r: r["speedup"])
        compile_cpu.append_history(opts.history, "| %s | %s | %s | %s | %d | %.3f | %.3f | %.2fx | %.2fx (%s) |" % (
            date, compile_cpu.machine(), label,
            triton_version + ("" if opts.repeat == 3 else ", best of %d" % opts.repeat), len(both),
            compile_cpu.geomean([r["tritonc"] for r in both]), compile_cpu.geomean([r["triton"] for r in both]),
            compile_cpu.geomean([r["speedup"] for r in both]), worst["speedup"], worst["id"]),
            title=HISTORY_TITLE, head=HISTORY_HEAD)
    return 0


if __name__ == "__main__":
    sys.exit(main())
