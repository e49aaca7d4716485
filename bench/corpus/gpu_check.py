#!/usr/bin/env python3
"""Correctness of tritonc's corpus kernels on the GPU, against Triton in the
same run (bench/corpus/README.md).

For every entry of entries.json with a "check" (and a cubin that
compile_corpus.py --dev wrote):
  1. builds the inputs with torch from a seed printed on the entry's line
     (fresh random values, never all zeros);
  2. runs the kernel with Triton's JIT from the same source file (the corpus
     root on sys.path, the module imported, autotune / heuristics / libentry
     wrappers unwrapped down to the JITFunction, every constexpr passed
     explicitly, with the entry's num_warps and num_stages);
  3. runs tritonc's cubin through the CUDA driver API (ctypes, libcuda.so.1)
     on fresh copies of the same inputs, outputs pre-filled with NaN (floats)
     or a sentinel (ints) so that elements the kernel does not write show;
  4. compares every output with Triton's (exactly for integers and data
     movement, within tolerances for float math) and with a float64 torch
     reference where the check names one; max abs / rel errors are reported.
One line per entry, a summary table last, a JSON file with everything.

Both compilers' kernels report their registers, local memory (spills) and
shared memory. With --time, an entry may also carry "flops" (TFLOP/s are
reported) and "vendor" (a library call from VENDORS timed the same way on
the same inputs); an entries file may name a "checker_plugin" that adds
references and vendor calls (bench/matrix/README.md).

Entries run in a worker process; a kernel that breaks the CUDA context (an
illegal address) fails its entry and the next worker carries on with the
rest. Errors (no GPU, no cubin, a Triton compile error) are reported per
entry and never stop the run.

usage: python3 gpu_check.py [--entries bench/corpus/entries.json]
           [--root bench/corpus/kernels] [--dev .dev/corpus] [--json out.json]
           [--seed N] [--only id,id] [--dry-run]
--dry-run needs neither torch nor a GPU: it parses the entries, reads the
metadata when --dev has it, packs the arguments with fake device addresses
and prints each launch it would make.
"""
import argparse
import ast
import ctypes
import datetime
import importlib
import json
import math
import os
import subprocess
import sys
import tempfile
import time
import traceback
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

FLOAT_DTYPES = ("float16", "bfloat16", "float32", "float64")
INT_DTYPES = ("int8", "int16", "int32", "int64", "uint8")
FP8_DTYPES = ("float8_e4m3fn", "float8_e5m2")  # inputs of fp8 dots: made from randn, rounded
ALL_DTYPES = FLOAT_DTYPES + INT_DTYPES + ("bool",) + FP8_DTYPES

# Tolerances (atol, rtol) per output dtype: tritonc against Triton (the
# same source, so at most an ulp or two from another reduction order or
# rounding of an intermediate), and either against the float64 reference
# (the kernel's own rounding).
TOL_VS_TRITON = {"float16": (1e-3, 2e-3), "bfloat16": (1e-2, 1.6e-2), "float32": (1e-5, 1e-4),
                 "float64": (1e-12, 1e-12)}
TOL_VS_REF = {"float16": (1e-2, 1e-2), "bfloat16": (5e-2, 2e-2), "float32": (1e-4, 1e-4),
              "float64": (1e-10, 1e-10)}
# What an output of an integer dtype is pre-filled with.
INT_SENTINEL = {"int8": -91, "int16": -23131, "int32": -1515870811, "int64": -6510615555426900571,
                "uint8": 0xA5}

# Sticky CUDA errors: the context is unusable afterwards.
STICKY_CUDA_ERRORS = {700, 701, 702, 703, 714, 715, 716, 717, 718, 719, 720}
EXIT_CONTEXT_LOST = 3


# ------------------------------------------------------------------ entries

class EntryError(Exception):
    """A malformed entry or check: reported on the entry's line."""


def load_entries(path):
    with open(path) as f:
        data = json.load(f)
    entries = data["entries"] if isinstance(data, dict) else data
    seen = set()
    for e in entries:
        for key in ("id", "file", "kernel", "signature"):
            if key not in e:
                raise EntryError("entry %r lacks %r" % (e.get("id", "?"), key))
        if e["id"] in seen:
            raise EntryError("duplicate entry id %r" % e["id"])
        seen.add(e["id"])
    return entries


def load_plugin(entries_path):
    """Loads the checker plugin an entries file names ("checker_plugin": a
    path relative to the repository): a module whose register(gpu_check)
    adds to REFERENCES and VENDORS (bench/matrix/matrix_checks.py)."""
    with open(entries_path) as f:
        data = json.load(f)
    name = data.get("checker_plugin") if isinstance(data, dict) else None
    if not name:
        return None
    import importlib.util
    path = os.path.join(REPO, name)
    spec = importlib.util.spec_from_file_location("gpu_check_plugin", path)
    if spec is None or not os.path.exists(path):
        raise EntryError("the checker plugin %s does not exist" % path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.register(sys.modules[__name__])
    return mod


def module_name(file):
    """tcorpus/ops/rms_norm.py -> tcorpus.ops.rms_norm"""
    path = file[:-3] if file.endswith(".py") else os.path.splitext(file)[0]
    return path.replace("/", ".").replace(os.sep, ".")


def define_value(value, tl=None):
    """An entry's define as a Python value for Triton's JIT ("tl.float16" is
    the dtype when tl is given, else the string kept as a marker)."""
    if isinstance(value, (bool, int, float)) or value is None:
        return value
    text = str(value).strip()
    if text.startswith("tl.") or text.startswith("triton.language."):
        name = text.split(".")[-1]
        if tl is None:
            return DtypeName(name)
        return getattr(tl, name)
    return ast.literal_eval(text)


class DtypeName(str):
    """A dtype constexpr seen without Triton (dry run)."""

    def __repr__(self):
        return "tl." + str(self)


def check_args(entry):
    check = entry.get("check")
    if not check:
        raise EntryError("no check")
    args = check.get("args")
    if not isinstance(args, list) or not args:
        raise EntryError("check has no args")
    names = set()
    for a in args:
        if "name" not in a:
            raise EntryError("a check argument lacks its name: %r" % (a,))
        if a["name"] in names:
            raise EntryError("argument %r given twice" % a["name"])
        names.add(a["name"])
        kinds = [k for k in ("shape", "int", "float") if k in a]
        if len(kinds) != 1:
            raise EntryError("argument %r needs exactly one of shape/int/float" % a["name"])
        if "shape" in a:
            if a.get("dtype") not in ALL_DTYPES:
                raise EntryError("argument %r: unknown dtype %r" % (a["name"], a.get("dtype")))
            init = a.get("init", "randn")
            if not (init in ("randn", "rand", "output", "zeros") or init.startswith("randint:")):
                raise EntryError("argument %r: unknown init %r" % (a["name"], init))
    return args


def outputs_of(args):
    return [a for a in args if "shape" in a and (a.get("init") == "output" or a.get("inout"))]


def scalars_of(args):
    return {a["name"]: a.get("int", a.get("float")) for a in args if "shape" not in a}


def cdiv(a, b):
    return -(-a // b)


def eval_grid(check, constexprs):
    """The grid: ints, or expressions over the scalar arguments and the
    constexprs ("cdiv(n_elements, BLOCK_SIZE)")."""
    names = dict(scalars_of(check["args"]))
    names.update({k: v for k, v in constexprs.items() if isinstance(v, (int, float, bool))})
    names.update({"cdiv": cdiv, "min": min, "max": max})
    grid = []
    for g in check["grid"]:
        if isinstance(g, int):
            grid.append(g)
        else:
            try:
                grid.append(int(eval(str(g), {"__builtins__": {}}, names)))
            except Exception as exc:
                raise EntryError("grid expression %r: %s" % (g, exc))
    if not 1 <= len(grid) <= 3 or any(g < 1 for g in grid):
        raise EntryError("bad grid %r" % (grid,))
    return tuple(grid + [1] * (3 - len(grid)))


def entry_seed(base, entry_id):
    return (base + zlib.crc32(entry_id.encode())) % (2 ** 31)


# ------------------------------------------------------------ packing

PARAM_CTYPES = {
    "i1": ctypes.c_int32, "i8": ctypes.c_int32, "i16": ctypes.c_int32, "i32": ctypes.c_int32,
    "u1": ctypes.c_uint32, "u8": ctypes.c_uint32, "u16": ctypes.c_uint32, "u32": ctypes.c_uint32,
    "i64": ctypes.c_int64, "u64": ctypes.c_uint64,
    "fp32": ctypes.c_float, "f32": ctypes.c_float, "fp64": ctypes.c_double, "f64": ctypes.c_double,
}


def param_ctype(ptype):
    """The ctypes type one kernel parameter is passed as."""
    if ptype.startswith("*"):
        return ctypes.c_uint64
    if ptype in PARAM_CTYPES:
        return PARAM_CTYPES[ptype]
    raise EntryError("parameter type %r cannot be passed from the host" % ptype)


def pack_params(params, values, tensor_maps=(), encode=None):
    """Kernel parameters for cuLaunchKernel, in the metadata's order.

    params: the metadata's "parameters" (name, type, divisibility,
    equals_one); values: name -> int address (pointers) or number.
    Parameters specialized to 1 are not in the cubin: they are checked and
    left out. Promised divisibility is checked (addresses and integers).
    tensor_maps: the metadata's "tensor_maps" (a cubin that reads tiles
    with TMA takes one 128-byte CUtensorMap per entry after its
    parameters, as tritonc's launcher builds them); encode fills one
    (Driver.encode_tensor_map; None leaves them unencoded, for --dry-run).
    Returns (the ctypes objects and tensor maps, a void* array of their
    addresses)."""
    objs = []
    for p in params:
        name, ptype = p["name"], p["type"]
        if name not in values:
            raise EntryError("the check gives no value for kernel parameter %r" % name)
        v = values[name]
        div = p.get("divisibility", 1) or 1
        if p.get("equals_one"):
            if v != 1:
                raise EntryError("parameter %r = %r but the cubin was specialized to 1" % (name, v))
            continue
        if ptype.startswith("*"):
            if div > 1 and v % div:
                raise EntryError("pointer %r (%#x) is not %d-byte aligned as the signature promises"
                                 % (name, v, div))
        elif ptype.startswith(("i", "u")) and div > 1 and int(v) % div:
            raise EntryError("parameter %r = %r is not divisible by %d as the signature promises"
                             % (name, v, div))
        ctype = param_ctype(ptype)
        if ctype in (ctypes.c_float, ctypes.c_double):
            objs.append(ctype(float(v)))
        else:
            objs.append(ctype(int(v)))
    for index, entry in enumerate(tensor_maps or ()):
        tmap = TensorMap(index, entry, values)
        if encode:
            encode(tmap)
        objs.append(tmap)
    array = (ctypes.c_void_p * max(1, len(objs)))()
    for i, o in enumerate(objs):
        array[i] = o.address if isinstance(o, TensorMap) else ctypes.cast(ctypes.pointer(o), ctypes.c_void_p)
    return objs, array


class TensorMap:
    """One CUtensorMap parameter: the operands of cuTensorMapEncodeTiled
    from a metadata "tensor_maps" entry and the launch's values (dims and
    strides are parameter names or integers, innermost dimension first;
    strides are those of dimensions 1.. in elements), and the 128 bytes
    the driver writes, 64-byte aligned as it requires."""

    def __init__(self, index, entry, values):
        def number(x, what):
            if isinstance(x, int):
                return x
            if x not in values:
                raise EntryError("tensor map %d: its %s %r is no parameter the check gives" % (index, what, x))
            return int(values[x])
        self.index = index
        self.base = number(entry["base"], "base")
        self.element_bytes = int(entry["element_bytes"])
        self.dims = [number(d, "extent") for d in entry["dims"]]
        self.strides = [number(s, "stride") for s in entry["strides"]]
        self.box = [int(b) for b in entry["box"]]
        self.swizzle_bytes = int(entry.get("swizzle_bytes", 0))
        if len(self.dims) != len(self.box) or len(self.strides) != len(self.dims) - 1:
            raise EntryError("tensor map %d: %d extents, %d strides and %d box entries disagree"
                             % (index, len(self.dims), len(self.strides), len(self.box)))
        # An empty tensor needs the runtime's zero buffer (docs/architecture.md).
        if any(d == 0 for d in self.dims):
            raise EntryError("tensor map %d: an extent is 0, which this checker does not encode" % index)
        self._raw = (ctypes.c_uint8 * (128 + 64))()
        self.address = (ctypes.addressof(self._raw) + 63) // 64 * 64

    def __str__(self):
        return "tensormap(base=%#x, %d B, dims=%s, strides=%s, box=%s, swizzle=%d)" % (
            self.base, self.element_bytes, self.dims, self.strides, self.box, self.swizzle_bytes)


def describe_packed(objs):
    return ", ".join(str(o) if isinstance(o, TensorMap) else
                     "%s(%s)" % (type(o).__name__, hex(o.value) if isinstance(o, ctypes.c_uint64) else o.value)
                     for o in objs)


def read_metadata(dev, entry_id):
    path = os.path.join(dev, entry_id + ".json") if dev else None
    if not path or not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def runtime_params(meta, args):
    """Checks that the check's arguments are exactly the kernel's runtime
    parameters (by name and order)."""
    names = [p["name"] for p in meta["parameters"]]
    given = [a["name"] for a in args]
    if names != given:
        raise EntryError("the check's arguments %s are not the kernel's parameters %s" % (given, names))


# ---------------------------------------------------------- CUDA driver

class CudaError(Exception):
    def __init__(self, call, code, message):
        super().__init__("%s failed: %s (%d)" % (call, message, code))
        self.code = code


class Driver:
    """The few driver calls a cubin launch needs, through ctypes."""
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
    CU_FUNC_CACHE_PREFER_SHARED = 1

    def __init__(self):
        self.lib = ctypes.CDLL("libcuda.so.1")
        self.modules = []
        self._check("cuInit", self.lib.cuInit(0))

    def _check(self, call, rc):
        if rc != 0:
            msg = ctypes.c_char_p()
            self.lib.cuGetErrorString(rc, ctypes.byref(msg))
            raise CudaError(call, rc, (msg.value or b"?").decode())

    def ensure_context(self, device=0):
        ctx = ctypes.c_void_p()
        self._check("cuCtxGetCurrent", self.lib.cuCtxGetCurrent(ctypes.byref(ctx)))
        if not ctx.value:
            dev = ctypes.c_int()
            self._check("cuDeviceGet", self.lib.cuDeviceGet(ctypes.byref(dev), device))
            self._check("cuDevicePrimaryCtxRetain", self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev))
            self._check("cuCtxSetCurrent", self.lib.cuCtxSetCurrent(ctx))

    def load(self, image, symbol, shared_bytes):
        self.ensure_context()
        module = ctypes.c_void_p()
        self._check("cuModuleLoadData", self.lib.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(image)))
        self.modules.append(module)
        func = ctypes.c_void_p()
        self._check("cuModuleGetFunction",
                    self.lib.cuModuleGetFunction(ctypes.byref(func), module, symbol.encode()))
        if shared_bytes > 48 * 1024:
            self._check("cuFuncSetAttribute", self.lib.cuFuncSetAttribute(
                func, self.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, ctypes.c_int(shared_bytes)))
            # Triton's launcher asks for the largest shared-memory carveout
            # for such kernels; without it the driver may pick a carveout
            # that fits fewer blocks per multiprocessor. Launched alike, the
            # two compilers' kernels are compared on their code alone.
            # GPU_CHECK_CACHE_CONFIG=none leaves the driver's default.
            if os.environ.get("GPU_CHECK_CACHE_CONFIG", "prefer-shared") != "none":
                self._check("cuFuncSetCacheConfig",
                            self.lib.cuFuncSetCacheConfig(func, self.CU_FUNC_CACHE_PREFER_SHARED))
        return func

    def launch(self, func, grid, threads, shared_bytes, stream, param_array):
        self._check("cuLaunchKernel", self.lib.cuLaunchKernel(
            func, ctypes.c_uint(grid[0]), ctypes.c_uint(grid[1]), ctypes.c_uint(grid[2]),
            ctypes.c_uint(threads), ctypes.c_uint(1), ctypes.c_uint(1), ctypes.c_uint(shared_bytes),
            ctypes.c_void_p(stream), param_array, None))

    def encode_tensor_map(self, tmap):
        """Fills tmap's 128 bytes as tritonc's runtime does
        (runtime/src/TensorMap.cpp): an unsigned type of the element's
        size, every box element, no interleave, L2 promotion 256 B."""
        rank = len(tmap.dims)
        dims = (ctypes.c_uint64 * rank)(*tmap.dims)
        strides = (ctypes.c_uint64 * max(1, rank - 1))(*[s * tmap.element_bytes for s in tmap.strides])
        box = (ctypes.c_uint32 * rank)(*tmap.box)
        ones = (ctypes.c_uint32 * rank)(*([1] * rank))
        data_type = {1: 0, 2: 1, 4: 2}[tmap.element_bytes]  # CU_TENSOR_MAP_DATA_TYPE_UINT8/16/32
        swizzle = {0: 0, 32: 1, 64: 2, 128: 3}[tmap.swizzle_bytes]
        self._check("cuTensorMapEncodeTiled (tensor map %d)" % tmap.index, self.lib.cuTensorMapEncodeTiled(
            ctypes.c_void_p(tmap.address), ctypes.c_int(data_type), ctypes.c_uint32(rank),
            ctypes.c_void_p(tmap.base), dims, strides, box, ones, ctypes.c_int(0), ctypes.c_int(swizzle),
            ctypes.c_int(3), ctypes.c_int(0)))

    def synchronize(self):
        self._check("cuCtxSynchronize", self.lib.cuCtxSynchronize())

    # CUfunction_attribute values (cuda.h)
    FUNC_ATTRIBUTES = {"static_shared": 1, "local_bytes": 3, "regs": 4}

    def resources(self, func):
        """Registers per thread, local memory per thread (spills and stack)
        and static shared memory of a loaded function."""
        out = {}
        for name, attr in self.FUNC_ATTRIBUTES.items():
            value = ctypes.c_int()
            self._check("cuFuncGetAttribute", self.lib.cuFuncGetAttribute(ctypes.byref(value), attr, func))
            out[name] = value.value
        return out


# ------------------------------------------------------------ references
# Each takes the inputs as float64 (integer tensors as int64) and the
# scalars by name, plus the constexprs; returns name -> expected values.

def _ref_rms_norm(t, c):
    x, w = t["x_ptr"], t["w_ptr"]
    inv = 1.0 / (x.pow(2).mean(-1, keepdim=True) + t["eps"]).sqrt()
    return {"out_ptr": x * inv * (t["weight_offset"] + w), "inv_rms_ptr": inv.squeeze(-1)}


def _ref_layer_norm_liger(t, c):
    x, w, b = t["X_ptr"], t["W_ptr"], t["B_ptr"]
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    rstd = 1.0 / (var + t["eps"]).sqrt()
    return {"Y_ptr": (x - mean) * rstd * w + b, "Mean_ptr": mean.squeeze(-1), "RSTD_ptr": rstd.squeeze(-1)}


def _ref_layer_norm_tutorial(t, c):
    x, w, b = t["X"], t["W"], t["B"]
    mean = x.mean(-1, keepdim=True)
    rstd = 1.0 / (((x - mean) ** 2).mean(-1, keepdim=True) + t["eps"]).sqrt()
    return {"Y": (x - mean) * rstd * w + b, "Mean": mean.squeeze(-1), "Rstd": rstd.squeeze(-1)}


def _gelu_tanh(x):
    import torch
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))


def _gelu_erf(x):
    import torch
    return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))


def _ref_swiglu(t, c):
    import torch
    return {"c_ptr": torch.nn.functional.silu(t["a_ptr"]) * t["b_ptr"]}


def _ref_geglu_liger(t, c):
    return {"c": _gelu_tanh(t["a"]) * t["b"]}


def _ref_row_xent(t, c):
    import torch
    x, tgt = t["logits_ptr"], t["target_ptr"]
    V = x.shape[-1]
    s = float(c["SMOOTHING"])
    valid = tgt != t["ignore_index"]
    tidx = torch.where(valid, tgt, torch.zeros_like(tgt))
    lse = torch.logsumexp(x, -1)
    xt = x.gather(-1, tidx[:, None]).squeeze(-1)
    loss = (1 - s) * (lse - xt) + s * (lse - x.mean(-1))
    grad = torch.softmax(x, -1) - s / V
    grad = grad - (1 - s) * torch.nn.functional.one_hot(tidx, V).double()
    w = valid.double()
    if c["REDUCTION"] == "mean":
        w = w / t["n_valid"]
    return {"loss_ptr": loss * w, "logits_ptr": grad * w[:, None]}


def _ref_rope(t, c):
    import torch
    hd = c["HEAD_DIM"]
    seq = int(t["seq_len"])
    cos, sin = t["cos_ptr"], t["sin_ptr"]  # (1, seq, hd)
    res = {}
    for name in ("q_ptr", "k_ptr"):
        x = t[name]  # (batch, seq, heads, hd)
        cs = cos[:, :seq, None, : hd // 2]
        sn = sin[:, :seq, None, : hd // 2]
        x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        res[name] = torch.cat([x1 * cs - x2 * sn, x2 * cs + x1 * sn], -1)
    return res


def _ref_softmax(out, inp):
    def ref(t, c):
        import torch
        return {out: torch.softmax(t[inp], -1)}
    return ref


def _ref_add_bcast(t, c):
    return {"out_ptr": t["x_ptr"] + t["alpha"] * t["y_ptr"]}


def _ref_mul_bcast(t, c):
    return {"out_ptr": t["x_ptr"] * t["y_ptr"]}


def _ref_sum_dim(t, c):
    s = t["inp"].sum(-1)
    return {"out": s / t["inp"].shape[-1] if c.get("IS_MEAN") else s}


def _first_index_of_max(x, dim):
    import torch
    m = x.max(dim, keepdim=True).values
    n = x.shape[dim]
    shape = [1] * x.dim()
    shape[dim] = n
    idx = torch.arange(n, device=x.device).view(shape).expand_as(x)
    return m.squeeze(dim), torch.where(x == m, idx, torch.full_like(idx, n)).min(dim).values


def _ref_max_dim(t, c):
    v, i = _first_index_of_max(t["inp"], 1)
    return {"out_value": v, "out_index": i}


def _ref_argmax(t, c):
    return {"out_index": _first_index_of_max(t["inp"], -1)[1]}


def _ref_cumsum(t, c):
    return {"out": t["inp"].cumsum(-1)}


def _ref_where(t, c):
    import torch
    return {"out_ptr": torch.where(t["cond_ptr"] != 0, t["x_ptr"], t["y_ptr"])}


def _ref_clamp(t, c):
    return {"out_ptr": t["x_ptr"].clamp(t["lo"], t["hi"])}


def _ref_fill(t, c):
    import torch
    return {"out_ptr": torch.full_like(t["out_ptr"], t["value"])}


def _ref_embedding(t, c):
    return {"out_ptr": t["weight_ptr"][t["in_ptr"]]}


def _ref_ln_param_grad(t, c):
    xhat = (t["x_ptr"] - t["mean_ptr"][:, None]) * t["rstd_ptr"][:, None]
    return {"dw_ptr": (t["dy_ptr"] * xhat).sum(0), "db_ptr": t["dy_ptr"].sum(0)}


def _ref_gelu_fwd(t, c):
    return {"y_ptr": _gelu_tanh(t["x_ptr"]) if c.get("APPROXIMATE") else _gelu_erf(t["x_ptr"])}


def _ref_gelu_bwd(t, c):
    import torch
    x = t["x_ptr"]
    pdf = torch.exp(-0.5 * x * x) / math.sqrt(2 * math.pi)
    cdf = 0.5 * (1 + torch.erf(x / math.sqrt(2)))
    return {"dy_ptr": t["dy_ptr"] * (cdf + x * pdf)}


def _ref_geglu_fwd_sloth(t, c):
    return {"h": _gelu_tanh(t["e"]) * t["g"]}


def _ref_geglu_bwd_sloth(t, c):
    import torch
    e, g, dw = t["e"], t["g"], t["DW"]
    s = math.sqrt(2 / math.pi)
    a = s * 0.044715
    th = torch.tanh(s * e + a * e ** 3)
    f = 0.5 * e * (1 + th)
    fprime = 0.5 * (1 + th) + 0.5 * e * (1 - th * th) * (s + 3 * a * e * e)
    return {"DW": f * g, "e": dw * f, "g": dw * g * fprime}


def _ref_xent_softcap(t, c):
    import torch
    x = t["logits_ptr"]
    if c.get("DO_LOGIT_SCALING"):
        x = t["LOGIT_SCALE"] * x
    if c.get("DO_SOFTCAPPING"):
        x = t["SOFTCAP"] * torch.tanh(x / t["SOFTCAP"])
    lbl = t["labels_ptr"]
    valid = lbl != -100
    lse = torch.logsumexp(x, -1)
    xt = x.gather(-1, torch.where(valid, lbl, torch.zeros_like(lbl))[:, None]).squeeze(-1)
    return {"loss_ptr": torch.where(valid, lse - xt, torch.zeros_like(lse)), "logsumexp_ptr": lse}


def _ref_vector_add(t, c):
    return {"output_ptr": t["x_ptr"] + t["y_ptr"]}


def _ref_axpy(t, c):
    return {"out_ptr": t["alpha"] * t["x_ptr"] + t["y_ptr"]}


def _ref_matmul_bt(t, c):
    return {"c_ptr": t["a_ptr"] @ t["b_ptr"].T}


def _ref_matmul(t, c):
    import torch
    acc = t["a_ptr"] @ t["b_ptr"]
    if c.get("ACTIVATION") == "leaky_relu":
        acc = torch.where(acc >= 0, acc, 0.01 * acc)
    return {"c_ptr": acc}


REFERENCES = {
    "rms_norm": _ref_rms_norm,
    "layer_norm_liger": _ref_layer_norm_liger,
    "layer_norm_tutorial": _ref_layer_norm_tutorial,
    "swiglu": _ref_swiglu,
    "geglu_liger": _ref_geglu_liger,
    "row_xent": _ref_row_xent,
    "rope": _ref_rope,
    "softmax_liger": _ref_softmax("out_ptr", "in_ptr"),
    "softmax_tutorial": _ref_softmax("output_ptr", "input_ptr"),
    "add_bcast": _ref_add_bcast,
    "mul_bcast": _ref_mul_bcast,
    "sum_dim": _ref_sum_dim,
    "max_dim": _ref_max_dim,
    "argmax": _ref_argmax,
    "cumsum": _ref_cumsum,
    "where": _ref_where,
    "clamp": _ref_clamp,
    "fill": _ref_fill,
    "embedding": _ref_embedding,
    "ln_param_grad": _ref_ln_param_grad,
    "gelu_fwd": _ref_gelu_fwd,
    "gelu_bwd": _ref_gelu_bwd,
    "geglu_fwd_sloth": _ref_geglu_fwd_sloth,
    "geglu_bwd_sloth": _ref_geglu_bwd_sloth,
    "xent_softcap": _ref_xent_softcap,
    "vector_add": _ref_vector_add,
    "matmul": _ref_matmul,
    "matmul_bt": _ref_matmul_bt,
    "axpy": _ref_axpy,
}


# Vendor libraries timed beside an entry that has "vendor": {"op": NAME,
# ...}: VENDORS[NAME](torch, inputs, spec, constexprs) returns (launch,
# output tensor, note); the launch is timed like the kernels (CUDA graph).
# Filled by checker plugins (bench/matrix/matrix_checks.py).
VENDORS = {}


# ------------------------------------------------------------ inputs

def torch_dtype(torch, name):
    return getattr(torch, name)


def make_inputs(torch, args, seed, device):
    """name -> tensor (on the device) or number; pristine inputs that each
    compiler gets a copy of."""
    gen = torch.Generator().manual_seed(seed)
    values = {}
    for a in args:
        if "shape" not in a:
            values[a["name"]] = a.get("int", a.get("float"))
            continue
        shape, dtype, init = a["shape"], a["dtype"], a.get("init", "randn")
        tdtype = torch_dtype(torch, dtype)
        scale = a.get("scale", 1.0)
        if init == "randn":
            x = torch.randn(shape, generator=gen, dtype=torch.float64) * scale
        elif init == "rand":
            x = torch.rand(shape, generator=gen, dtype=torch.float64) * scale + a.get("offset", 0.0)
        elif init.startswith("randint:"):
            _, lo, hi = init.split(":")
            x = torch.randint(int(lo), int(hi), shape, generator=gen, dtype=torch.int64)
        elif init == "zeros":
            x = torch.zeros(shape, dtype=torch.float64)
        else:  # output
            if dtype in FLOAT_DTYPES or dtype in FP8_DTYPES:
                x = torch.full(shape, float("nan"), dtype=torch.float64)
            elif dtype == "bool":
                x = torch.zeros(shape, dtype=torch.int64)
            else:
                x = torch.full(shape, INT_SENTINEL[dtype], dtype=torch.int64)
        x = (x != 0) if dtype == "bool" else x.to(tdtype)
        for index, value in a.get("set", []):
            x.view(-1)[index] = float(value) if isinstance(value, str) else value
        if init in ("randn", "rand") or init.startswith("randint:"):
            probe = x.to(torch.float32) if dtype in FP8_DTYPES else x  # no != on fp8 tensors
            if x.numel() > 1 and not bool((probe != 0).any()):
                raise EntryError("input %r came out all zeros" % a["name"])
        values[a["name"]] = x.to(device)
    return values


def fresh_copy(values):
    return {k: (v.clone() if hasattr(v, "clone") else v) for k, v in values.items()}


# ------------------------------------------------------------ comparison

def compare(torch, got, want, exact, tol):
    """(ok, max_abs, max_rel, note)"""
    if got.shape != want.shape:
        return False, float("inf"), float("inf"), "shape %s vs %s" % (tuple(got.shape), tuple(want.shape))
    if not got.dtype.is_floating_point and not want.dtype.is_floating_point:
        diff = got.to(torch.int64) != want.to(torch.int64)
        n = int(diff.sum())
        maxabs = float((got.to(torch.int64) - want.to(torch.int64)).abs().max()) if got.numel() else 0.0
        return n == 0, maxabs, 0.0, ("%d of %d differ" % (n, got.numel())) if n else ""
    g = got.to(torch.float64)
    w = want.to(torch.float64)
    gnan, wnan = torch.isnan(g), torch.isnan(w)
    nan_mismatch = int((gnan != wnan).sum())
    both = ~(gnan | wnan)
    d = (g - w).abs()
    d = torch.where(both, d, torch.zeros_like(d))
    inf_same = torch.isinf(g) & torch.isinf(w) & (g == w)
    d = torch.where(inf_same, torch.zeros_like(d), d)
    maxabs = float(d.max()) if d.numel() else 0.0
    # relative to the expected value, floored at atol so that values near
    # zero do not dominate
    rel = d / w.abs().clamp_min(max(tol[0] if not exact else 0.0, 1e-30))
    rel = torch.where(both & ~inf_same, rel, torch.zeros_like(rel))
    maxrel = float(rel.max()) if rel.numel() else 0.0
    notes = []
    if nan_mismatch:
        notes.append("%d NaN where the other has a number (unwritten?)" % nan_mismatch)
    if exact:
        bad = int((d > 0).sum())
        if bad:
            notes.append("%d of %d differ" % (bad, g.numel()))
        return bad == 0 and nan_mismatch == 0, maxabs, maxrel, "; ".join(notes)
    atol, rtol = tol
    bad = int((d > atol + rtol * w.abs()).sum())
    if bad:
        notes.append("%d of %d beyond atol %g rtol %g" % (bad, g.numel(), atol, rtol))
    return bad == 0 and nan_mismatch == 0, maxabs, maxrel, "; ".join(notes)


# ------------------------------------------------------------ one entry

def unwrap_kernel(k, jit_type):
    # libentry / autotune / heuristics keep the next wrapper in .fn; the
    # JITFunction also has .fn (the Python function), so stop there.
    while not isinstance(k, jit_type) and hasattr(k, "fn"):
        k = k.fn
    if not isinstance(k, jit_type):
        raise EntryError("%r is not a Triton kernel" % (k,))
    return k


def run_entry(entry, ctx):
    """Runs one checked entry; returns its result dict."""
    import torch
    import triton
    import triton.language as tl
    from triton.runtime.jit import JITFunction

    res = {"id": entry["id"], "style": entry.get("style", "?"), "status": "ERROR", "outputs": []}
    check = entry["check"]
    args = check_args(entry)
    seed = entry_seed(ctx["seed"], entry["id"])
    res["seed"] = seed
    meta = read_metadata(ctx["dev"], entry["id"])
    cubin_path = os.path.join(ctx["dev"], entry["id"] + ".cubin")
    constexprs = {k: define_value(v, tl) for k, v in entry.get("defines", {}).items()}
    plain_constexprs = {k: define_value(v) for k, v in entry.get("defines", {}).items()}
    grid = eval_grid(check, plain_constexprs)
    num_warps = entry.get("num_warps", 4)
    num_stages = entry.get("num_stages", 3)
    device = "cuda"

    inputs = make_inputs(torch, args, seed, device)
    outs = outputs_of(args)

    # Triton, through its JIT, on a copy. Descriptors made in a kernel
    # (tl.make_tensor_descriptor) need global scratch that Triton asks the
    # host for; tritonc's kernels need none.
    if hasattr(triton, "set_allocator"):
        triton.set_allocator(lambda size, alignment, stream: torch.empty(size, device=device, dtype=torch.int8))
    tri = fresh_copy(inputs)
    try:
        mod = importlib.import_module(module_name(entry["file"]))
        kernel = unwrap_kernel(getattr(mod, entry["kernel"]), JITFunction)
        unknown = [a["name"] for a in args if a["name"] not in kernel.arg_names]
        if unknown:
            raise EntryError("arguments %s are not parameters of %s" % (unknown, entry["kernel"]))
        kwargs = {a["name"]: tri[a["name"]] for a in args}
        kwargs.update(constexprs)
        if "num_warps" not in constexprs:
            kwargs["num_warps"] = num_warps
        if "num_stages" not in constexprs:
            kwargs["num_stages"] = num_stages
        compiled = kernel[grid](**kwargs)
        torch.cuda.synchronize()
        res["triton"] = "ok"
        res["triton_resources"] = triton_resources(compiled)
        triton_launch = lambda: kernel[grid](**kwargs)
    except Exception as exc:
        res["triton"] = "error: %s" % _first_line(exc)
        tri = None
        if not context_alive(torch):
            res["context_lost"] = True
            res["tritonc"] = "not run: Triton's launch broke the CUDA context"
            res["message"] = "the CUDA context is lost (a fault in Triton's run of the kernel)"
            return res

    # tritonc's cubin, through the driver, on another copy.
    tc = fresh_copy(inputs)
    if meta is None or not os.path.exists(cubin_path):
        res["tritonc"] = "no cubin (compile_corpus.py --dev did not produce %s)" % os.path.basename(cubin_path)
        res["no_cubin"] = True
        tc = None
    else:
        try:
            runtime_params(meta, args)
            values = {}
            for a in args:
                v = tc[a["name"]]
                values[a["name"]] = v.data_ptr() if hasattr(v, "data_ptr") else v
            drv = ctx["driver"]()
            drv.ensure_context()
            objs, array = pack_params(meta["parameters"], values, meta.get("tensor_maps"), drv.encode_tensor_map)
            func = drv.load(open(cubin_path, "rb").read(), meta["symbol"], meta.get("shared_bytes", 0))
            stream = torch.cuda.current_stream().cuda_stream
            threads, shared = 32 * meta.get("num_warps", num_warps), meta.get("shared_bytes", 0)
            drv.launch(func, grid, threads, shared, stream, array)
            drv.synchronize()
            res["tritonc"] = "ok"
            res["tritonc_resources"] = dict(drv.resources(func), dynamic_shared=shared)
            tritonc_launch = lambda: drv.launch(func, grid, threads, shared, torch.cuda.current_stream().cuda_stream,
                                                array)
        except CudaError as exc:
            res["tritonc"] = "error: %s" % exc
            tc = None
            if exc.code in STICKY_CUDA_ERRORS:
                res["context_lost"] = True
        except EntryError as exc:
            res["tritonc"] = "error: %s" % exc
            tc = None

    # Reference in float64.
    ref = None
    if check.get("ref"):
        fn = REFERENCES.get(check["ref"])
        if fn is None:
            res["ref"] = "unknown reference %r" % check["ref"]
        else:
            t = {}
            for k, v in inputs.items():
                if hasattr(v, "dtype"):
                    t[k] = v.to(torch.float64) if (v.dtype.is_floating_point) else v.to(torch.int64)
                else:
                    t[k] = v
            with torch.no_grad():
                ref = fn(t, plain_constexprs)

    ok = tri is not None and tc is not None
    exact_all = bool(check.get("exact"))
    for a in outs:
        name, dtype = a["name"], a["dtype"]
        exact = exact_all or dtype not in FLOAT_DTYPES or a.get("exact", False)
        o = {"name": name, "dtype": dtype}
        if tri is not None and tc is not None:
            tol = tuple(check.get("tol", {}).get(name, TOL_VS_TRITON.get(dtype, (0, 0))))
            good, mabs, mrel, note = compare(torch, tc[name], tri[name], exact, tol)
            o.update(vs_triton_ok=good, vs_triton_abs=mabs, vs_triton_rel=mrel, vs_triton_note=note)
            ok = ok and good
        if ref is not None and name in ref:
            tol = tuple(check.get("ref_tol", {}).get(name, TOL_VS_REF.get(dtype, (0, 0))))
            want = ref[name]
            for who, buf in (("tritonc", tc), ("triton", tri)):
                if buf is None:
                    continue
                good, mabs, mrel, note = compare(torch, buf[name].to(want.dtype) if want.dtype.is_floating_point
                                                 else buf[name], want,
                                                 dtype not in FLOAT_DTYPES, tol)
                o.update({"%s_vs_ref_ok" % who: good, "%s_vs_ref_abs" % who: mabs,
                          "%s_vs_ref_rel" % who: mrel, "%s_vs_ref_note" % who: note})
                if who == "tritonc":
                    ok = ok and good
        res["outputs"].append(o)
    res["status"] = "PASS" if ok else "FAIL"
    if tri is None and tc is not None and res["outputs"] and all(
            o.get("tritonc_vs_ref_ok", False) for o in res["outputs"]):
        # Triton could not run the kernel: tritonc matched the reference
        # only, which is no comparison with Triton (not counted as a pass).
        res["status"] = "REF-ONLY"
    if res.get("no_cubin"):
        res["status"] = "NO-CUBIN"
    if ctx.get("time") and res["status"] == "PASS":
        res["time_us"] = {"triton": graph_time(torch, triton_launch), "tritonc": graph_time(torch, tritonc_launch)}
        res["time_us"]["ratio"] = res["time_us"]["triton"] / res["time_us"]["tritonc"]
        if entry.get("vendor"):
            time_vendor(torch, entry, inputs, plain_constexprs, ref, res)
        if entry.get("flops"):
            res["tflops"] = {k: entry["flops"] / (res["time_us"][k] * 1e6)
                             for k in ("tritonc", "triton", "vendor") if k in res["time_us"]}
    if entry.get("matrix"):
        res["matrix"] = dict(entry["matrix"], num_warps=num_warps, num_stages=num_stages)
    return res


def triton_resources(compiled):
    """Registers, spills and shared memory of Triton's compiled kernel."""
    try:
        return {"regs": compiled.n_regs, "spills": compiled.n_spills, "shared": compiled.metadata.shared}
    except Exception as exc:  # another Triton version: report, never fail the entry
        return {"error": _first_line(exc)}


def time_vendor(torch, entry, inputs, constexprs, ref, res):
    """Times the vendor library's version of the entry (entry["vendor"])
    on the same inputs, in the same process and the same way as the
    kernels; its output is compared with the reference for the record
    only (a vendor is no part of the check)."""
    spec = entry["vendor"]
    fn = VENDORS.get(spec.get("op"))
    if fn is None:
        res["vendor"] = {"error": "no vendor call %r" % spec.get("op")}
        return
    try:
        launch, out, note = fn(torch, inputs, spec, constexprs)
        launch()
        torch.cuda.synchronize()
        v = {"op": spec["op"], "note": note}
        name = spec.get("out")
        if ref is not None and name in ref and out is not None:
            want = ref[name]
            got = out.to(torch.float64).reshape(want.shape)
            v["vs_ref_abs"] = float((got - want).abs().max())
        res["time_us"]["vendor"] = graph_time(torch, launch)
        res["time_us"]["vendor_ratio"] = res["time_us"]["vendor"] / res["time_us"]["tritonc"]
        res["vendor"] = v
    except Exception as exc:
        res["vendor"] = {"op": spec.get("op"), "error": _first_line(exc)}


def graph_time(torch, launch, per_graph=20, replays=15):
    """Median time of one launch in microseconds: `per_graph` launches
    captured in a CUDA graph (so neither Triton's Python launcher nor
    ctypes is timed), the graph replayed `replays` times between events.
    Both compilers' kernels are timed this way, on the same inputs."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        launch()  # warm (and never the first launch inside the capture)
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(per_graph):
            launch()
    graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(replays):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        graph.replay()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1000.0 / per_graph)
    times.sort()
    return times[len(times) // 2]


def context_alive(torch):
    """False once a fault has made the CUDA context unusable."""
    try:
        torch.cuda.synchronize()
        torch.empty(1, device="cuda").fill_(1)
        torch.cuda.synchronize()
        return True
    except Exception:
        return False


def _first_line(exc):
    text = str(exc).strip().splitlines()
    lines = [l for l in text if l.strip()]
    return (type(exc).__name__ + ": " + (lines[-1] if lines else "")).strip()


def format_line(res):
    parts = ["%-26s %-8s seed=%-10s" % (res["id"], res["status"], res.get("seed", "-"))]
    if res.get("message"):
        parts.append(res["message"])
    for key in ("triton", "tritonc", "ref"):
        if key in res and res[key] != "ok":
            parts.append("%s: %s" % (key, res[key]))
    for o in res.get("outputs", []):
        if "vs_triton_abs" not in o and "tritonc_vs_ref_abs" not in o:
            continue
        s = o["name"]
        if "vs_triton_abs" in o:
            s += " vsTriton abs=%.3g rel=%.3g%s" % (o["vs_triton_abs"], o["vs_triton_rel"],
                                                     "" if o["vs_triton_ok"] else " FAIL(%s)" % o["vs_triton_note"])
        if "tritonc_vs_ref_abs" in o:
            s += " vsRef abs=%.3g rel=%.3g%s" % (o["tritonc_vs_ref_abs"], o["tritonc_vs_ref_rel"],
                                                 "" if o["tritonc_vs_ref_ok"] else " FAIL(%s)" % o["tritonc_vs_ref_note"])
        parts.append(s)
    if "time_us" in res:
        t = res["time_us"]
        parts.append("time us: triton %.1f tritonc %.1f (%.2fx)" % (t["triton"], t["tritonc"], t["ratio"]))
        if "vendor" in t:
            parts.append("vendor %.1f us (tritonc %.2fx of it)" % (t["vendor"], t["vendor_ratio"]))
    if "tflops" in res:
        parts.append("TFLOP/s %s" % " ".join("%s %.0f" % kv for kv in sorted(res["tflops"].items())))
    if res.get("vendor", {}).get("error"):
        parts.append("vendor: %s" % res["vendor"]["error"])
    return " | ".join(parts)


# ------------------------------------------------------------ driver modes

def selected(entries, only):
    checked = [e for e in entries if e.get("check")]
    if only:
        want = set(only.split(","))
        checked = [e for e in checked if e["id"] in want]
    return checked


def worker(opts):
    """Runs the given entries in this process, appending one JSON line per
    entry to opts.results; exits EXIT_CONTEXT_LOST after a sticky error."""
    sys.path.insert(0, os.path.abspath(opts.root))
    entries = {e["id"]: e for e in load_entries(opts.entries)}
    load_plugin(opts.entries)
    ctx = {"seed": opts.seed, "dev": opts.dev, "time": opts.time}
    driver = []

    def get_driver():
        if not driver:
            driver.append(Driver())
        return driver[0]

    ctx["driver"] = get_driver
    try:
        import torch
        if not torch.cuda.is_available():
            raise RuntimeError("torch sees no GPU")
        torch.cuda.init()
        torch.empty(1, device="cuda")
    except Exception as exc:
        for eid in opts.only.split(","):
            _emit(opts.results, _with_labels(entries[eid], {"id": eid, "style": entries[eid].get("style", "?"),
                                                            "status": "ERROR",
                                                            "message": "no GPU: %s" % _first_line(exc)}))
        return 0
    for eid in opts.only.split(","):
        entry = entries[eid]
        if opts.deadline and time.time() >= opts.deadline:
            # Out of time: the entry is reported as not run, not as failed.
            _emit(opts.results, _with_labels(entry, {"id": eid, "style": entry.get("style", "?"),
                                                     "status": "NOT RUN",
                                                     "message": "the --budget ran out first"}))
            continue
        try:
            res = run_entry(entry, ctx)
        except EntryError as exc:
            res = {"id": eid, "style": entry.get("style", "?"), "status": "ERROR", "message": str(exc)}
        except Exception as exc:
            res = {"id": eid, "style": entry.get("style", "?"), "status": "ERROR",
                   "seed": entry_seed(opts.seed, eid), "message": _first_line(exc),
                   "traceback": traceback.format_exc()}
            if not context_alive(torch):
                res["context_lost"] = True
        _emit(opts.results, _with_labels(entry, res))
        print(format_line(res), flush=True)
        if res.get("context_lost"):
            return EXIT_CONTEXT_LOST
    return 0


def _with_labels(entry, res):
    """An entry's "matrix" labels on its result, errors too (bench/matrix/report.py)."""
    if entry.get("matrix") and "matrix" not in res:
        res["matrix"] = dict(entry["matrix"], num_warps=entry.get("num_warps", 4),
                             num_stages=entry.get("num_stages", 3))
    return res


def _emit(path, res):
    with open(path, "a") as f:
        f.write(json.dumps(res) + "\n")


def dry_run(opts, entries):
    status = 0
    for e in selected(entries, opts.only):
        try:
            args = check_args(e)
            plain = {k: define_value(v) for k, v in e.get("defines", {}).items()}
            grid = eval_grid(e["check"], plain)
            seed = entry_seed(opts.seed, e["id"])
            mod = module_name(e["file"])
            meta = read_metadata(opts.dev, e["id"])
            print("%s [%s] seed=%d" % (e["id"], e.get("style", "?"), seed))
            ref = e["check"].get("ref")
            if ref and ref not in REFERENCES:
                raise EntryError("unknown reference %r" % ref)
            if e.get("vendor") and e["vendor"].get("op") not in VENDORS:
                raise EntryError("unknown vendor call %r" % e["vendor"].get("op"))
            if e.get("vendor") or e.get("flops"):
                print("  vendor : %s, %s flops" % (e.get("vendor", {}).get("op", "-"), e.get("flops", "-")))
            print("  triton : %s.%s[%s](%s, %s, num_warps=%d, num_stages=%d)" % (
                mod, e["kernel"], grid, ", ".join("%s=%s" % (a["name"], _describe_arg(a)) for a in args),
                ", ".join("%s=%r" % kv for kv in plain.items()), e.get("num_warps", 4), e.get("num_stages", 3)))
            if meta is None:
                print("  tritonc: no metadata in %s (run compile_corpus.py --dev)" % opts.dev)
                continue
            runtime_params(meta, args)
            # Fake device addresses, 256-byte aligned as the allocator's are.
            values, addr = {}, 0x7f0000000000
            for a in args:
                if "shape" in a:
                    values[a["name"]] = addr
                    addr += 256 * cdiv(max(1, math.prod(a["shape"])) * 8, 256)
                else:
                    values[a["name"]] = a.get("int", a.get("float"))
            objs, _ = pack_params(meta["parameters"], values, meta.get("tensor_maps"))
            print("  tritonc: %s grid=%s block=(%d,1,1) shared=%d params=[%s]" % (
                meta["symbol"], grid, 32 * meta["num_warps"], meta.get("shared_bytes", 0), describe_packed(objs)))
            print("  compare: %s" % ", ".join("%s (%s%s)" % (a["name"], a["dtype"], ", in place" if a.get("inout") else "")
                                              for a in outputs_of(args)))
        except EntryError as exc:
            print("%s: ERROR %s" % (e["id"], exc))
            status = 1
    return status


def _describe_arg(a):
    if "shape" in a:
        return "%s%s:%s" % (a["dtype"], list(a["shape"]), a.get("init", "randn"))
    return repr(a.get("int", a.get("float")))


def summary(results):
    lines = ["", "%-26s %-10s %-15s %-34s %s" % ("entry", "style", "status", "vs Triton max abs/rel", "vs float64 max abs/rel")]
    for r in results:
        vt = [(o.get("vs_triton_abs"), o.get("vs_triton_rel")) for o in r.get("outputs", []) if "vs_triton_abs" in o]
        vr = [(o.get("tritonc_vs_ref_abs"), o.get("tritonc_vs_ref_rel")) for o in r.get("outputs", [])
              if "tritonc_vs_ref_abs" in o]
        fmt = lambda xs: ("%.2g / %.2g" % (max(a for a, _ in xs), max(b for _, b in xs))) if xs else "-"
        t = r.get("time_us")
        timing = "   triton %.1f us, tritonc %.1f us: %.2fx" % (t["triton"], t["tritonc"], t["ratio"]) if t else ""
        lines.append("%-26s %-10s %-15s %-34s %s%s" % (r["id"], r.get("style", "?"), r["status"], fmt(vt), fmt(vr),
                                                       timing))
    by_style = {}
    for r in results:
        counts = by_style.setdefault(r.get("style", "?"), {})
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    lines.append("")
    total = {}
    for style, counts in sorted(by_style.items()):
        n = sum(counts.values())
        lines.append("%-10s %d/%d pass%s" % (style, counts.get("PASS", 0), n, _others(counts)))
        for k, v in counts.items():
            total[k] = total.get(k, 0) + v
    lines.append("%-10s %d/%d pass%s" % ("all", total.get("PASS", 0), sum(total.values()), _others(total)))
    return "\n".join(lines)


def _others(counts):
    rest = ["%d %s" % (v, k) for k, v in sorted(counts.items()) if k != "PASS"]
    return (" (" + ", ".join(rest) + ")") if rest else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--entries", default=os.path.join(HERE, "entries.json"))
    ap.add_argument("--root", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--dev", default=os.path.join(REPO, ".dev", "corpus"))
    ap.add_argument("--json", help="write the results here")
    ap.add_argument("--seed", type=int, default=None, help="base seed (default: from the clock, printed)")
    ap.add_argument("--only", default="", help="comma-separated entry ids")
    ap.add_argument("--dry-run", action="store_true")
    ap.add_argument("--time", action="store_true",
                    help="also time each passing entry (CUDA graphs) with Triton and with tritonc")
    ap.add_argument("--budget", type=float, default=None,
                    help="start no entry after this many seconds; the rest are reported as NOT RUN "
                         "(so that a run ends inside one device command)")
    ap.add_argument("--deadline", type=float, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--results", help=argparse.SUPPRESS)
    opts = ap.parse_args()
    if opts.seed is None:
        opts.seed = int(time.time()) % 1000003
    if opts.worker:
        return worker(opts)

    try:
        entries = load_entries(opts.entries)
        load_plugin(opts.entries)
    except (OSError, ValueError, EntryError) as exc:
        print("gpu_check: cannot read %s: %s" % (opts.entries, exc))
        return 1
    print("gpu_check: seed %d (rerun with --seed %d), %s" % (opts.seed, opts.seed, opts.entries), flush=True)
    if opts.dry_run:
        return dry_run(opts, entries)

    if opts.budget is not None:
        opts.deadline = time.time() + opts.budget
    todo = [e["id"] for e in selected(entries, opts.only)]
    styles = {e["id"]: e.get("style", "?") for e in entries}
    results = {}
    fd, results_path = tempfile.mkstemp(prefix="gpu_check_", suffix=".jsonl")
    os.close(fd)
    while True:
        remaining = [i for i in todo if i not in results]
        if not remaining:
            break
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", "--entries", opts.entries, "--root",
               opts.root, "--dev", opts.dev, "--seed", str(opts.seed), "--results", results_path,
               "--only", ",".join(remaining)] + (["--time"] if opts.time else []) + \
              (["--deadline", repr(opts.deadline)] if opts.deadline else [])
        rc = subprocess.call(cmd)
        with open(results_path) as f:
            for line in f:
                r = json.loads(line)
                results[r["id"]] = r
        if rc not in (0, EXIT_CONTEXT_LOST):
            missing = [i for i in remaining if i not in results]
            if missing:  # the worker died inside this entry
                r = {"id": missing[0], "style": styles.get(missing[0], "?"), "status": "ERROR",
                     "message": "the worker process died (exit status %d)" % rc}
                results[missing[0]] = r
                _emit(results_path, r)
                print(format_line(r), flush=True)
        elif rc == 0 and any(i not in results for i in remaining):
            for i in remaining:
                if i not in results:
                    results[i] = {"id": i, "style": styles.get(i, "?"), "status": "ERROR",
                                  "message": "the worker returned without a result"}
    os.unlink(results_path)
    ordered = [results[i] for i in todo]
    print(summary(ordered))
    if opts.json:
        info = {"date": datetime.datetime.now().isoformat(timespec="seconds"), "seed": opts.seed,
                "entries_file": os.path.relpath(opts.entries, REPO)}
        try:
            import torch
            import triton
            info.update(torch=torch.__version__, triton=triton.__version__,
                        gpu=torch.cuda.get_device_name(0) if torch.cuda.is_available() else None)
        except Exception as exc:
            info["env_error"] = _first_line(exc)
        commit = os.path.join(opts.dev, "commit.txt")
        if os.path.exists(commit):
            info["tritonc_commit"] = open(commit).read().split()
        info["results"] = ordered
        info["passed"] = sum(r["status"] == "PASS" for r in ordered)
        info["total"] = len(ordered)
        with open(opts.json, "w") as f:
            json.dump(info, f, indent=1)
    return 0 if all(r["status"] in ("PASS", "NOT RUN") for r in ordered) else 1


if __name__ == "__main__":
    sys.exit(main())
