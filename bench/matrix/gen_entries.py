#!/usr/bin/env python3
"""Writes bench/matrix/entries.json, the performance matrix of tl.dot
kernels (bench/matrix/README.md), from the compact tables below.

Every row names a kernel style of kernels/tmatrix, a dtype, a tile
(BLOCK_M x BLOCK_N x BLOCK_K), warps, stages and a problem size; this
script turns it into a corpus entry (bench/corpus/README.md): the
runtime arguments of the kernel with their shapes and values, the
signature Triton's JIT derives from them (pointers `:16`, integers
divisible by 16 `:16`, integers equal to 1 `:1`), the constexprs, the grid,
the float64 reference and the tolerances for gpu_check.py, the vendor
library call to time beside it, and the flop count for TFLOP/s.

The output is deterministic (no clock, no randomness): run it after
editing a table and commit both files.

usage: python3 gen_entries.py [--out FILE] [--check]
  --check: exit 1 when the file on disk differs from what would be written
"""
import argparse
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# dtype name -> (operand dtype, output dtype, accumulator constexpr)
DTYPES = {
    "fp16": ("float16", "float16", "tl.float32"),
    "bf16": ("bfloat16", "bfloat16", "tl.float32"),
    "bf16-f32out": ("bfloat16", "float32", "tl.float32"),
    "tf32": ("float32", "float32", "tl.float32"),
    "int8": ("int8", "int32", "tl.int32"),
    "fp8": ("float8_e4m3fn", "float16", "tl.float32"),
}
SIG_DTYPE = {"float16": "fp16", "bfloat16": "bf16", "float32": "fp32", "int8": "i8", "int32": "i32",
             "float8_e4m3fn": "fp8e4nv"}

# (tol against Triton, tol against the float64 reference) per dtype, as
# [atol, rtol]; None keeps gpu_check.py's default for the output dtype.
# Inputs are scaled so that matmul outputs are about N(0, 1) (fp8: about
# N(0, (sqrt(K)/16)^2), 4 to 6 here), which is what these bounds are for:
# tf32 truncates or rounds the operands to 10 mantissa bits (about 1e-3 per
# product, 2e-3 at most in a sum of K of them), and Triton sums fp8
# products with Hopper's reduced-precision fp8 accumulation (its default
# max_num_imprecise_acc on sm_90), some 1e-2 of the result over K = 8192.
# A wrong tile or a missed mask is off by the outputs' own size.
TOLERANCES = {
    "fp16": (None, None),
    "bf16": (None, None),
    "bf16-f32out": ([1e-4, 1e-4], [1e-4, 1e-4]),
    "tf32": ([2e-2, 1e-2], [2e-2, 1e-2]),
    "int8": (None, None),
    "fp8": ([0.5, 2e-2], [0.5, 2e-2]),
}
# The persistent rows' grid: one program per multiprocessor of the H100 and
# H200 (132 each), as Triton's tutorials size it from the device.
NUM_SMS = 132
ATTN_TOLERANCES = {"fp16": ([2e-3, 1e-2], [5e-3, 2e-2]), "bf16": ([1e-2, 2e-2], [2e-2, 2e-2])}

# ------------------------------------------------------------------ tables
# Matmul rows: (style, dtype, (BM, BN, BK), warps, stages, (M, N, K), options)
# options: act (leaky_relu / gelu / gelu_tanh), bias, residual, b_kmajor,
# b_t (descriptor B stored N x K), batch, group, issue (the case of issue 15
# this row repeats).
MATMUL = [
    # Triton's tutorial: % M / % N wrap, K masked, grouped program ids.
    ("tutorial", "fp16", (128, 128, 64), 8, 3, (8192, 8192, 8192), {"issue": "tutorial % M wrap 0.31x"}),
    ("tutorial", "fp16", (128, 256, 64), 8, 3, (4096, 4096, 4096), {}),
    ("tutorial", "fp16", (64, 256, 32), 4, 4, (4096, 4096, 4096), {}),
    ("tutorial", "fp16", (128, 128, 32), 4, 4, (4000, 4000, 4000), {}),
    ("tutorial", "fp16", (256, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("tutorial", "fp16", (64, 64, 32), 4, 2, (512, 512, 512), {}),
    ("tutorial", "fp16", (128, 128, 64), 8, 4, (4096, 4096, 4096), {"act": "leaky_relu"}),
    ("tutorial", "bf16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("tutorial", "tf32", (128, 128, 32), 8, 3, (4096, 4096, 4096), {}),
    ("tutorial", "fp8", (128, 256, 128), 8, 3, (4096, 4096, 4096), {}),
    ("tutorial", "fp16", (128, 64, 64), 4, 3, (2048, 8191, 2048), {}),
    # Every edge masked, 2-D grid, addresses from the loop index.
    ("masked", "fp16", (128, 128, 64), 8, 3, (4000, 4000, 4000), {}),
    ("masked", "fp16", (128, 256, 64), 8, 4, (8191, 2048, 4096), {}),
    ("masked", "fp16", (64, 128, 64), 4, 5, (2048, 2048, 2048), {}),
    ("masked", "fp16", (64, 64, 64), 4, 2, (512, 512, 512), {}),
    ("masked", "bf16", (128, 128, 32), 4, 4, (3000, 5000, 2000), {}),
    ("masked", "int8", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("masked", "int8", (128, 256, 128), 8, 3, (4000, 4000, 4000), {}),
    ("masked", "tf32", (128, 64, 32), 4, 4, (4000, 4000, 2048), {}),
    ("masked", "fp8", (128, 128, 128), 8, 4, (4096, 4096, 4096), {}),
    # tl.multiple_of / tl.max_contiguous hints, swizzle2d, K walked down.
    ("hinted", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("hinted", "fp16", (128, 256, 64), 8, 3, (4096, 4096, 4096), {}),
    ("hinted", "fp16", (128, 128, 64), 4, 4, (4000, 4000, 4000), {}),
    ("hinted", "bf16", (128, 128, 64), 4, 4, (4096, 4096, 4096), {}),
    ("hinted", "tf32", (128, 64, 32), 4, 3, (2048, 2048, 2048), {}),
    ("hinted", "int8", (128, 128, 128), 8, 3, (4096, 4096, 4096), {}),
    # Block pointers, B row-major (order (1, 0)) or K-major (order (0, 1)).
    ("block_ptr", "bf16-f32out", (64, 128, 32), 4, 4, (4096, 4096, 4096), {"issue": "bf16 block pointer 0.90x"}),
    ("block_ptr", "fp8", (128, 128, 128), 8, 3, (8192, 8192, 8192),
     {"b_kmajor": True, "issue": "fp8 block pointer, B K-major 0.07x"}),
    ("block_ptr", "fp8", (128, 256, 128), 8, 3, (4096, 4096, 4096), {}),
    ("block_ptr", "fp16", (128, 256, 64), 8, 4, (4096, 4096, 4096), {}),
    ("block_ptr", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {"b_kmajor": True}),
    ("block_ptr", "fp16", (256, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("block_ptr", "bf16", (128, 128, 64), 4, 4, (4000, 4000, 4000), {"b_kmajor": True}),
    ("block_ptr", "tf32", (128, 128, 32), 8, 3, (2048, 2048, 2048), {}),
    ("block_ptr", "int8", (128, 128, 128), 8, 3, (4096, 4096, 4096), {"b_kmajor": True}),
    # Tensor descriptors made in the kernel.
    ("descriptor", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("descriptor", "bf16", (128, 256, 64), 8, 3, (4096, 4096, 4096), {"b_t": True}),
    ("descriptor", "fp8", (128, 128, 128), 8, 4, (4096, 4096, 4096), {"b_t": True}),
    ("descriptor", "fp16", (128, 128, 64), 8, 3, (4000, 4000, 4000), {"b_t": True}),
    # Persistent: one program per multiprocessor walking the tiles
    # (tl.range(flatten=True)), descriptors, B stored N x K (issue 16).
    ("persistent", "fp16", (128, 256, 64), 8, 3, (8192, 8192, 8192), {"b_t": True}),
    ("persistent", "fp8", (128, 256, 128), 8, 3, (8192, 8192, 8192), {"b_t": True}),
    # One operand transposed through its strides.
    ("nt", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("nt", "bf16", (128, 256, 64), 8, 3, (4096, 4096, 4096), {}),
    ("nt", "fp16", (64, 64, 64), 4, 3, (4000, 4000, 4000), {}),
    ("nt", "fp8", (128, 128, 128), 8, 3, (4096, 4096, 4096), {}),
    ("tn", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {}),
    ("tn", "bf16", (128, 128, 32), 4, 4, (2048, 2048, 2048), {}),
    # Batched 3-D.
    ("bmm", "fp16", (128, 128, 64), 8, 3, (2048, 2048, 1024), {"batch": 8}),
    ("bmm", "bf16", (64, 128, 64), 4, 4, (512, 512, 512), {"batch": 32}),
    ("bmm", "fp16", (128, 64, 32), 4, 3, (1000, 1000, 512), {"batch": 12}),
    # Epilogues.
    ("epilogue", "fp16", (64, 64, 32), 4, 3, (4096, 4096, 4096),
     {"bias": True, "act": "gelu", "issue": "bias + GELU 0.94x"}),
    ("epilogue", "fp16", (128, 128, 64), 8, 3, (4096, 4096, 4096), {"bias": True, "act": "leaky_relu"}),
    ("epilogue", "bf16", (128, 256, 64), 8, 3, (4096, 4096, 4096),
     {"bias": True, "act": "gelu_tanh", "residual": True}),
    ("epilogue", "fp16", (128, 128, 32), 4, 4, (4000, 4000, 2048), {"residual": True}),
]

# Attention rows: (style, dtype, head_dim, (BLOCK_M, BLOCK_N), warps, stages, causal, (Z, H, N_CTX), options)
ATTENTION = [
    ("kt", "fp16", 64, (64, 64), 4, 3, False, (4, 32, 4096), {"issue": "K^T through strides hd64 0.40x"}),
    ("kt", "fp16", 128, (128, 64), 8, 3, False, (4, 16, 4096), {"issue": "K^T through strides hd128 0.19x"}),
    ("kt", "fp16", 64, (128, 64), 8, 3, True, (4, 32, 4096), {}),
    ("kt", "bf16", 128, (128, 64), 8, 3, True, (4, 16, 4096), {}),
    ("kt", "bf16", 64, (64, 64), 4, 4, False, (8, 16, 2048), {}),
    ("trans", "fp16", 64, (64, 64), 4, 3, False, (4, 32, 4096), {}),
    ("trans", "fp16", 128, (128, 64), 8, 3, False, (4, 16, 4096), {}),
    ("trans", "bf16", 128, (128, 64), 8, 3, True, (4, 16, 4096), {}),
    ("trans", "bf16", 64, (64, 64), 4, 3, True, (8, 16, 2048), {}),
    ("block_ptr", "fp16", 64, (64, 64), 4, 3, False, (4, 32, 4096), {}),
    ("block_ptr", "fp16", 128, (128, 64), 8, 3, False, (4, 16, 4096), {}),
    ("block_ptr", "fp16", 128, (128, 64), 8, 3, True, (4, 16, 4096), {}),
    ("block_ptr", "bf16", 64, (64, 64), 4, 3, False, (8, 16, 2048), {}),
    ("block_ptr", "bf16", 128, (128, 128), 8, 2, True, (4, 16, 4096), {}),
]

# ------------------------------------------------------------ building


def tensor(name, shape, dtype, init="randn", **extra):
    d = {"name": name, "shape": list(shape), "dtype": dtype, "init": init}
    d.update(extra)
    return d


def scalar(name, value):
    return {"name": name, "float": value} if isinstance(value, float) else {"name": name, "int": value}


def signature(args):
    """The specialization Triton's JIT derives from these arguments."""
    sig = []
    for a in args:
        if "shape" in a:
            sig.append("*%s:16" % SIG_DTYPE[a["dtype"]])  # torch's allocations are 256-byte aligned
        elif "float" in a:
            sig.append("fp32")
        else:
            v = a["int"]
            base = "i64" if not -2 ** 31 <= v < 2 ** 31 else "i32"
            sig.append(base + (":1" if v == 1 else ":16" if v % 16 == 0 else ""))
    return ",".join(sig)


def operand_inits(dtype, K):
    """Inits of A and B: outputs about N(0, 1) for float dtypes."""
    if dtype == "int8":
        return {"init": "randint:-128:128"}, {"init": "randint:-128:128"}
    if dtype == "fp8":
        return {"init": "randn"}, {"init": "randn", "scale": 0.0625}
    return {"init": "randn"}, {"init": "randn", "scale": round(1.0 / math.sqrt(K), 8)}


def mm_operands(style, dt, M, N, K, opts):
    """(args, kernel, file, ref, vendor spec) for a matmul style."""
    src, out, _ = DTYPES[dt]
    ia, ib = operand_inits(dt, K)
    if style == "nt":
        args = [tensor("x_ptr", (M, K), src, **ia), tensor("w_ptr", (N, K), src, **ib),
                tensor("y_ptr", (M, N), out, "output")]
        args += [scalar(n, v) for n, v in (("M", M), ("N", N), ("K", K), ("stride_xm", K), ("stride_xk", 1),
                                           ("stride_wn", K), ("stride_wk", 1), ("stride_ym", N), ("stride_yn", 1))]
        return args, "matmul_nt_kernel", "matmul_strided.py", "mx_linear", \
            {"op": "mm", "a": "x_ptr", "b": "w_ptr", "b_stored": "nk", "out": "y_ptr"}
    if style == "tn":
        args = [tensor("at_ptr", (K, M), src, **ia), tensor("b_ptr", (K, N), src, **ib),
                tensor("c_ptr", (M, N), out, "output")]
        args += [scalar(n, v) for n, v in (("M", M), ("N", N), ("K", K), ("stride_atk", M), ("stride_atm", 1),
                                           ("stride_bk", N), ("stride_bn", 1), ("stride_cm", N), ("stride_cn", 1))]
        return args, "matmul_tn_kernel", "matmul_strided.py", "mx_mm_tn", \
            {"op": "mm", "a": "at_ptr", "a_stored": "km", "b": "b_ptr", "out": "c_ptr"}
    if style == "bmm":
        Bt = opts["batch"]
        args = [tensor("a_ptr", (Bt, M, K), src, **ia), tensor("b_ptr", (Bt, K, N), src, **ib),
                tensor("c_ptr", (Bt, M, N), out, "output")]
        args += [scalar(n, v) for n, v in (("M", M), ("N", N), ("K", K), ("stride_ab", M * K), ("stride_am", K),
                                           ("stride_ak", 1), ("stride_bb", K * N), ("stride_bk", N),
                                           ("stride_bn", 1), ("stride_cb", M * N), ("stride_cm", N),
                                           ("stride_cn", 1))]
        return args, "bmm_kernel", "bmm.py", "mx_bmm", {"op": "bmm", "a": "a_ptr", "b": "b_ptr", "out": "c_ptr"}
    b_nk = bool(opts.get("b_kmajor") or opts.get("b_t"))
    b_shape = (N, K) if b_nk else (K, N)
    args = [tensor("a_ptr", (M, K), src, **ia), tensor("b_ptr", b_shape, src, **ib),
            tensor("c_ptr", (M, N), out, "output")]
    vendor = {"op": "mm", "a": "a_ptr", "b": "b_ptr", "out": "c_ptr"}
    if b_nk:
        vendor["b_stored"] = "nk"
    if style == "epilogue":
        args += [tensor("bias_ptr", (N,), out, "randn"), tensor("res_ptr", (M, N), out, "randn")]
        vendor.update(op="mm_epilogue", bias="bias_ptr" if opts.get("bias") else None,
                      act=opts.get("act", ""), res="res_ptr" if opts.get("residual") else None)
    elif opts.get("act"):  # the tutorial's fused activation: the library applies it afterwards
        vendor.update(op="mm_epilogue", act=opts["act"])
    args += [scalar("M", M), scalar("N", N), scalar("K", K)]
    if style not in ("descriptor", "persistent"):
        bk, bn = (1, K) if b_nk else (N, 1)
        args += [scalar(n, v) for n, v in (("stride_am", K), ("stride_ak", 1), ("stride_bk", bk),
                                           ("stride_bn", bn), ("stride_cm", N), ("stride_cn", 1))]
    if style == "epilogue":
        args += [scalar("stride_rm", N), scalar("stride_rn", 1)]
    kernel, file = {
        "tutorial": ("matmul_kernel", "matmul_tutorial.py"),
        "masked": ("matmul_masked_kernel", "matmul_masked.py"),
        "hinted": ("matmul_hinted_kernel", "matmul_hinted.py"),
        "block_ptr": ("matmul_block_ptr_kernel", "matmul_block_ptr.py"),
        "descriptor": ("matmul_descriptor_kernel", "matmul_descriptor.py"),
        "persistent": ("matmul_persistent_kernel", "matmul_persistent.py"),
        "epilogue": ("matmul_epilogue_kernel", "matmul_epilogue.py"),
    }[style]
    return args, kernel, file, "mx_mm_epilogue" if style == "epilogue" else "mx_mm", vendor


def mm_defines(style, dt, tile, M, N, K, opts):
    BM, BN, BK = tile
    acc = DTYPES[dt][2]
    group = opts.get("group", 8)
    if style == "tutorial":
        return {"BLOCK_SIZE_M": BM, "BLOCK_SIZE_N": BN, "BLOCK_SIZE_K": BK, "GROUP_SIZE_M": group,
                "ACTIVATION": "'%s'" % opts.get("act", "")}
    d = {"BLOCK_M": BM, "BLOCK_N": BN, "BLOCK_K": BK}
    if style == "masked":
        d["ACC_TYPE"] = acc
    elif style == "hinted":
        d.update(GROUP_M=group, EVEN_K=K % BK == 0, ACC_TYPE=acc)
    elif style == "block_ptr":
        d.update(GROUP_M=group, B_K_MAJOR=bool(opts.get("b_kmajor")),
                 CHECK_BOUNDS=bool(M % BM or N % BN or K % BK), ACC_TYPE=acc)
    elif style == "descriptor":
        d.update(GROUP_M=group, B_TRANSPOSED=bool(opts.get("b_t")))
    elif style == "persistent":
        d.update(GROUP_M=group, B_TRANSPOSED=bool(opts.get("b_t")), NUM_SMS=NUM_SMS)
    elif style == "tn":
        d["GROUP_M"] = group
    elif style == "epilogue":
        d.update(GROUP_M=group, HAS_BIAS=bool(opts.get("bias")), ACTIVATION="'%s'" % opts.get("act", ""),
                 HAS_RESIDUAL=bool(opts.get("residual")))
    return d


def mm_grid(style, tile, M, N, opts):
    BM, BN, _ = tile
    if style == "masked":
        return ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)"]
    if style == "nt":
        return ["cdiv(N, BLOCK_N)", "cdiv(M, BLOCK_M)"]
    if style == "bmm":
        return ["cdiv(M, BLOCK_M)", "cdiv(N, BLOCK_N)", opts["batch"]]
    if style == "tutorial":
        return ["cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N)"]
    if style == "persistent":
        return ["min(NUM_SMS, cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N))"]
    return ["cdiv(M, BLOCK_M) * cdiv(N, BLOCK_N)"]


def short_size(M, N, K):
    return "%d" % M if M == N == K else "%dx%dx%d" % (M, N, K)


def matmul_entry(row):
    style, dt, tile, warps, stages, (M, N, K), opts = row
    args, kernel, file, ref, vendor = mm_operands(style, dt, M, N, K, opts)
    suffix = "".join(["-bkmajor" if opts.get("b_kmajor") else "", "-bt" if opts.get("b_t") else "",
                      "-bias" if opts.get("bias") else "", "-" + opts["act"] if opts.get("act") else "",
                      "-res" if opts.get("residual") else "", "-b%d" % opts["batch"] if opts.get("batch") else ""])
    eid = "mm.%s.%s.%dx%dx%d.w%ds%d.%s%s" % (style, dt, tile[0], tile[1], tile[2], warps, stages,
                                            short_size(M, N, K), suffix)
    tol, ref_tol = TOLERANCES[dt]
    out_name = [a["name"] for a in args if a.get("init") == "output"][0]
    check = {"args": args, "grid": mm_grid(style, tile, M, N, opts), "ref": ref}
    if tol:
        check["tol"] = {out_name: tol}
    if ref_tol:
        check["ref_tol"] = {out_name: ref_tol}
    vendor["dtype"] = dt
    batch = opts.get("batch", 1)
    label = {"family": "matmul", "style": style, "dtype": dt,
             "shape": ("%dx" % batch if batch > 1 else "") + "%dx%dx%d" % (M, N, K),
             "tile": "%dx%dx%d" % tile, "variant": suffix.lstrip("-")}
    if opts.get("issue"):
        label["issue"] = opts["issue"]
    return eid, {"style": "mm-" + style, "file": "tmatrix/" + file, "kernel": kernel, "signature": signature(args),
                 "defines": mm_defines(style, dt, tile, M, N, K, opts), "num_warps": warps, "num_stages": stages,
                 "flops": 2 * batch * M * N * K, "vendor": vendor, "matrix": label, "check": check}


def attention_entry(row):
    style, dt, hd, (BM, BN), warps, stages, causal, (Z, H, S), opts = row
    src = DTYPES[dt][0]
    shape = (Z, H, S, hd)
    strides = (H * S * hd, S * hd, hd, 1)
    args = [tensor("q_ptr", shape, src), tensor("k_ptr", shape, src), tensor("v_ptr", shape, src),
            tensor("o_ptr", shape, src, "output"), scalar("sm_scale", round(1.0 / math.sqrt(hd), 8))]
    if style == "block_ptr":
        args += [scalar(n, v) for n, v in zip(("stride_z", "stride_h", "stride_n", "stride_d"), strides)]
    else:
        for t in "qkvo":
            dims = ("z", "h", "m" if t in "qo" else "n", "d")
            args += [scalar("stride_%s%s" % (t, d), v) for d, v in zip(dims, strides)]
    args += [scalar("H", H), scalar("N_CTX", S)]
    kernel, file = {"kt": ("attn_fwd_kt_kernel", "attention_kt.py"),
                    "trans": ("attn_fwd_trans_kernel", "attention_trans.py"),
                    "block_ptr": ("attn_fwd_block_ptr_kernel", "attention_block_ptr.py")}[style]
    tol, ref_tol = ATTN_TOLERANCES[dt]
    eid = "attn.%s.%s.hd%d.%dx%d.w%ds%d.%s.%dx%dx%d" % (style, dt, hd, BM, BN, warps, stages,
                                                       "causal" if causal else "full", Z, H, S)
    label = {"family": "attention", "style": style, "dtype": dt, "shape": "%dx%dx%dx%d" % (Z, H, S, hd),
             "tile": "%dx%d" % (BM, BN), "variant": "causal" if causal else ""}
    if opts.get("issue"):
        label["issue"] = opts["issue"]
    flops = 4 * Z * H * S * S * hd // (2 if causal else 1)
    return eid, {"style": "attn-" + style, "file": "tmatrix/" + file, "kernel": kernel,
                 "signature": signature(args),
                 "defines": {"HEAD_DIM": hd, "BLOCK_M": BM, "BLOCK_N": BN, "CAUSAL": causal},
                 "num_warps": warps, "num_stages": stages, "flops": flops,
                 "vendor": {"op": "sdpa", "q": "q_ptr", "k": "k_ptr", "v": "v_ptr", "out": "o_ptr",
                            "causal": causal, "scale": "sm_scale", "dtype": dt},
                 "matrix": label,
                 "check": {"args": args, "grid": ["cdiv(N_CTX, BLOCK_M)", Z * H], "ref": "mx_attention",
                           "tol": {"o_ptr": tol}, "ref_tol": {"o_ptr": ref_tol}}}


def build():
    entries = []
    for eid, e in [matmul_entry(r) for r in MATMUL] + [attention_entry(r) for r in ATTENTION]:
        entries.append(dict([("id", eid)] + list(e.items())))
    ids = [e["id"] for e in entries]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise SystemExit("gen_entries: duplicate ids %s" % dup)
    return {
        "comment": "tritonc's tl.dot performance matrix, generated by bench/matrix/gen_entries.py (edit the "
                   "tables there, not this file); see bench/matrix/README.md. Entry format: "
                   "bench/corpus/README.md, plus flops (for TFLOP/s), vendor (the library call timed "
                   "beside the kernel) and matrix (the row's labels for report.py).",
        "checker_plugin": "bench/matrix/matrix_checks.py",
        "entries": entries,
    }


def render(data):
    """One entry per block, one check argument per line: diffs stay readable."""
    lines = ["{", ' "comment": %s,' % json.dumps(data["comment"]),
             ' "checker_plugin": %s,' % json.dumps(data["checker_plugin"]), ' "entries": [']
    for i, e in enumerate(data["entries"]):
        lines.append("  {")
        keys = list(e)
        for j, k in enumerate(keys):
            end = "," if j + 1 < len(keys) else ""
            if k == "check":
                c = e["check"]
                lines.append('   "check": {')
                lines.append('    "args": [')
                for n, a in enumerate(c["args"]):
                    lines.append("     %s%s" % (json.dumps(a), "," if n + 1 < len(c["args"]) else ""))
                lines.append("    ],")
                rest = [kk for kk in c if kk != "args"]
                for n, kk in enumerate(rest):
                    lines.append('    %s: %s%s' % (json.dumps(kk), json.dumps(c[kk]), "," if n + 1 < len(rest) else ""))
                lines.append("   }" + end)
            else:
                lines.append("   %s: %s%s" % (json.dumps(k), json.dumps(e[k]), end))
        lines.append("  }" + ("," if i + 1 < len(data["entries"]) else ""))
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "entries.json"))
    ap.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    opts = ap.parse_args()
    text = render(build())
    json.loads(text)  # the renderer must produce valid JSON
    if opts.check:
        old = open(opts.out).read() if os.path.exists(opts.out) else ""
        if old != text:
            print("gen_entries: %s is out of date (run bench/matrix/gen_entries.py)" % opts.out)
            return 1
        print("gen_entries: %s is up to date (%d entries)" % (opts.out, len(build()["entries"])))
        return 0
    with open(opts.out, "w") as f:
        f.write(text)
    print("gen_entries: %d entries -> %s" % (len(build()["entries"]), opts.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
