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
    """BLOCK_SIZE and num_warps for a row of n elements handled by one program."""
    BLOCK_SIZE = triton.next_power_of_2(n)
    if BLOCK_SIZE > MAX_FUSED_SIZE:
        raise RuntimeError(
            f"Cannot launch Triton kernel since n = {n} exceeds the recommended Triton blocksize = {MAX_FUSED_SIZE}."
        )
    num_warps = 4
    if BLOCK_SIZE >= 32768:
        num_warps = 32 if not is_hip() else 16
    elif BLOCK_SIZE >= 8192:
        num_warps = 16
    elif BLOCK_SIZE >= 2048:
        num_warps = 8
    return BLOCK_SIZE, num_warps


def ensure_contiguous(fn):
    @functools.wraps(fn)
    def wrapper(ctx, *args, **kwargs):
        def maybe_to_contiguous(x):
            return x.contiguous() if isinstance(x, torch.Tensor) else x

        args = [maybe_to_contiguous(arg) for arg in args]
        kwargs = {k: maybe_to_contiguous(v) for k, v in kwargs.items()}
        return fn(ctx, *args, **kwargs)

    return wrapper


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
    program_id = tl.program_id(0).to(tl.int64)
    X_ptr += program_id * X_stride
    grad_output = tl.load(grad_output_ptr)
    for i in range(0, n_cols, BLOCK_SIZE):
        X_offsets = i + tl.arange(0, BLOCK_SIZE)
        X_block = tl.load(X_ptr + X_offsets, mask=X_offsets < n_cols)
        tl.store(X_ptr + X_offsets, X_block * grad_output, mask=X_offsets < n_cols)


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
