"""tl.dot kernels on one GPU, in one process: tritonc's AOT kernels (through
ctypes, on torch's current stream), the same kernel source under Triton (the
.tri file loaded as a module, launched with the same constexprs, num_warps
and num_stages), and torch (cuBLAS matmul, scaled_dot_product_attention).

  matmul     fp16 8192 x 8192 x 8192, fp32 accumulation, fp16 out
  attention  fp16, batch 4, 32 heads, 4096 tokens, head dim 128, non-causal

Every specialization is checked against torch first (max |error| relative to
the largest |reference|) and against Triton, then timed with
triton.testing.do_bench (median of each round, rounds interleaved, best round
kept). TFLOP/s count 2*M*N*K for matmul and 4*Z*H*N*N*D for attention.
Registers, spills and shared memory are reported for both compilers (tritonc:
cuobjdump of the cubin and the launcher's dynamic shared memory; Triton: its
compiled kernel).

usage: python3 bench_dot.py --lib libtritonc_dot.so --dev .dev/dot [--json out.json] [--rounds 3]
"""
import argparse
import ctypes
import datetime
import importlib.machinery
import importlib.util
import json
import math
import os
import re
import subprocess
import sys

import torch
import torch.nn.functional as F
import triton
import triton.testing


def load_module(path, name):
    loader = importlib.machinery.SourceFileLoader(name, path)
    spec = importlib.util.spec_from_loader(name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def cubin_resources(path):
    """(registers, spill stores + loads, static shared bytes) from cuobjdump."""
    try:
        text = subprocess.run(["cuobjdump", "--dump-resource-usage", path], capture_output=True, text=True).stdout
    except OSError:
        return None
    m = re.search(r"REG:(\d+) STACK:(\d+) SHARED:(\d+)", text)
    return {"registers": int(m.group(1)), "stack": int(m.group(2)), "static_shared": int(m.group(3))} if m else None


def bench(fns, rounds):
    best = {name: math.inf for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            best[name] = min(best[name], triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="median"))
    return best


def open_library(path):
    """libtritonc_dot.so (tritonc_dot.cpp) with its entry points' C types."""
    lib = ctypes.CDLL(os.path.abspath(path))
    i32p = ctypes.POINTER(ctypes.c_int)
    lib.tritonc_dot_name.restype = ctypes.c_char_p
    lib.tritonc_dot_name.argtypes = [ctypes.c_int] + [i32p] * 7
    vp, i32, f32 = ctypes.c_void_p, ctypes.c_int, ctypes.c_float
    lib.tritonc_matmul.argtypes = [i32, vp, vp, vp, vp, i32, i32, i32, i32, i32, i32, ctypes.c_char_p, i32]
    lib.tritonc_attention.argtypes = [i32, vp, vp, vp, vp, vp, f32, i32, i32, i32, ctypes.c_char_p, i32]
    return lib


def specializations(lib):
    """[(name, [kind, c0, c1, c2, c3, num_warps, num_stages])] in the library's order."""
    specs = []
    while True:
        vals = [ctypes.c_int() for _ in range(7)]
        name = lib.tritonc_dot_name(len(specs), *[ctypes.byref(v) for v in vals]).decode()
        if not name:
            return specs
        specs.append((name, [v.value for v in vals]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", required=True)
    ap.add_argument("--dev", default=".dev/dot")
    ap.add_argument("--samples-dir", default="samples")
    ap.add_argument("--json")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()

    lib = open_library(args.lib)
    error = ctypes.create_string_buffer(1024)

    mm_module = load_module(os.path.join(args.samples_dir, "matmul", "matmul.tri"), "tritonc_mm")
    # mm_bp_* specializations are the block-pointer matmul: Triton runs that source too.
    mm_sources = {"plain": mm_module.matmul_kernel, "block_ptr": mm_module.matmul_block_ptr_kernel}
    at = load_module(os.path.join(args.samples_dir, "attention", "attention.tri"), "tritonc_at").attention_fwd_kernel

    specs = specializations(lib)

    torch.manual_seed(0)
    dev = torch.device("cuda")
    stream = lambda: ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
    results, failures = [], 0

    M = N = K = 8192
    a = torch.randn(M, K, device=dev, dtype=torch.float16)
    b = torch.randn(K, N, device=dev, dtype=torch.float16)
    ref = torch.matmul(a, b)
    torch_ms = None
    Z, H, S, D = 4, 32, 4096, 128
    q = torch.randn(Z, H, S, D, device=dev, dtype=torch.float16)
    k = torch.randn(Z, H, S, D, device=dev, dtype=torch.float16)
    v = torch.randn(Z, H, S, D, device=dev, dtype=torch.float16)
    scale = 1.0 / math.sqrt(D)
    at_ref = F.scaled_dot_product_attention(q, k, v, scale=scale)

    for index, (name, (kind, c0, c1, c2, c3, warps, stages)) in enumerate(specs):
        row = {"name": name, "num_warps": warps, "num_stages": stages}
        if kind == 0:
            row.update(kind="matmul", BLOCK_M=c0, BLOCK_N=c1, BLOCK_K=c2, GROUP_M=c3, shape=[M, N, K])
            c_tc = torch.empty(M, N, device=dev, dtype=torch.float16)
            c_tr = torch.empty_like(c_tc)
            grid = (triton.cdiv(M, c0) * triton.cdiv(N, c1),)
            mm = mm_sources["block_ptr" if name.startswith("mm_bp_") else "plain"]
            row["source"] = mm.__name__ if hasattr(mm, "__name__") else str(mm)

            def run_tc():
                if lib.tritonc_matmul(index, stream(), a.data_ptr(), b.data_ptr(), c_tc.data_ptr(), M, N, K,
                                      K, N, N, error, 1024):
                    raise RuntimeError(error.value.decode())

            def run_tr():
                return mm[grid](a, b, c_tr, M, N, K, a.stride(0), a.stride(1), b.stride(0), b.stride(1),
                                c_tr.stride(0), c_tr.stride(1), BLOCK_M=c0, BLOCK_N=c1, BLOCK_K=c2, GROUP_M=c3,
                                num_warps=warps, num_stages=stages)

            run_torch = lambda: torch.matmul(a, b)
            flops = 2.0 * M * N * K
            out_tc, out_tr, reference = c_tc, c_tr, ref
        else:
            row.update(kind="attention", HEAD_DIM=c0, BLOCK_M=c1, BLOCK_N=c2, CAUSAL=c3, shape=[Z, H, S, D])
            o_tc = torch.empty_like(q)
            o_tr = torch.empty_like(q)
            grid = (triton.cdiv(S, c1), Z * H)

            def run_tc():
                if lib.tritonc_attention(index, stream(), q.data_ptr(), k.data_ptr(), v.data_ptr(), o_tc.data_ptr(),
                                         scale, Z, H, S, error, 1024):
                    raise RuntimeError(error.value.decode())

            def run_tr():
                return at[grid](q, k, v, o_tr, scale, Z, H, S, q.stride(0), q.stride(1), q.stride(2),
                                HEAD_DIM=c0, BLOCK_M=c1, BLOCK_N=c2, CAUSAL=bool(c3), num_warps=warps,
                                num_stages=stages)

            run_torch = lambda: F.scaled_dot_product_attention(q, k, v, scale=scale)
            flops = 4.0 * Z * H * S * S * D
            out_tc, out_tr, reference = o_tc, o_tr, at_ref
        try:
            run_tc()
            compiled = run_tr()
            torch.cuda.synchronize()
        except Exception as e:  # a failing launch is a result, not a crash
            row["error"] = str(e)
            failures += 1
            results.append(row)
            print(f"{name}: FAILED: {e}")
            continue
        peak = reference.float().abs().max().item()
        row["max_rel_error_tritonc"] = (out_tc.float() - reference.float()).abs().max().item() / peak
        row["max_rel_error_triton"] = (out_tr.float() - reference.float()).abs().max().item() / peak
        row["ok"] = row["max_rel_error_tritonc"] <= max(2e-3, 2 * row["max_rel_error_triton"])
        failures += not row["ok"]
        times = bench({"tritonc": run_tc, "triton": run_tr, "torch": run_torch}, args.rounds)
        for who, ms in times.items():
            row[f"{who}_ms"] = ms
            row[f"{who}_tflops"] = flops / ms / 1e9
        row["ratio_vs_triton"] = times["triton"] / times["tritonc"]
        row["ratio_vs_torch"] = times["torch"] / times["tritonc"]
        row["tritonc_resources"] = cubin_resources(os.path.join(args.dev, name, name + ".cubin"))
        try:
            row["tritonc_resources"]["dynamic_shared"] = json.load(open(os.path.join(args.dev, name, name + ".json"))).get("shared_bytes")
        except Exception:
            pass
        try:
            row["triton_resources"] = {"registers": compiled.n_regs, "spills": compiled.n_spills,
                                       "shared": compiled.metadata.shared}
        except Exception as e:
            row["triton_resources"] = str(e)
        results.append(row)
        print(f"{name}: tritonc {row['tritonc_tflops']:.1f} TFLOP/s, Triton {row['triton_tflops']:.1f}, "
              f"torch {row['torch_tflops']:.1f}; ratio vs Triton {row['ratio_vs_triton']:.3f}; "
              f"error {row['max_rel_error_tritonc']:.2e} (Triton {row['max_rel_error_triton']:.2e}); "
              f"tritonc {row['tritonc_resources']} Triton {row['triton_resources']}", flush=True)

    props = torch.cuda.get_device_properties(0)
    driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                            capture_output=True, text=True).stdout.strip()
    doc = {"date": datetime.datetime.now(datetime.timezone.utc).isoformat(), "gpu": props.name, "driver": driver,
           "triton": triton.__version__, "torch": torch.__version__,
           "commit": os.environ.get("TRITONC_COMMIT", "unknown"), "results": results}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(doc, f, indent=1)
    print(f"{'kernel':22} {'tritonc':>9} {'Triton':>9} {'torch':>9} {'vs Triton':>9}")
    for r in results:
        if "tritonc_tflops" in r:
            print(f"{r['name']:22} {r['tritonc_tflops']:9.1f} {r['triton_tflops']:9.1f} {r['torch_tflops']:9.1f} "
                  f"{r['ratio_vs_triton']:9.3f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
