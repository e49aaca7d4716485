"""The performance matrix's float64 references and vendor-library calls for
bench/corpus/gpu_check.py, which loads this file because
bench/matrix/entries.json names it ("checker_plugin") and calls
register(gpu_check).

References take the inputs as float64 (integers as int64) by argument
name and the constexprs; they return the expected outputs by name. Vendor
calls take the inputs in their own dtypes and the entry's "vendor" spec;
they return (launch, output, note), where launch runs the library on
those tensors (it is captured in a CUDA graph and timed like the kernels)
and note says what exactly was timed. Nothing here needs torch until it
runs, so the dry run works without it."""
import math


# ------------------------------------------------------------ references

def _activation(torch, x, act):
    if act == "leaky_relu":
        return torch.where(x >= 0, x, 0.01 * x)
    if act == "gelu":
        return 0.5 * x * (1.0 + torch.erf(x / math.sqrt(2.0)))
    if act == "gelu_tanh":
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x ** 3)))
    if act:
        raise ValueError("no reference for activation %r" % act)
    return x


def _as_float(x):
    # integer operands arrive as int64, which CUDA's matmul does not take;
    # int8 products summed over K < 2^24 terms are exact in float64
    return x if x.dtype.is_floating_point else x.double()


def ref_mm(t, c):
    """C = act(A @ B); B stored N x K for block_ptr's B_K_MAJOR and the
    descriptor kernel's B_TRANSPOSED."""
    import torch
    a, b = _as_float(t["a_ptr"]), _as_float(t["b_ptr"])
    if c.get("B_K_MAJOR") or c.get("B_TRANSPOSED"):
        b = b.T
    return {"c_ptr": _activation(torch, a @ b, c.get("ACTIVATION", ""))}


def ref_mm_epilogue(t, c):
    import torch
    acc = _as_float(t["a_ptr"]) @ _as_float(t["b_ptr"])
    if c.get("HAS_BIAS"):
        acc = acc + t["bias_ptr"][None, :]
    acc = _activation(torch, acc, c.get("ACTIVATION", ""))
    if c.get("HAS_RESIDUAL"):
        acc = acc + t["res_ptr"]
    return {"c_ptr": acc}


def ref_linear(t, c):
    return {"y_ptr": _as_float(t["x_ptr"]) @ _as_float(t["w_ptr"]).T}


def ref_mm_tn(t, c):
    return {"c_ptr": _as_float(t["at_ptr"]).T @ _as_float(t["b_ptr"])}


def ref_bmm(t, c):
    import torch
    return {"c_ptr": torch.bmm(_as_float(t["a_ptr"]), _as_float(t["b_ptr"]))}


def ref_attention(t, c, heads_per_chunk=8):
    """softmax(Q K^T * sm_scale [causal mask]) V over (Z, H, N_CTX, D),
    a few heads at a time (a 4096^2 float64 score matrix is 128 MiB)."""
    import torch
    q, k, v = t["q_ptr"], t["k_ptr"], t["v_ptr"]
    Z, H, S, D = q.shape
    q, k, v = (x.reshape(Z * H, S, D) for x in (q, k, v))
    out = torch.empty_like(q)
    mask = None
    if c.get("CAUSAL"):
        mask = torch.ones(S, S, dtype=torch.bool, device=q.device).tril()
    for i in range(0, Z * H, heads_per_chunk):
        s = torch.matmul(q[i:i + heads_per_chunk], k[i:i + heads_per_chunk].transpose(1, 2)) * t["sm_scale"]
        if mask is not None:
            s = s.masked_fill(~mask, float("-inf"))
        out[i:i + heads_per_chunk] = torch.matmul(torch.softmax(s, -1), v[i:i + heads_per_chunk])
    return {"o_ptr": out.reshape(Z, H, S, D)}


REFERENCES = {
    "mx_mm": ref_mm,
    "mx_mm_epilogue": ref_mm_epilogue,
    "mx_linear": ref_linear,
    "mx_mm_tn": ref_mm_tn,
    "mx_bmm": ref_bmm,
    "mx_attention": ref_attention,
}


# ------------------------------------------------------------ vendors

def _operands(inputs, spec):
    """The logical (M, K) and (K, N) operands as views of the stored ones."""
    a, b = inputs[spec["a"]], inputs[spec["b"]]
    if spec.get("a_stored") == "km":
        a = a.t()
    if spec.get("b_stored") == "nk":
        b = b.t()
    return a, b


class _Tf32:
    """Lets cuBLAS use tf32 for a float32 product (Triton's default
    input_precision): set while the launch runs and is captured."""

    def __init__(self, torch, on):
        self.torch, self.on = torch, on

    def __call__(self, fn):
        def run():
            flag = self.torch.backends.cuda.matmul.allow_tf32
            self.torch.backends.cuda.matmul.allow_tf32 = self.on
            try:
                return fn()
            finally:
                self.torch.backends.cuda.matmul.allow_tf32 = flag
        return run


def vendor_mm(torch, inputs, spec, constexprs):
    """cuBLAS through torch: torch.matmul for fp16/bf16/tf32 (into the
    operands' dtype), torch._int_mm for int8 (int32 result),
    torch._scaled_mm with unit scales for fp8 e4m3 (fp16 result; it wants B
    column-major, so a row-major B is given as a column-major copy made
    before timing). Copies made for the library are said in the note."""
    a, b = _operands(inputs, spec)
    dt = spec.get("dtype")
    if dt == "int8":
        note = "torch._int_mm"
        if not a.is_contiguous():
            a = a.contiguous()
            note += " (A copied to row-major before timing)"
        holder = {}

        def launch():
            holder["out"] = torch._int_mm(a, b)
        launch()
        return launch, holder["out"], note
    if dt == "fp8":
        # fast (reduced-precision) fp8 accumulation, as Triton's default
        # max_num_imprecise_acc on sm_90 has it
        note = "torch._scaled_mm, unit scales, fp16 out, fast accumulation"
        if a.stride(1) != 1:
            a = a.contiguous()
            note += " (A copied to row-major before timing)"
        if b.stride(0) != 1:
            b = b.t().contiguous().t()
            note += " (B copied to column-major before timing)"
        one = torch.ones((), device=a.device, dtype=torch.float32)
        holder = {}

        def launch():
            holder["out"] = torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.float16,
                                             use_fast_accum=True)
        launch()
        return launch, holder["out"], note
    out = torch.empty(a.shape[0], b.shape[1], device=a.device, dtype=a.dtype)
    launch = _Tf32(torch, dt == "tf32")(lambda: torch.matmul(a, b, out=out))
    note = "torch.matmul (cuBLAS)%s" % (", tf32" if dt == "tf32" else "")
    if dt == "bf16-f32out":
        note += ", bf16 result (the kernel writes fp32)"
    return launch, out, note


def vendor_bmm(torch, inputs, spec, constexprs):
    a, b = inputs[spec["a"]], inputs[spec["b"]]
    out = torch.empty(a.shape[0], a.shape[1], b.shape[2], device=a.device, dtype=a.dtype)
    return (lambda: torch.bmm(a, b, out=out)), out, "torch.bmm (cuBLAS)"


def vendor_mm_epilogue(torch, inputs, spec, constexprs):
    """What a model gets from torch: addmm (cuBLAS, bias in its epilogue),
    then the activation and the residual add as separate kernels."""
    import torch.nn.functional as F
    a, b = _operands(inputs, spec)
    bias = inputs[spec["bias"]] if spec.get("bias") else None
    res = inputs[spec["res"]] if spec.get("res") else None
    act = spec.get("act", "")
    holder = {}

    def launch():
        y = torch.addmm(bias, a, b) if bias is not None else torch.matmul(a, b)
        if act == "leaky_relu":
            y = F.leaky_relu(y, 0.01)
        elif act == "gelu":
            y = F.gelu(y)
        elif act == "gelu_tanh":
            y = F.gelu(y, approximate="tanh")
        if res is not None:
            y = y + res
        holder["out"] = y
    launch()
    parts = ["addmm" if bias is not None else "matmul"] + ([act] if act else []) + (["+ residual"] if res is not None else [])
    return launch, holder["out"], "torch %s (separate kernels)" % ", ".join(parts)


def vendor_sdpa(torch, inputs, spec, constexprs):
    import torch.nn.functional as F
    q, k, v = inputs[spec["q"]], inputs[spec["k"]], inputs[spec["v"]]
    scale = float(inputs[spec["scale"]]) if isinstance(spec.get("scale"), str) else spec.get("scale")
    causal = bool(spec.get("causal"))
    holder = {}

    def launch():
        holder["out"] = F.scaled_dot_product_attention(q, k, v, is_causal=causal, scale=scale)
    launch()
    return launch, holder["out"], "torch SDPA (%s)" % ("causal" if causal else "full")


VENDORS = {
    "mm": vendor_mm,
    "bmm": vendor_bmm,
    "mm_epilogue": vendor_mm_epilogue,
    "sdpa": vendor_sdpa,
}


def register(gpu_check):
    for name, fn in REFERENCES.items():
        gpu_check.REFERENCES.setdefault(name, fn)
    for name, fn in VENDORS.items():
        gpu_check.VENDORS.setdefault(name, fn)
