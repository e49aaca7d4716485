"""The four samples (softmax, layernorm, swiglu, dropout) on one GPU, in one
process: tritonc's AOT kernel (through ctypes, on torch's current stream),
the same kernel source under Triton (the .tri file loaded as a module, its
@triton.jit function launched with the same BLOCK_SIZE and num_warps), and
torch. Every sample is checked first, every element, against a float64
reference computed on the GPU, and tritonc against Triton; then the three are
timed with triton.testing.do_bench (median per round, interleaved rounds, the
best round kept).

  softmax    16384 x 4096 fp32, BLOCK_SIZE 4096, 8 warps   vs torch.softmax
  layernorm  16384 x 8192 fp16, BLOCK_SIZE 1024, 8 warps   vs torch.nn.functional.layer_norm
  swiglu     2^28 fp16, BLOCK_SIZE 1024, 4 warps           vs silu(a) * b in torch (two fp16 kernels)
  dropout    2^24 fp32, p = 0.5, BLOCK_SIZE 1024, 4 warps  vs torch.nn.functional.dropout (another
                                                              generator: not bit-comparable)

Bandwidth (GB/s) counts the bytes a kernel must move at least:
  softmax 2*M*N*4; swiglu 3*n*2; dropout 2*n*4;
  layernorm X read once + Y written once + W and B + Mean and Rstd
  (2*M*N*2 + 2*N*2 + 2*M*4). The JSON also gives the layernorm bytes the
  kernel's loads and stores request ("triton_equivalent": X read three
  times, W and B once per row) and the Triton tutorial's 2*M*N*2. The ratios
  are ratios of times, so they do not depend on the byte count.

A kernel missing from the library (tritonc could not compile it) is reported
and its sample still runs Triton and torch. Exit status 1 when a tritonc
check fails or a call fails.

usage: python3 bench_samples.py --lib libtritonc_samples.so [--samples-dir samples]
                                [--only softmax,dropout] [--rounds 3] [--json out.json]
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
import traceback

import torch
import torch.nn.functional as F
import triton
import triton.testing

SAMPLES = ("softmax", "layernorm", "swiglu", "dropout")
# The specializations prepare_samples.sh compiles; used for Triton too when
# the library lacks a kernel.
DEFAULT_CONFIG = {"softmax": (4096, 8), "layernorm": (1024, 8), "swiglu": (1024, 4), "dropout": (1024, 4)}
KERNEL_NAME = {"softmax": "softmax_kernel", "layernorm": "layer_norm_fwd_kernel",
               "swiglu": "swiglu_kernel", "dropout": "dropout_kernel"}


# ---------------------------------------------------------------- plumbing

def load_triton_kernel(samples_dir, name):
    # The .tri files are plain Python: load one as a module to get the
    # @triton.jit object.
    path = os.path.join(samples_dir, name, name + ".tri")
    module_name = f"tritonc_sample_{name}"
    loader = importlib.machinery.SourceFileLoader(module_name, path)
    spec = importlib.util.spec_from_loader(module_name, loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return getattr(module, KERNEL_NAME[name])


class Tritonc:
    """The ctypes library built from tritonc_samples.cpp."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(os.path.abspath(path))
        self.error = ctypes.create_string_buffer(1024)
        vp, i32, f32, buf = ctypes.c_void_p, ctypes.c_int, ctypes.c_float, ctypes.c_char_p
        self.lib.tritonc_sample_config.argtypes = [buf, ctypes.POINTER(i32), ctypes.POINTER(i32),
                                                   ctypes.POINTER(ctypes.c_char_p)]
        argtypes = {"softmax": [vp, vp, vp, i32, i32, i32, i32, buf, i32],
                    "layernorm": [vp] * 7 + [i32, i32, i32, f32, buf, i32],
                    "swiglu": [vp] * 4 + [i32, buf, i32],
                    "dropout": [vp] * 3 + [i32, f32, i32, buf, i32]}
        self.functions = {}
        for name, types in argtypes.items():
            function = getattr(self.lib, "tritonc_" + name, None)
            if function is not None:
                function.argtypes = types
                function.restype = i32
                self.functions[name] = function

    def has(self, name):
        return name in self.functions

    def config(self, name):
        block, warps, signature = ctypes.c_int(), ctypes.c_int(), ctypes.c_char_p()
        if self.lib.tritonc_sample_config(name.encode(), ctypes.byref(block), ctypes.byref(warps),
                                          ctypes.byref(signature)):
            return None
        return block.value, warps.value, signature.value.decode()

    def caller(self, name):
        """A function launching the kernel on torch's current stream; raises on an error."""
        function = self.functions[name]

        def call(*args):
            stream = torch.cuda.current_stream().cuda_stream
            if function(stream, *args, self.error, len(self.error)):
                raise RuntimeError(f"tritonc {name}: {self.error.value.decode()}")
        return call


def gpu_facts():
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem",
                          "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()
    return {"gpu": torch.cuda.get_device_name(), "nvidia_smi": smi, "torch": torch.__version__,
            "triton": triton.__version__, "cuda": torch.version.cuda}


def time_interleaved(fns, rounds, warmup, rep):
    """Median ms per round for each function, rounds interleaved to expose drift."""
    times = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            times[name].append(triton.testing.do_bench(fn, warmup=warmup, rep=rep, return_mode="median"))
    return times


def summarize(times, bytes_moved):
    summary = {}
    for name, per_round in times.items():
        best = min(per_round)
        summary[name] = {"ms_median_per_round": per_round, "ms": best,
                         "GBps": bytes_moved / (best * 1e-3) / 1e9}
    return summary


def ulp16(reference):
    """The distance between the fp16 values around |reference| (float64 tensor)."""
    _, exponent = torch.frexp(reference.abs())
    ulp = torch.ldexp(torch.ones_like(reference), (exponent - 11).to(reference.dtype))
    return torch.where(reference.abs() < 2.0 ** -14, torch.full_like(reference, 2.0 ** -24), ulp)


def fp16_diff(a, b):
    """How far two fp16 tensors are apart: elements differing, largest gap."""
    different = (a.view(torch.int16) != b.view(torch.int16))
    return {"elements_differing": int(different.sum().item()),
            "max_abs_diff": float((a.float() - b.float()).abs().max().item()) if a.numel() else 0.0}


class Checks:
    """Named pass/fail checks of one sample, with details for the JSON."""

    def __init__(self):
        self.items = {}

    def add(self, name, ok, gating=True, **details):
        self.items[name] = {"ok": bool(ok), "gating": gating, **details}
        status = "ok" if ok else ("FAILED" if gating else "off (informative)")
        extra = ", ".join(f"{k}={v:.3g}" if isinstance(v, float) else f"{k}={v}" for k, v in details.items())
        print(f"    check {name}: {status}{' (' + extra + ')' if extra else ''}", flush=True)

    def ok(self):
        return all(item["ok"] for item in self.items.values() if item["gating"])


# ---------------------------------------------------------------- softmax

def softmax_errors(y, x, cols):
    reference = torch.softmax(x[:, :cols].double(), dim=1)
    error = ((y[:, :cols].double() - reference).abs() / reference)
    return float(error.max().item()) if error.numel() else 0.0


def run_softmax(ctx):
    block, warps = ctx.block, ctx.warps
    checks = Checks()
    impls = {}
    # Odd shape first: rows of 1000 in buffers of stride 1008 (divisible by
    # 16); the padding of the output must stay NaN.
    rows, cols, stride = 7, 1000, 1008
    x = torch.randn(rows, stride, device="cuda") * 2
    for name in ctx.impls:
        y = torch.full((rows, stride + 16), float("nan"), device="cuda")
        if name == "tritonc":
            ctx.tritonc(y.data_ptr(), x.data_ptr(), x.stride(0), y.stride(0), rows, cols)
        elif name == "triton":
            ctx.kernel[(rows,)](y, x, x.stride(0), y.stride(0), cols, BLOCK_SIZE=block, num_warps=warps)
        else:
            continue
        torch.cuda.synchronize()
        error = softmax_errors(y, x, cols)
        checks.add(f"{name} 7x1000 (strides 1008/1024)", error <= 1e-5 and bool(y[:, cols:].isnan().all()),
                   gating=name == "tritonc", max_rel_error=error)

    M, N = ctx.args.softmax_rows, ctx.args.softmax_cols
    x = torch.randn(M, N, device="cuda") * 2
    outputs = {name: torch.full_like(x, float("nan")) for name in ("tritonc", "triton")}
    out_torch = {}
    if "tritonc" in ctx.impls:
        y = outputs["tritonc"]
        impls["tritonc"] = lambda: ctx.tritonc_full(y.data_ptr(), x.data_ptr(), x.stride(0), y.stride(0), M, N)
    y_triton = outputs["triton"]
    impls["triton"] = lambda: ctx.kernel[(M,)](y_triton, x, x.stride(0), y_triton.stride(0), N,
                                               BLOCK_SIZE=block, num_warps=warps)

    def run_torch():
        out_torch["y"] = torch.softmax(x, dim=1)
    impls["torch"] = run_torch
    for fn in impls.values():
        fn()
    torch.cuda.synchronize()
    for name, y in (("tritonc", outputs["tritonc"]), ("triton", outputs["triton"]), ("torch", out_torch["y"])):
        if name not in impls:
            continue
        error = softmax_errors(y, x, N)
        checks.add(f"{name} {M}x{N} vs float64", error <= 1e-5, gating=name == "tritonc", max_rel_error=error)
    if "tritonc" in impls:
        a, b = outputs["tritonc"], outputs["triton"]
        checks.add("tritonc vs triton", True, gating=False,
                   elements_differing=int((a.view(torch.int32) != b.view(torch.int32)).sum().item()),
                   max_rel_diff=float(((a - b).abs() / b.abs()).max().item()))
    bytes_moved = 2 * M * N * 4
    return {"shape": [M, N], "dtype": "float32", "bytes": {"minimal": bytes_moved}, "GBps_basis": "minimal"}, \
        checks, impls, bytes_moved


# ---------------------------------------------------------------- layernorm

def layernorm_inputs(rows, cols, stride):
    row_mean = torch.rand(rows, 1, device="cuda") * 4 - 2
    row_std = torch.rand(rows, 1, device="cuda") * 2 + 0.1
    x = (torch.randn(rows, stride, device="cuda") * row_std + row_mean).half()
    w = (torch.rand(cols, device="cuda") + 0.5).half()
    b = (torch.rand(cols, device="cuda") * 2 - 1).half()
    return x, w, b


def layernorm_check(y, mean, rstd, x, w, b, cols, eps):
    """Worst errors of Y (fp16), Mean and Rstd against float64, as the host
    program judges them; returns (ok, details)."""
    xd, wd, bd = x[:, :cols].double(), w.double(), b.double()
    mu = xd.mean(dim=1, keepdim=True)
    var = ((xd - mu) ** 2).mean(dim=1, keepdim=True)
    sd = var.sqrt()
    rs = 1.0 / torch.sqrt(var + float(torch.tensor(eps, dtype=torch.float32)))
    x_hat_w = (xd - mu) * rs * wd
    reference = x_hat_w + bd
    mean_tolerance = 1e-5 * (mu.abs() + sd) + 1e-7
    y_error = (y[:, :cols].double() - reference).abs()
    y_tolerance = ulp16(reference) + 1e-4 * (x_hat_w.abs() + bd.abs()) + mean_tolerance * rs * wd.abs()
    mean_error = (mean.double().unsqueeze(1) - mu).abs()
    rstd_error = (rstd.double().unsqueeze(1) - rs).abs() / rs
    scale = reference.abs().max()
    details = {"y_max_ulps": float((y_error / ulp16(reference)).max().item()),
               "y_max_error_over_scale": float((y_error.max() / scale).item()),
               "mean_max_error": float(mean_error.max().item()),
               "rstd_max_rel_error": float(rstd_error.max().item())}
    details["y_ok"] = bool((y_error <= y_tolerance).all())
    details["mean_rstd_ok"] = bool((mean_error <= mean_tolerance).all()) and bool((rstd_error <= 1e-5).all())
    return details["y_ok"] and details["mean_rstd_ok"], details


def run_layernorm(ctx):
    block, warps, eps = ctx.block, ctx.warps, 1e-5
    checks = Checks()
    impls = {}
    # Odd shape: rows of 3000 in a stride of 3008; Y's padding must stay NaN.
    rows, cols, stride = 7, 3000, 3008
    x, w, b = layernorm_inputs(rows, cols, stride)
    for name in ctx.impls:
        y = torch.full((rows, stride), float("nan"), device="cuda", dtype=torch.float16)
        mean = torch.full((rows,), float("nan"), device="cuda")
        rstd = torch.full((rows,), float("nan"), device="cuda")
        if name == "tritonc":
            ctx.tritonc(x.data_ptr(), y.data_ptr(), w.data_ptr(), b.data_ptr(), mean.data_ptr(), rstd.data_ptr(),
                        stride, rows, cols, eps)
        elif name == "triton":
            ctx.kernel[(rows,)](x, y, w, b, mean, rstd, stride, cols, eps, BLOCK_SIZE=block, num_warps=warps)
        else:
            continue
        torch.cuda.synchronize()
        ok, details = layernorm_check(y, mean, rstd, x, w, b, cols, eps)
        checks.add(f"{name} 7x3000 (stride 3008)", ok and bool(y[:, cols:].isnan().all()),
                   gating=name == "tritonc", **details)

    M, N = ctx.args.layernorm_rows, ctx.args.layernorm_cols
    x, w, b = layernorm_inputs(M, N, N)
    outs = {name: (torch.full_like(x, float("nan")), torch.full((M,), float("nan"), device="cuda"),
                   torch.full((M,), float("nan"), device="cuda")) for name in ("tritonc", "triton")}
    out_torch = {}
    if "tritonc" in ctx.impls:
        y, mean, rstd = outs["tritonc"]
        impls["tritonc"] = lambda: ctx.tritonc_full(x.data_ptr(), y.data_ptr(), w.data_ptr(), b.data_ptr(),
                                               mean.data_ptr(), rstd.data_ptr(), x.stride(0), M, N, eps)
    yt, meant, rstdt = outs["triton"]
    impls["triton"] = lambda: ctx.kernel[(M,)](x, yt, w, b, meant, rstdt, x.stride(0), N, eps,
                                               BLOCK_SIZE=block, num_warps=warps)

    def run_torch():
        out_torch["y"] = F.layer_norm(x, (N,), w, b, eps)
    impls["torch"] = run_torch
    for fn in impls.values():
        fn()
    torch.cuda.synchronize()
    for name in ("tritonc", "triton"):
        if name in impls:
            ok, details = layernorm_check(*outs[name], x, w, b, N, eps)
            checks.add(f"{name} {M}x{N} vs float64", ok, gating=name == "tritonc", **details)
    # torch gives no Mean/Rstd here: judge Y alone, for information.
    _, details = layernorm_check(out_torch["y"], outs["triton"][1], outs["triton"][2], x, w, b, N, eps)
    checks.add(f"torch {M}x{N} Y vs float64", details["y_ok"], gating=False, y_max_ulps=details["y_max_ulps"])
    if "tritonc" in impls:
        checks.add("tritonc vs triton (Y)", True, gating=False, **fp16_diff(outs["tritonc"][0], outs["triton"][0]))
    minimal = 2 * M * N * 2 + 2 * N * 2 + 2 * M * 4
    triton_equivalent = 3 * M * N * 2 + M * N * 2 + M * 2 * N * 2 + 2 * M * 4
    return {"shape": [M, N], "dtype": "float16", "eps": eps,
            "bytes": {"minimal": minimal, "triton_equivalent": triton_equivalent,
                      "triton_tutorial": 2 * M * N * 2},
            "bytes_note": "minimal: X read once, Y written once, W, B, Mean, Rstd; triton_equivalent: what the "
                          "kernel's loads and stores request (X read in each of its 3 loops, W and B once per "
                          "row); triton_tutorial: 2*M*N*2 as in Triton's layer-norm tutorial",
            "GBps_basis": "minimal"}, checks, impls, minimal


# ---------------------------------------------------------------- swiglu

def swiglu_check(c, a, b):
    reference = F.silu(a.double()) * b.double()
    error = (c.double() - reference).abs()
    ok = bool((error <= ulp16(reference) + 1e-5 * reference.abs()).all())
    return ok, {"max_ulps": float((error / ulp16(reference)).max().item()),
                "max_error_over_scale": float((error.max() / reference.abs().max()).item())}


def run_swiglu(ctx):
    block, warps = ctx.block, ctx.warps
    checks = Checks()
    impls = {}
    guard = 1024
    n = 1000003  # odd; a guard after n must stay NaN
    a = (torch.randn(n, device="cuda") * 3).half()
    b = torch.randn(n, device="cuda").half()
    for name in ctx.impls:
        c = torch.full((n + guard,), float("nan"), device="cuda", dtype=torch.float16)
        if name == "tritonc":
            ctx.tritonc(a.data_ptr(), b.data_ptr(), c.data_ptr(), n)
        elif name == "triton":
            ctx.kernel[(triton.cdiv(n, block),)](a, b, c, n, BLOCK_SIZE=block, num_warps=warps)
        else:
            continue
        torch.cuda.synchronize()
        ok, details = swiglu_check(c[:n], a, b)
        checks.add(f"{name} n={n}", ok and bool(c[n:].isnan().all()), gating=name == "tritonc", **details)

    n = ctx.args.swiglu_n
    a = (torch.randn(n, device="cuda") * 3).half()
    b = torch.randn(n, device="cuda").half()
    outs = {name: torch.full_like(a, float("nan")) for name in ("tritonc", "triton")}
    out_torch = {}
    grid = (triton.cdiv(n, block),)
    if "tritonc" in ctx.impls:
        c = outs["tritonc"]
        impls["tritonc"] = lambda: ctx.tritonc_full(a.data_ptr(), b.data_ptr(), c.data_ptr(), n)
    ct = outs["triton"]
    impls["triton"] = lambda: ctx.kernel[grid](a, b, ct, n, BLOCK_SIZE=block, num_warps=warps)

    def run_torch():
        out_torch["c"] = F.silu(a) * b
    impls["torch"] = run_torch
    for fn in impls.values():
        fn()
    torch.cuda.synchronize()
    for name, c in (("tritonc", outs["tritonc"]), ("triton", outs["triton"]), ("torch", out_torch["c"])):
        if name in impls:
            ok, details = swiglu_check(c, a, b)
            checks.add(f"{name} n={n} vs float64", ok, gating=name == "tritonc", **details)
    if "tritonc" in impls:
        checks.add("tritonc vs triton", True, gating=False, **fp16_diff(outs["tritonc"], outs["triton"]))
    bytes_moved = 3 * n * 2
    return {"n": n, "dtype": "float16", "bytes": {"minimal": bytes_moved}, "GBps_basis": "minimal",
            "torch_note": "F.silu(a) * b: two fp16 kernels, the product rounded twice"}, \
        checks, impls, bytes_moved


# ---------------------------------------------------------------- dropout

def tl_rand_keeps(seed, n, p):
    """Which of n elements tl.rand(seed, offsets) > p keeps: Philox4x32-10 with
    the key = seed sign-extended to 64 bits, counter (offset, 0, 0, 0), the
    first word mapped to [0, 1) as Triton's uint_to_uniform_float does.
    int64 arithmetic wraps, so 32x32-bit products keep their exact low 64 bits."""
    mask = 0xFFFFFFFF
    key = seed & 0xFFFFFFFFFFFFFFFF
    k0, k1 = key & mask, key >> 32
    c0 = torch.arange(n, device="cuda", dtype=torch.int64)
    c1 = torch.zeros_like(c0)
    c2 = torch.zeros_like(c0)
    c3 = torch.zeros_like(c0)
    for _ in range(10):
        p0 = c0 * 0xD2511F53
        p2 = c2 * 0xCD9E8D57
        c0, c1, c2, c3 = ((p2 >> 32) & mask) ^ c1 ^ k0, p2 & mask, ((p0 >> 32) & mask) ^ c3 ^ k1, p0 & mask
        k0 = (k0 + 0x9E3779B9) & mask
        k1 = (k1 + 0xBB67AE85) & mask
    x = torch.where(c0 >= 2 ** 31, c0 - 2 ** 32, c0)  # as int32
    x = torch.where(x < 0, -x - 1, x).to(torch.int32)
    uniform = x.to(torch.float32) * torch.tensor(4.6566127342e-10, dtype=torch.float32, device="cuda")
    return uniform > torch.tensor(p, dtype=torch.float32, device="cuda")


def dropout_values_ok(out, x, p):
    """Every element exactly x / (1 - p) in fp32 or exactly +0.0; the kept mask."""
    # 1 - p in fp32, as the kernel computes it; a full tensor, so that torch
    # divides (correctly rounded) instead of multiplying by a reciprocal.
    scale = (torch.tensor(1.0, dtype=torch.float32) - torch.tensor(p, dtype=torch.float32)).item()
    kept_value = x / torch.full_like(x, scale)
    kept = out.view(torch.int32) == kept_value.view(torch.int32)
    dropped = out.view(torch.int32) == 0
    return bool((kept | dropped).all()), kept


def run_dropout(ctx):
    block, warps, p = ctx.block, ctx.warps, ctx.args.dropout_p
    checks = Checks()
    impls = {}
    guard = 1024

    def magnitudes(n):  # 0.5 <= |x| < 2: a kept element is never 0
        x = torch.rand(n, device="cuda") * 1.5 + 0.5
        return torch.where(torch.rand(n, device="cuda") < 0.5, -x, x)

    # Odd size and a negative seed (Triton sign-extends it): tritonc against
    # Triton bit for bit, Triton against the Philox replica.
    outs_small = {}
    for n, seed in ((1000003, -123456789), (4096, 7)):
        x = magnitudes(n)
        for name in ctx.impls:
            out = torch.full((n + guard,), float("nan"), device="cuda")
            if name == "tritonc":
                ctx.tritonc(x.data_ptr(), out.data_ptr(), n, p, seed)
            elif name == "triton":
                ctx.kernel[(triton.cdiv(n, block),)](x, out, n, p, seed, BLOCK_SIZE=block, num_warps=warps)
            else:
                continue
            outs_small[name] = out
        torch.cuda.synchronize()
        keeps = tl_rand_keeps(seed, n, p)
        t_ok, t_kept = dropout_values_ok(outs_small["triton"][:n], x, p)
        checks.add(f"triton n={n} seed={seed} vs Philox replica", t_ok and bool((t_kept == keeps).all()),
                   gating=False, decisions_differing=int((t_kept != keeps).sum().item()))
        if "tritonc" in outs_small:
            out = outs_small["tritonc"]
            same = bool(torch.equal(out[:n].view(torch.int32), outs_small["triton"][:n].view(torch.int32)))
            checks.add(f"tritonc n={n} seed={seed} bit-identical to triton",
                       same and bool(out[n:].isnan().all()),
                       elements_differing=int((out[:n].view(torch.int32)
                                               != outs_small["triton"][:n].view(torch.int32)).sum().item()))

    n, seed = ctx.args.dropout_n, ctx.args.dropout_seed
    x = magnitudes(n)
    outs = {name: torch.full_like(x, float("nan")) for name in ("tritonc", "triton")}
    out_torch = {}
    grid = (triton.cdiv(n, block),)
    if "tritonc" in ctx.impls:
        o = outs["tritonc"]
        impls["tritonc"] = lambda: ctx.tritonc_full(x.data_ptr(), o.data_ptr(), n, p, seed)
    ot = outs["triton"]
    impls["triton"] = lambda: ctx.kernel[grid](x, ot, n, p, seed, BLOCK_SIZE=block, num_warps=warps)

    def run_torch():
        out_torch["o"] = F.dropout(x, p=p, training=True)
    impls["torch"] = run_torch
    for fn in impls.values():
        fn()
    torch.cuda.synchronize()
    keeps = tl_rand_keeps(seed, n, p)
    for name, out in (("tritonc", outs["tritonc"]), ("triton", outs["triton"]), ("torch", out_torch["o"])):
        if name not in impls:
            continue
        values_ok, kept = dropout_values_ok(out, x, p)
        fraction = float(kept.double().mean().item())
        details = {"kept_fraction": fraction}
        ok = values_ok and abs(fraction - (1 - p)) <= 0.01
        if name != "torch":
            differing = int((kept != keeps).sum().item())
            details["decisions_unlike_philox_replica"] = differing
            ok = ok and differing == 0
        checks.add(f"{name} n={n} values x/(1-p) or 0, fraction, tl.rand", ok, gating=name == "tritonc",
                   **details)
    if "tritonc" in impls:
        same = bool(torch.equal(outs["tritonc"].view(torch.int32), outs["triton"].view(torch.int32)))
        checks.add(f"tritonc n={n} seed={seed} bit-identical to triton", same)
    bytes_moved = 2 * n * 4
    return {"n": n, "dtype": "float32", "p": p, "seed": seed, "bytes": {"minimal": bytes_moved},
            "GBps_basis": "minimal",
            "torch_note": "F.dropout uses torch's own Philox stream (not bit-comparable) and also writes its mask"}, \
        checks, impls, bytes_moved


RUNNERS = {"softmax": run_softmax, "layernorm": run_layernorm, "swiglu": run_swiglu, "dropout": run_dropout}


class Context:
    pass


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap = argparse.ArgumentParser()
    ap.add_argument("--lib", help="libtritonc_samples.so (without it only Triton and torch run)")
    ap.add_argument("--bench-lib", help="the timed specializations (lengths promised to be multiples of 16, as "
                                        "Triton's JIT specializes the benchmark sizes); default: --lib")
    ap.add_argument("--samples-dir", default=os.path.join(root, "samples"))
    ap.add_argument("--only", default=",".join(SAMPLES))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--warmup", type=int, default=50, help="do_bench warmup, ms")
    ap.add_argument("--rep", type=int, default=300, help="do_bench repetition time, ms")
    ap.add_argument("--softmax-rows", type=int, default=16384)
    ap.add_argument("--softmax-cols", type=int, default=4096)
    ap.add_argument("--layernorm-rows", type=int, default=16384)
    ap.add_argument("--layernorm-cols", type=int, default=8192)
    ap.add_argument("--swiglu-n", type=int, default=1 << 28)
    ap.add_argument("--dropout-n", type=int, default=1 << 24)
    ap.add_argument("--dropout-p", type=float, default=0.5)
    ap.add_argument("--dropout-seed", type=int, default=20261202)
    ap.add_argument("--seed", type=int, default=None, help="torch.manual_seed for the inputs (default: random)")
    ap.add_argument("--json")
    ap.add_argument("--commit", default=os.environ.get("TRITONC_COMMIT", "unknown"))
    args = ap.parse_args()

    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "little")
    torch.manual_seed(seed)
    lib = Tritonc(args.lib) if args.lib else None
    bench_lib = Tritonc(args.bench_lib) if args.bench_lib else lib
    facts = gpu_facts()
    print(f"samples on {facts['gpu']} ({facts['nvidia_smi']}), torch {facts['torch']}, triton {facts['triton']}, "
          f"input seed {seed}", flush=True)

    records = {}
    failed = False
    for name in [s for s in args.only.split(",") if s]:
        if name not in RUNNERS:
            sys.exit(f"unknown sample {name!r}; known: {', '.join(SAMPLES)}")
        ctx = Context()
        ctx.args = args
        config = bench_lib.config(name) if bench_lib and bench_lib.has(name) else (lib.config(name) if lib else None)
        ctx.block, ctx.warps = config[:2] if config else DEFAULT_CONFIG[name]
        ctx.impls = ["triton", "torch"]
        if lib and lib.has(name):
            ctx.impls.insert(0, "tritonc")
            ctx.tritonc = lib.caller(name)
            # The odd shapes run the general specialization, the full problem
            # (checked and timed) the benchmark's.
            ctx.tritonc_full = bench_lib.caller(name) if bench_lib.has(name) else ctx.tritonc
        print(f"\n{name}: BLOCK_SIZE={ctx.block} num_warps={ctx.warps}"
              f"{', tritonc signature ' + config[2] if config else ', tritonc kernel NOT in the library'}",
              flush=True)
        record = {"BLOCK_SIZE": ctx.block, "num_warps": ctx.warps,
                  "tritonc_signature": config[2] if config else None, "tritonc_compiled": "tritonc" in ctx.impls}
        try:
            ctx.kernel = load_triton_kernel(args.samples_dir, name)
            info, checks, impls, bytes_moved = RUNNERS[name](ctx)
            record.update(info)
            record["checks"] = checks.items
            record["checks_ok"] = checks.ok()
            failed = failed or not checks.ok()
            summary = summarize(time_interleaved(impls, args.rounds, args.warmup, args.rep), bytes_moved)
            record["results"] = summary
            if "tritonc" in summary:
                # Ratios of bandwidth (= inverse ratios of time): > 1 means tritonc is faster.
                record["tritonc_over_triton"] = summary["triton"]["ms"] / summary["tritonc"]["ms"]
                record["tritonc_over_torch"] = summary["torch"]["ms"] / summary["tritonc"]["ms"]
        except Exception as error:  # one sample's failure must not hide the others
            traceback.print_exc()
            record["error"] = f"{type(error).__name__}: {error}"
            failed = failed or "tritonc" in ctx.impls
        records[name] = record
        torch.cuda.empty_cache()

    print(f"\n{'sample':10} {'impl':8} {'ms':>9} {'GB/s':>8}   per-round medians (ms)")
    for name, record in records.items():
        for impl, s in record.get("results", {}).items():
            rounds = " ".join(f"{t:.4f}" for t in s["ms_median_per_round"])
            print(f"{name:10} {impl:8} {s['ms']:9.4f} {s['GBps']:8.1f}   {rounds}")
        if "layernorm" == name and "results" in record:
            te = record["bytes"]["triton_equivalent"]
            extra = "  ".join(f"{impl} {te / (s['ms'] * 1e-3) / 1e9:.1f}" for impl, s in record["results"].items())
            print(f"{'':10} (GB/s on the kernel's requested bytes, X read 3 times: {extra})")
    print()
    for name, record in records.items():
        state = "checks ok" if record.get("checks_ok") else ("ERROR" if "error" in record else "checks FAILED")
        if "tritonc_over_triton" in record:
            print(f"{name:10} tritonc / triton = {record['tritonc_over_triton']:.3f}   "
                  f"tritonc / torch = {record['tritonc_over_torch']:.3f}   ({state})")
        else:
            print(f"{name:10} tritonc not timed ({state}{', ' + record['error'] if 'error' in record else ''})")

    result = {"benchmark": "samples", "date": datetime.datetime.now(datetime.timezone.utc).isoformat(),
              "commit": args.commit, **facts, "input_seed": seed,
              "timing": {"do_bench_warmup_ms": args.warmup, "do_bench_rep_ms": args.rep, "rounds": args.rounds,
                         "statistic": "median per round, best round"},
              "ratios_note": "tritonc_over_X = time(X) / time(tritonc): > 1 means tritonc is faster",
              "tritonc_timed": [name for name, record in records.items() if "tritonc_over_triton" in record],
              "samples": records, "ok": not failed}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=2)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
