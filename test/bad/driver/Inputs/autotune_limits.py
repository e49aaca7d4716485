# Autotune configs that the host-code evaluator must refuse, not run
# forever, overflow or exhaust memory on (autotune_limits.test).
import triton
import triton.language as tl

def grow():
    x = [1]
    for i in range(100):
        x += x
    return x

def rec(n):
    return rec(n + 1)

def spin():
    out = []
    for i in range(10 ** 9):
        out.append(i)
    return out

A = 9223372036854775807 + 1
B = [0] * 10 ** 9
C = 1 << 70
D = -9223372036854775807 - 1
E = D // -1
F = CIRC
CIRC = F

@triton.autotune(configs=grow(), key=[])
@triton.jit
def k1(x, B: tl.constexpr):
    pass

@triton.autotune(configs=rec(0), key=[])
@triton.jit
def k2(x, B: tl.constexpr):
    pass

@triton.autotune(configs=spin(), key=[])
@triton.jit
def k3(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[A], key=[])
@triton.jit
def k4(x, B: tl.constexpr):
    pass

@triton.autotune(configs=B, key=[])
@triton.jit
def k5(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[C], key=[])
@triton.jit
def k6(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[E], key=[])
@triton.jit
def k7(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[CIRC], key=[])
@triton.jit
def k8(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[triton.Config({1: 2})], key=[])
@triton.jit
def k9(x, B: tl.constexpr):
    pass

@triton.autotune(configs=[triton.Config({"B": [1]})], key=[])
@triton.jit
def k10(x, B: tl.constexpr):
    pass
