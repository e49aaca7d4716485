"""Vector add, 2^28 float32 elements: tritonc's AOT kernel, the same kernel
source under Triton (same BLOCK_SIZE and num_warps) and torch.add, timed in
one run on one GPU. Bandwidth counts 3 * n * 4 bytes (two reads, one write).

usage: python3 bench.py --lib libtritonc_vector_add.so --source vector_add.tri
                        [--n 268435456] [--json results.json]
"""
import argparse
import ctypes
import datetime
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys

import torch
import triton
import triton.testing


def load_triton_kernel(path):
    # The .tri file is plain Python (it even launches the kernel once at the
    # end, on 10^6 elements): load it as a module to get the @triton.jit object.
    loader = importlib.machinery.SourceFileLoader("vector_add_source", path)
    spec = importlib.util.spec_from_loader("vector_add_source", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module.aduna_vectori_kernel


def gpu_facts():
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem",
                          "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()
    return {"gpu": torch.cuda.get_device_name(), "nvidia_smi": smi,
            "torch": torch.__version__, "triton": triton.__version__,
            "cuda": torch.version.cuda}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("--n", type=int, default=1 << 28)
    ap.add_argument("--block", type=int, default=1024)
    ap.add_argument("--warps", type=int, default=4)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json")
    ap.add_argument("--commit", default=os.environ.get("TRITONC_COMMIT", "unknown"))
    args = ap.parse_args()

    lib = ctypes.CDLL(os.path.abspath(args.lib))
    lib.tritonc_vector_add.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int, ctypes.c_char_p, ctypes.c_int]
    kernel = load_triton_kernel(args.source)

    n = args.n
    x = torch.rand(n, device="cuda", dtype=torch.float32)
    y = torch.rand(n, device="cuda", dtype=torch.float32)
    out_tritonc = torch.full_like(x, float("nan"))
    out_triton = torch.full_like(x, float("nan"))
    out_torch = torch.empty_like(x)
    error = ctypes.create_string_buffer(512)

    def run_tritonc():
        stream = torch.cuda.current_stream().cuda_stream
        if lib.tritonc_vector_add(stream, x.data_ptr(), y.data_ptr(), out_tritonc.data_ptr(), n, error, 512):
            raise RuntimeError(error.value.decode())

    grid = (triton.cdiv(n, args.block),)

    def run_triton():
        kernel[grid](x, y, out_triton, n, BLOCK_SIZE=args.block, num_warps=args.warps)

    def run_torch():
        torch.add(x, y, out=out_torch)

    # Correctness first, every element (fp32 addition is exact to round).
    run_tritonc(); run_triton(); run_torch()
    torch.cuda.synchronize()
    reference = (x.double() + y.double()).float()
    for name, out in (("tritonc", out_tritonc), ("triton", out_triton), ("torch", out_torch)):
        if not torch.equal(out, reference):
            bad = (out != reference).sum().item()
            print(f"{name}: {bad} wrong elements", file=sys.stderr)
            sys.exit(1)

    bytes_moved = 3 * n * 4
    results = {name: [] for name in ("tritonc", "triton", "torch")}
    fns = {"tritonc": run_tritonc, "triton": run_triton, "torch": run_torch}
    for _ in range(args.rounds):  # interleaved rounds expose drift
        for name, fn in fns.items():
            ms = triton.testing.do_bench(fn, warmup=100, rep=500, return_mode="median")
            results[name].append(ms)
    summary = {}
    for name, times in results.items():
        best = min(times)
        summary[name] = {"ms_median_per_round": times, "ms": best,
                         "GBps": bytes_moved / (best * 1e-3) / 1e9}
    ratio_triton = summary["tritonc"]["GBps"] / summary["triton"]["GBps"]
    ratio_torch = summary["tritonc"]["GBps"] / summary["torch"]["GBps"]
    record = {"benchmark": "vector_add", "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "commit": args.commit, "n": n, "dtype": "float32", "BLOCK_SIZE": args.block,
              "num_warps": args.warps, **gpu_facts(), "results": summary,
              "tritonc_over_triton": ratio_triton, "tritonc_over_torch": ratio_torch}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(record, f, indent=2)
    print(f"vector_add n={n} fp32 on {record['gpu']} ({record['nvidia_smi']})")
    print(f"{'impl':8} {'ms':>8} {'GB/s':>8}   per-round medians (ms)")
    for name, s in summary.items():
        rounds = " ".join(f"{t:.4f}" for t in s["ms_median_per_round"])
        print(f"{name:8} {s['ms']:8.4f} {s['GBps']:8.1f}   {rounds}")
    print(f"tritonc / triton = {ratio_triton:.3f}   tritonc / torch = {ratio_torch:.3f}")


if __name__ == "__main__":
    main()
