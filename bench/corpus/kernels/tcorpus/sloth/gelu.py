"""GELU and GEGLU, forward and backward (unsloth style): kernels written as
plain functions and made with triton.jit(f) / triton.heuristics(...)(f);
the backward kernels overwrite their inputs with the results to save
memory."""
import torch
import triton
import triton.language as tl

from tcorpus.sloth._compat import MAX_FUSED_SIZE, triton_cast, triton_erf, triton_tanh

# 1/sqrt(2), sqrt(2/pi) and 1/sqrt(2 pi): globals a kernel reads must be
# tl.constexpr for Triton (a plain float global is a NameError there).
_RSQRT2 = tl.constexpr(0.7071067811865476)
_SQRT_2_OVER_PI = tl.constexpr(0.7978845608028654)
_INV_SQRT_2PI = tl.constexpr(0.3989422804014327)


def _gelu_fwd(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr, APPROXIMATE: tl.constexpr):
    block_idx = tl.program_id(0)
    offsets = block_idx * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0).to(tl.float32)
    if APPROXIMATE:
        y = 0.5 * x * (1.0 + triton_tanh(_SQRT_2_OVER_PI * x * (1.0 + 0.044715 * x * x)))
    else:
        y = 0.5 * x * (1.0 + triton_erf(x * _RSQRT2))
    tl.store(y_ptr + offsets, triton_cast(y, y_ptr.dtype.element_ty), mask=mask)


_gelu_fwd = triton.jit(_gelu_fwd)
gelu_fwd_kernel = triton.heuristics({"APPROXIMATE": lambda args: bool(args["APPROXIMATE"])})(_gelu_fwd)


def _gelu_bwd(dy_ptr, x_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    """dx = dy * (Phi(x) + x * phi(x)), written over dy."""
    block_idx = tl.program_id(0)
    offsets = block_idx * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    dy = tl.load(dy_ptr + offsets, mask=mask, other=0).to(tl.float32)
    x = tl.load(x_ptr + offsets, mask=mask, other=0).to(tl.float32)
    cdf = 0.5 * (1.0 + triton_erf(x * _RSQRT2))
    pdf = _INV_SQRT_2PI * tl.exp(-0.5 * x * x)
    dx = dy * (cdf + x * pdf)
    tl.store(dy_ptr + offsets, dx.to(dy_ptr.dtype.element_ty), mask=mask)


gelu_bwd_kernel = triton.jit(_gelu_bwd)


def _geglu_fwd(e, g, h, n_elements, BLOCK_SIZE: tl.constexpr):
    """h = gelu_tanh(e) * g, computed in fp32."""
    block_idx = tl.program_id(0)
    offsets = block_idx * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    e_row = tl.load(e + offsets, mask=mask, other=0).to(tl.float32)
    g_row = tl.load(g + offsets, mask=mask, other=0)
    f_row = 0.5 * e_row * (triton_tanh(_SQRT_2_OVER_PI * e_row * (1.0 + 0.044715 * e_row * e_row)) + 1.0)
    f_row = f_row.to(g_row.dtype)
    h_row = f_row * g_row
    tl.store(h + offsets, h_row, mask=mask)


geglu_fwd_kernel = triton.jit(_geglu_fwd)


def _geglu_bwd(DW, e, g, n_elements, BLOCK_SIZE: tl.constexpr):
    """With DW = dL/dh: writes h = f * g over DW, df = DW * f over e and de = DW * g * f'(e) over g."""
    block_idx = tl.program_id(0)
    offsets = block_idx * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    DW_row = tl.load(DW + offsets, mask=mask, other=0)
    e_row = tl.load(e + offsets, mask=mask, other=0).to(tl.float32)
    g_row = tl.load(g + offsets, mask=mask, other=0)

    s = _SQRT_2_OVER_PI
    a = s * 0.044715
    inner = s * e_row + a * e_row * e_row * e_row
    t = triton_tanh(inner)
    f_partial = 0.5 * (t + 1.0)
    f_row = f_partial * e_row
    f_row = f_row.to(DW_row.dtype)
    h_row = f_row * g_row
    df_row = DW_row * f_row
    dg_row = DW_row * g_row
    # f'(e) = 0.5 (1 + t) + 0.5 e (1 - t^2) (s + 3 a e^2)
    f_deriv = f_partial + 0.5 * e_row * (1.0 - t * t) * (s + 3.0 * a * e_row * e_row)
    de_row = dg_row.to(tl.float32) * f_deriv
    de_row = de_row.to(DW_row.dtype)

    tl.store(DW + offsets, h_row, mask=mask)
    tl.store(e + offsets, df_row, mask=mask)
    tl.store(g + offsets, de_row, mask=mask)


geglu_bwd_kernel = triton.jit(_geglu_bwd)


def gelu_forward(x, approximate=False):
    y = torch.empty_like(x)
    n = x.numel()
    gelu_fwd_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK_SIZE=1024, APPROXIMATE=approximate)
    return y


def geglu_forward(gate, up):
    batch, seq_len, hd = gate.shape
    n_elements = gate.numel()
    out = torch.empty((batch, seq_len, hd), dtype=gate.dtype, device=gate.device)
    grid = lambda meta: (triton.cdiv(n_elements, meta["BLOCK_SIZE"]),)
    geglu_fwd_kernel[grid](gate, up, out, n_elements, BLOCK_SIZE=1024)
    return out


def geglu_backward(DW, e, g):
    batch_seq_len, hd = e.shape
    n_elements = e.numel()
    assert n_elements <= MAX_FUSED_SIZE * batch_seq_len
    grid = lambda meta: (triton.cdiv(n_elements, meta["BLOCK_SIZE"]),)
    geglu_bwd_kernel[grid](DW, e, g, n_elements, BLOCK_SIZE=1024)
    return DW, e, g
