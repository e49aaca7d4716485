"""Autotuned kernels, tritonc against Triton, on one GPU in one process.

kernels.py holds matmul_autotuned (fp16, 6 configs, key M, N, K) and
softmax_autotuned (fp32, 9 configs, key n_cols). tritonc compiled every
config ahead of time (prepare_autotune.sh: tritonc --config all) and its
launcher times the configs on the first launch of each key; Triton imports
the same file and compiles and times them on its first call. For each shape:
  - the first call's wall time on each side (Triton: compiling every config
    and timing them; tritonc: loading each config's module and timing them),
  - the configs each side chose,
  - the element check against torch (max |error| / max |reference|),
  - the steady time (triton.testing.do_bench, median, best of the rounds)
    and the ratio Triton / tritonc (above 1: tritonc faster).
The GPU memory the tuning needed on tritonc's side is the peak of torch's
allocator around the first call (tritonc's saved copies come from the
driver, so they are reported by cuMemGetInfo instead).

usage: python3 bench_autotune.py --lib libtritonc_autotune.so [--json out.json] [--rounds 3]
                                 [--kernels matmul,softmax] [--limit N]
"""
import argparse
import ctypes
import datetime
import importlib.machinery
import importlib.util
import json
import math
import os
import sys
import time

import torch
import triton
import triton.testing

HERE = os.path.dirname(os.path.abspath(__file__))

MATMUL_SHAPES = [(4096, 4096, 4096), (2048, 2048, 2048), (1024, 1024, 1024), (4096, 4096, 512),
                 (8192, 256, 4096), (256, 8192, 4096), (1000, 1000, 1000), (3000, 2000, 1000)]
SOFTMAX_SHAPES = [(4096, 1000), (4096, 4096), (8192, 1024), (1024, 16384), (32768, 512), (2000, 3000),
                  (4096, 777), (128, 65536)]


def load_kernels():
    loader = importlib.machinery.SourceFileLoader("autotune_kernels", os.path.join(HERE, "kernels.py"))
    spec = importlib.util.spec_from_loader("autotune_kernels", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def first_call(fn):
    torch.cuda.synchronize()
    start = time.perf_counter()
    result = fn()
    torch.cuda.synchronize()
    return result, time.perf_counter() - start


def steady(fns, rounds):
    best = {name: math.inf for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            best[name] = min(best[name], triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median"))
    return best


def rel_error(out, ref):
    return ((out.float() - ref.float()).abs().max() / ref.float().abs().max().clamp_min(1e-30)).item()


def describe(config):
    return " ".join([f"{k}={v}" for k, v in config.kwargs.items()] +
                    [f"num_warps={config.num_warps}", f"num_stages={config.num_stages}"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", required=True)
    parser.add_argument("--json")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--kernels", default="matmul,softmax", help="which kernels to run (comma-separated)")
    parser.add_argument("--limit", type=int, default=0, help="only the first N shapes of each kernel")
    parser.add_argument("--shapes", default="", help="only these shapes (comma-separated, as 3000x2000x1000)")
    args = parser.parse_args()
    kinds = args.kernels.split(",")
    chosen = set(filter(None, args.shapes.split(",")))
    shape_text = lambda shape: "x".join(map(str, shape))

    def limit(shapes):
        shapes = [s for s in shapes if not chosen or shape_text(s) in chosen]
        return shapes[:args.limit] if args.limit else shapes
    lib = ctypes.CDLL(args.lib)
    kernels = load_kernels()
    error = ctypes.create_string_buffer(1024)
    config = ctypes.c_int(-1)
    stream = lambda: ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    rows = []
    torch.manual_seed(0)

    def measure(kernel, shape, autotuned, ours, theirs, out_ours, out_theirs, reference, rate_name, rate):
        """First calls (tuning) of both, their configs, errors against `reference`
        and steady times: one row, printed."""
        _, ours_first = first_call(ours)
        ours_config = config.value
        _, theirs_first = first_call(theirs)
        theirs_config = describe(autotuned.best_config)
        ref = reference()
        times = steady({"tritonc": ours, "triton": theirs}, args.rounds)
        rows.append({"kernel": kernel, "shape": shape, "tritonc_first_s": ours_first,
                     "triton_first_s": theirs_first, "tritonc_config": ours_config,
                     "tritonc_config_text": autotuned.configs[ours_config].__str__() if ours_config >= 0 else None,
                     "triton_config": theirs_config, "tritonc_error": rel_error(out_ours, ref),
                     "triton_error": rel_error(out_theirs, ref), "tritonc_ms": times["tritonc"],
                     "triton_ms": times["triton"], rate_name: rate(times["tritonc"]),
                     "ratio": times["triton"] / times["tritonc"]})
        print(json.dumps(rows[-1]), flush=True)

    for M, N, K in (limit(MATMUL_SHAPES) if "matmul" in kinds else []):
        a = torch.randn((M, K), device="cuda", dtype=torch.float16)
        b = torch.randn((K, N), device="cuda", dtype=torch.float16)
        c_ours = torch.empty((M, N), device="cuda", dtype=torch.float16)
        c_triton = torch.empty((M, N), device="cuda", dtype=torch.float16)

        def ours():
            if lib.tritonc_matmul(stream(), ctypes.c_void_p(a.data_ptr()), ctypes.c_void_p(b.data_ptr()),
                                  ctypes.c_void_p(c_ours.data_ptr()), M, N, K, a.stride(0), a.stride(1), b.stride(0),
                                  b.stride(1), c_ours.stride(0), c_ours.stride(1), ctypes.byref(config), error,
                                  len(error)):
                raise RuntimeError(error.value.decode())

        def theirs():
            grid = lambda META: (triton.cdiv(M, META["BLOCK_M"]) * triton.cdiv(N, META["BLOCK_N"]),)
            kernels.matmul_autotuned[grid](a, b, c_triton, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                           c_triton.stride(0), c_triton.stride(1))

        measure("matmul", f"{M}x{N}x{K}", kernels.matmul_autotuned, ours, theirs, c_ours, c_triton,
                lambda: a.float() @ b.float(), "tflops_tritonc", lambda ms: 2 * M * N * K / ms / 1e9)

    for R, C in (limit(SOFTMAX_SHAPES) if "softmax" in kinds else []):
        x = torch.randn((R, C), device="cuda", dtype=torch.float32) * 4
        y_ours = torch.empty_like(x)
        y_triton = torch.empty_like(x)

        def ours():
            if lib.tritonc_softmax(stream(), ctypes.c_void_p(y_ours.data_ptr()), ctypes.c_void_p(x.data_ptr()),
                                   x.stride(0), y_ours.stride(0), R, C, ctypes.byref(config), error, len(error)):
                raise RuntimeError(error.value.decode())

        def theirs():
            kernels.softmax_autotuned[(R,)](y_triton, x, x.stride(0), y_triton.stride(0), C)

        measure("softmax", f"{R}x{C}", kernels.softmax_autotuned, ours, theirs, y_ours, y_triton,
                lambda: torch.softmax(x.double(), dim=1), "gbps_tritonc", lambda ms: 2 * R * C * 4 / ms / 1e6)

    ok = all(r["tritonc_error"] < (1e-2 if r["kernel"] == "matmul" else 1e-5) for r in rows)
    ratios = [r["ratio"] for r in rows]
    summary = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "gpu": torch.cuda.get_device_name(),
               "triton": triton.__version__, "torch": torch.__version__,
               "commit": open(os.path.join(os.path.dirname(args.lib), "commit.txt")).read().strip()
               if os.path.exists(os.path.join(os.path.dirname(args.lib), "commit.txt")) else None,
               "checks_passed": ok, "geomean_ratio": math.exp(sum(map(math.log, ratios)) / len(ratios)),
               "min_ratio": min(ratios), "rows": rows}
    print(f"{'kernel':8} {'shape':16} {'tritonc cfg':>11} {'triton cfg':52} {'ratio':>6} {'first s (ours/theirs)':>22}")
    for r in rows:
        print(f"{r['kernel']:8} {r['shape']:16} {r['tritonc_config']:>11} {r['triton_config'][:52]:52} "
              f"{r['ratio']:6.3f} {r['tritonc_first_s']:9.3f}/{r['triton_first_s']:.3f}")
    print(f"checks passed: {ok}; geomean Triton/tritonc {summary['geomean_ratio']:.3f}, min {summary['min_ratio']:.3f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(summary, f, indent=1)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
