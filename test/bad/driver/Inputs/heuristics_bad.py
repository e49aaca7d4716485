import triton
import triton.language as tl


def make_heuristics():
    return {"BLOCK": lambda args: 64}


@triton.heuristics(make_heuristics())
@triton.jit
def built_elsewhere(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"BLOCK": lambda args, meta: 64})
@triton.jit
def two_parameters(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"BLOCK": lambda args: 16 if args["x"].dtype == "fp16" else 32})
@triton.jit
def tensor_attribute(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"BLOCK": lambda args: args["n"] * 2})
@triton.jit
def unbounded(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"BLOCK": lambda args: round(args["n"])})
@triton.jit
def unknown_call(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"DOUBLE": lambda args: args["BLOCK"] * 2})
@triton.jit
def constant_heuristic(x, n, BLOCK: tl.constexpr, DOUBLE: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0 * DOUBLE)


@triton.heuristics({"BLOCK": lambda args: None if args["n"] > 3 else 16})
@triton.jit
def none_value(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)


@triton.heuristics({"BLOCK": lambda args: args["missing"] * 2})
@triton.jit
def missing_argument(x, n, BLOCK: tl.constexpr):
    tl.store(x + tl.arange(0, BLOCK), 1.0)
