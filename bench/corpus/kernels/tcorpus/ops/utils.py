"""Helpers shared by the ops: launch settings, contiguity, version tests,
dtype maps, and a few @triton.jit helpers."""
import functools
import importlib
import operator
from typing import Callable

import torch
import triton
import triton.language as tl
from packaging.version import Version

# Largest row a single program handles in one block (elements).
MAX_FUSED_SIZE = 65536 // 2


def is_hip() -> bool:
    return torch.version.hip is not None


def infer_device() -> str:
    if torch.cuda.is_available():
        return "cuda"
    return "cpu"


def calculate_settings(n):
    """The block (next power of two of the row) and a warp count that grows
    with it, for kernels that keep one row in one block."""
    block = triton.next_power_of_2(n)
    if block > MAX_FUSED_SIZE:
        raise RuntimeError(f"a row of {n} elements is longer than the {MAX_FUSED_SIZE} one block can hold")
    for threshold, warps in ((32768, 16 if is_hip() else 32), (8192, 16), (2048, 8)):
        if block >= threshold:
            return block, warps
    return block, 4


def ensure_contiguous(fn):
    """Makes every tensor argument of an autograd function contiguous."""

    def contiguous(v):
        return v.contiguous() if isinstance(v, torch.Tensor) else v

    @functools.wraps(fn)
    def call(ctx, *args, **kwargs):
        return fn(ctx, *map(contiguous, args), **{name: contiguous(v) for name, v in kwargs.items()})

    return call


def compare_version(package: str, op: Callable, target: str) -> bool:
    try:
        pkg = importlib.import_module(package)
    except ImportError:
        return False
    return op(Version(pkg.__version__), Version(target))


torch_to_triton_dtype = {
    torch.float32: tl.float32,
    torch.float16: tl.float16,
    torch.bfloat16: tl.bfloat16,
}


@triton.jit
def element_mul_kernel(X_ptr, X_stride, grad_output_ptr, n_cols, BLOCK_SIZE: tl.constexpr):
    """Scales row `program_id` of X in place by the scalar *grad_output_ptr."""
    base = X_ptr + tl.program_id(0).to(tl.int64) * X_stride
    scale = tl.load(grad_output_ptr)
    for first in range(0, n_cols, BLOCK_SIZE):
        cols = first + tl.arange(0, BLOCK_SIZE)
        tl.store(base + cols, tl.load(base + cols, mask=cols < n_cols) * scale, mask=cols < n_cols)


@triton.jit
def row_offsets(row, row_stride, BLOCK_SIZE: tl.constexpr):
    """Column offsets of a row block and the row's base offset (int64)."""
    cols = tl.arange(0, BLOCK_SIZE)
    return cols, row.to(tl.int64) * row_stride


@triton.jit
def safe_sigmoid(x):
    # 1 / (1 + exp(-x)) computed in fp32.
    x = x.to(tl.float32)
    return 1.0 / (1.0 + tl.exp(-x))
