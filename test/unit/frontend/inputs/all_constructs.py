#!/usr/bin/env python3
# -*- coding: utf-8 -*-
"""Module docstring: a file that uses every piece of Python 3 syntax that the
tritonc grammar must accept.  It is parsed, never run."""

from __future__ import annotations
import os, sys as system
import os.path as osp
from . import sibling
from .. import parent
from ...pkg.sub import (a as b,
                        c,
                        d,)
from typing import *

# ---- numbers -----------------------------------------------------------
ints = [0, 7, 1_000_000, 0x1F, 0XdeadBEEF, 0o17, 0O7, 0b1010, 0B1_0, 00, 0_0]
floats = [1.5, .5, 5., 1e10, 1E-3, 3.14e+2, 1_0.0_1, 0.0, 1e308]
imaginary = [1j, 2.5J, 1e3j, .5j]
big = 123456789012345678901234567890

# ---- strings -----------------------------------------------------------
s1 = 'single'
s2 = "double"
s3 = '''triple
single'''
s4 = """triple
double with 'quotes' and "quotes" """
raw = r'\d+\s*' + R"\n" + rb'\x00' + Rb"raw" + bR'x' + br"y"
by = b'bytes\x00\xff' + B"more"
uni = u'unicode'
fstr = f'{x!r:>10}' + F"{y}" + rf'{z}\n' + fr"{w}" + Rf'{v}'
escapes = '\n\t\\\'\"\x41\u00e9\U0001F600\101\N{BULLET}'
concat = ('implicit '
          "concatenation "
          '''across lines''')
cont = 'line \
continuation'
ünïcode_näme = "Unicode identifiers: ĂÂÎȘȚ, 変数, δ"  # comment with ümlauts ✓
λ = 1

# ---- expressions -------------------------------------------------------
e = a + b - c * d / e // f % g ** h @ i
e = -a + +b - ~c
e = a << 2 >> 3 & 4 | 5 ^ 6
e = not a and b or not c
e = a < b <= c > d >= e == f != g
e = a is b is not c in d not in e
e = x if y else z if w else v
e = lambda: 0
e = lambda x, y=1, *args, z, w=2, **kw: x + y
e = lambda *, k: k
e = lambda a, /, b: a
e = (yield)
e = await_ = 3
e = a[0], a[1:2], a[::3], a[:], a[1:], a[:2], a[1:2:3], a[...], a[None, :], a[:, None]
e = a[1, 2:3, ::-1]
e = a.b.c(d)(e)[f].g
e = f(a, b, *args, c=1, **kw)
e = f(*a, *b, **c, **d)
e = f(x for x in range(10))
e = f(a)(b)(c)
e = f(key=lambda v: v[0])
e = [1, 2, 3,]
e = [*a, *b]
e = (1,)
e = ()
e = (a)
e = {1, 2, *s}
e = {}
e = {'a': 1, **m, 'b': 2}
e = [x * y for x in range(3) for y in range(x) if x if y]
e = {x for x in s}
e = {k: v for k, v in d.items() if v}
e = (x for x in g)
e = [y async for y in agen()]
e = ...
e = None, True, False
e = (n := 10) > 5
e = [y := f(x), y ** 2]
e = *a, *b
e = 2 ** -1
e = a if not b else (c or d)
e = x[lambda: 1]
e = -2 ** 2
print(*args, sep='', end='\n', file=sys.stderr)

# ---- assignments -------------------------------------------------------
a = b = c = 0
a, b = b, a
(a, b), c = (1, 2), 3
[a, *rest] = items
a.b = 1
a[0] = 2
a[1:2] = [3]
x: int
y: list[int] = []
(z): int = 3
self.attr: str = 'v'
a += 1; a -= 1; a *= 2; a @= m; a /= 2; a //= 2; a %= 3
a **= 2; a >>= 1; a <<= 1; a &= 1; a |= 1; a ^= 1
del a, b[0], c.d
del (e)

# ---- statements --------------------------------------------------------
if a:
    pass
elif b:
    pass
elif c: pass
else:
    pass

while True:
    break
else:
    continue_ = 1

for i in range(10):
    if i % 2:
        continue
    else:
        break
else:
    pass

for i, (j, k) in enumerate(pairs): pass
for x in *a, *b: pass

try:
    risky()
except ValueError as err:
    raise RuntimeError('bad') from err
except (TypeError, KeyError):
    raise
except:
    pass
else:
    ok = True
finally:
    cleanup()

try:
    pass
finally:
    pass

try:
    pass
except* ValueError as eg:
    pass

with open('f') as fh, lock:
    data = fh.read()
with (open('a') as fa,
      open('b') as fb):
    pass
with (yield):
    pass

assert x, 'message'
assert y

def outer():
    counter = 0
    def inner():
        nonlocal counter
        global G
        counter += 1
        return counter
    return inner

def annotated(a: int, b: 'str' = 'x', *args: int, c: float = 1.0, d, **kw: dict) -> None:
    """Docstring."""
    return

def posonly(a, b=1, /, c=2, *, d, e=3, **f):
    yield a
    yield from b
    x = yield
    return a, b

def defaults(a, b=1, c=2): return

def star_only(*, key=None): ...

async def coro(session):
    async with session.get(url) as resp:
        async for chunk in resp:
            await process(chunk)
    return await resp.text()

@decorator
@decorator.with_args(1, key='v')
@(lambda f: f)
@triton.jit(do_not_specialize=['n'])
def decorated_fn(x_ptr, n: tl.int32, BLOCK: tl.constexpr = 128):
    pid = tl.program_id(axis=0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    for k in tl.static_range(4):
        pass
    for k in range(0, n, BLOCK):
        acc = tl.zeros((BLOCK, BLOCK), dtype=tl.float32)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n, other=0.0), mask=offs < n)

class Empty: pass

class Base(object):
    x = 1

class Derived(Base, metaclass=Meta, **extra):
    """Class docstring."""
    attr: int = 0

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, v):
        self._value = v

    @staticmethod
    def static(): pass

    @classmethod
    async def create(cls, *a, **k):
        return cls(*a, **k)

class Nested:
    class Inner:
        def method(self):
            def local():
                return [
                    1,
                    2,
                ]
            return local

# Implicit line joining inside brackets with comments and blank lines
total = (1 +   # one
         2 +

         3)     # three
matrix = [
    [1, 2, 3],  # row
    [4, 5, 6],
]
call = f(
    a,
    b=2,
)
long = 1 + \
    2 + \
    3
if a and \
   b:
    pass

	# a comment line indented with a tab does not matter

def tabbed():
	return 1

def semicolons(): x = 1; y = 2; return x + y

# ---- match statement (soft keywords) ----
match command.split():
    case [action]:
        pass
    case [action, obj]:
        pass
    case ["go", direction] | ["move", direction]:
        pass
    case Point(x=0, y=0):
        print("Origin")
    case Point(1, y=var) as p if var > 0:
        pass
    case {"x": 1, "y": y, **rest}:
        pass
    case (1, 2, *others):
        pass
    case (a):
        pass
    case ():
        pass
    case -1 | 1.5 | 2+3j | -1-2j | "s" "t" | b"x" | None | True | False:
        pass
    case Color.RED | mod.Color.GREEN:
        pass
    case a, *_:
        pass
    case {Color.RED: _, 1: [x, y]}:
        pass
    case _:
        match inner:
            case 1: pass
            case _: pass
match = 1
match(x)
match.group(1)
case = 3
def f(match, case):
    match match:
        case case: return case
match x, *y:
    case [*_]: pass
match -x:
    case str() | bytes(): pass
lambda_in_default = lambda x=lambda: 1: x
chained = a < b < c
last_line_without_newline = True
