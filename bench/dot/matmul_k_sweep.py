"""Where a matmul's time goes: the main loop or what surrounds it.

For each tritonc matmul specialization (the same library and .dev/dot folder
as bench_dot.py) and Triton's run of the same source and configuration, times
M = N = 8192 at several K and fits time = fixed + per_iteration * (K / BLOCK_K).
`fixed` is the cost of everything outside the K loop over all waves of
programs (address setup, the pipeline's prologue and drain, the epilogue's
conversion and stores); `per_iteration` is the loop's cost per BLOCK_K step
of every program of the grid together. Comparing the two terms against
Triton's says which part of a kernel a gap is in.

usage: python3 matmul_k_sweep.py --lib libtritonc_dot.so --dev .dev/dot [--only NAME] [--json out.json]
"""
import argparse
import ctypes
import json
import os
import sys

import torch
import triton

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_dot import bench, load_module, open_library, specializations  # noqa: E402


def fit(xs, ys):
    """Least-squares line y = a + b x."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    return my - b * mx, b


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--dev", default=".dev/dot")
    ap.add_argument("--samples-dir", default="samples")
    ap.add_argument("--only", action="append", help="specialization names to sweep (default: every matmul)")
    ap.add_argument("--ks", default="1024,2048,4096,8192,16384")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--json")
    args = ap.parse_args()

    lib = open_library(args.lib)
    error = ctypes.create_string_buffer(1024)
    mm = load_module(os.path.join(args.samples_dir, "matmul", "matmul.tri"), "tritonc_mm").matmul_kernel

    specs = [(index, name, vals) for index, (name, vals) in enumerate(specializations(lib))
             if vals[0] == 0 and (not args.only or name in args.only)]

    torch.manual_seed(0)
    dev = torch.device("cuda")
    stream = lambda: ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    ks = [int(k) for k in args.ks.split(",")]
    M = N = 8192
    rows = []
    for index, name, (_, bm, bn, bk, gm, warps, stages) in specs:
        times = {"tritonc": [], "triton": []}
        for K in ks:
            a = torch.randn(M, K, device=dev, dtype=torch.float16)
            b = torch.randn(K, N, device=dev, dtype=torch.float16)
            c_tc = torch.empty(M, N, device=dev, dtype=torch.float16)
            c_tr = torch.empty_like(c_tc)
            grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)

            def run_tc():
                if lib.tritonc_matmul(index, stream(), a.data_ptr(), b.data_ptr(), c_tc.data_ptr(), M, N, K, K, N, N,
                                      error, 1024):
                    raise RuntimeError(error.value.decode())

            def run_tr():
                mm[grid](a, b, c_tr, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1), c_tr.stride(0),
                         c_tr.stride(1), BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=gm, num_warps=warps,
                         num_stages=stages)

            run_tc()
            run_tr()
            torch.cuda.synchronize()
            # The two must agree before their times mean anything.
            if not torch.allclose(c_tc.float(), c_tr.float(), rtol=2e-2, atol=2e-2 * (K ** 0.5)):
                raise SystemExit(f"{name} K={K}: tritonc and Triton disagree")
            best = bench({"tritonc": run_tc, "triton": run_tr}, args.rounds)
            for who in times:
                times[who].append(best[who])
            print(f"{name} K={K}: tritonc {best['tritonc']:.3f} ms, Triton {best['triton']:.3f} ms", flush=True)
        iterations = [K / bk for K in ks]
        row = {"name": name, "ks": ks, "tritonc_ms": times["tritonc"], "triton_ms": times["triton"]}
        for who in times:
            fixed, per = fit(iterations, times[who])
            row[f"{who}_fixed_ms"], row[f"{who}_per_iteration_us"] = fixed, per * 1e3
        rows.append(row)
    print(f"{'kernel':22} {'fixed ms tc/Triton':>20} {'per BLOCK_K step us tc/Triton':>32}")
    for r in rows:
        print(f"{r['name']:22} {r['tritonc_fixed_ms']:9.3f}/{r['triton_fixed_ms']:<9.3f} "
              f"{r['tritonc_per_iteration_us']:15.2f}/{r['triton_per_iteration_us']:<15.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"gpu": torch.cuda.get_device_name(0), "triton": triton.__version__,
                       "commit": os.environ.get("TRITONC_COMMIT", "unknown"), "results": rows}, f, indent=1)


if __name__ == "__main__":
    main()
