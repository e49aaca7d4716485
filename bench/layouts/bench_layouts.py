"""2-D kernels on the GPU (bench/layouts/kernels.py): tritonc's AOT kernels
(through ctypes, built by bench/device/run_layouts.sh) against the same
source JIT-compiled by Triton with the same BM, BN and num_warps, and torch,
in one process, interleaved. Each result is checked against a float64
reference on fresh random inputs, every output element included (outputs
are poisoned with NaN first). Prints a table; --json stores the results."""
import argparse
import ctypes
import datetime
import json
import os
import subprocess
import sys

import torch
import triton

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernels  # noqa: E402

# name, kernel, M, N, BM, BN, num_warps: as bench/device/prepare_layouts.sh
CASES = [
    ("softmax_rows_n256", kernels.softmax_rows, 65536, 256, 16, 256, 4),
    ("softmax_rows_n1024", kernels.softmax_rows, 32768, 1024, 4, 1024, 4),
    ("row_sum", kernels.row_sum, 65536, 1024, 64, 64, 4),
]


def reference(name, x):
    x64 = x.double()
    if name.startswith("softmax"):
        return torch.softmax(x64, dim=1)
    return x64.sum(dim=1)


def torch_version(name, x):
    return torch.softmax(x, dim=1) if name.startswith("softmax") else x.sum(dim=1)


def time_interleaved(fns, rounds=5, warmup=10, rep=50):
    best = {k: float("inf") for k in fns}
    for _ in range(rounds):
        for key, fn in fns.items():
            for _ in range(warmup):
                fn()
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            for _ in range(rep):
                fn()
            end.record()
            torch.cuda.synchronize()
            best[key] = min(best[key], start.elapsed_time(end) / rep)
    return best  # ms


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lib", required=True)
    parser.add_argument("--json")
    args = parser.parse_args()
    lib = ctypes.CDLL(os.path.abspath(args.lib))
    error = ctypes.create_string_buffer(1024)
    rows, ok_all = [], True
    for name, kernel, m, n, bm, bn, warps in CASES:
        entry = getattr(lib, "tritonc_" + name)
        entry.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 3 + [ctypes.c_char_p, ctypes.c_int]
        x = torch.randn(m, n, device="cuda", dtype=torch.float32) * 4
        out_shape = (m, n) if name.startswith("softmax") else (m,)
        y_tc = torch.full(out_shape, float("nan"), device="cuda")
        y_tr = torch.full(out_shape, float("nan"), device="cuda")
        stream = torch.cuda.current_stream().cuda_stream

        def run_tritonc():
            if entry(stream, y_tc.data_ptr(), x.data_ptr(), m, n, x.stride(0), error, 1024):
                raise RuntimeError(error.value.decode())

        def run_triton():
            kernel[(triton.cdiv(m, bm),)](y_tr, x, m, n, x.stride(0), BM=bm, BN=bn, num_warps=warps)

        run_tritonc()
        run_triton()
        torch.cuda.synchronize()
        ref = reference(name, x)
        checks = {}
        for who, y in (("tritonc", y_tc), ("triton", y_tr)):
            finite = bool(torch.isfinite(y).all())
            err = ((y.double() - ref).norm() / ref.norm()).item()
            checks[who] = (finite and err < 1e-5, err)
        ok = all(c[0] for c in checks.values())
        ok_all &= ok
        times = time_interleaved({"tritonc": run_tritonc, "triton": run_triton,
                                  "torch": lambda: torch_version(name, x)})
        moved = x.numel() * 4 + y_tc.numel() * 4
        gbs = {k: moved / (t * 1e-3) / 1e9 for k, t in times.items()}
        rows.append(dict(name=name, M=m, N=n, BM=bm, BN=bn, num_warps=warps, ok=ok,
                         rel_err_tritonc=checks["tritonc"][1], rel_err_triton=checks["triton"][1],
                         gbs=gbs, ratio_vs_triton=gbs["tritonc"] / gbs["triton"],
                         ratio_vs_torch=gbs["tritonc"] / gbs["torch"]))
    gpu = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.strip()
    print(f"{'kernel':20} {'M x N':>12} {'BMxBN/w':>12} {'tritonc':>9} {'triton':>9} {'torch':>9} "
          f"{'vs triton':>9} {'check':>6}  (GB/s)")
    for r in rows:
        print(f"{r['name']:20} {r['M']:>6}x{r['N']:<5} {r['BM']:>4}x{r['BN']:<4}/{r['num_warps']} "
              f"{r['gbs']['tritonc']:9.0f} {r['gbs']['triton']:9.0f} {r['gbs']['torch']:9.0f} "
              f"{r['ratio_vs_triton']:8.3f}x {'ok' if r['ok'] else 'FAIL':>6}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(dict(date=datetime.date.today().isoformat(), gpu=gpu, triton=triton.__version__,
                           torch=torch.__version__, commit=os.environ.get("TRITONC_COMMIT", ""),
                           results=rows), f, indent=1)
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())
