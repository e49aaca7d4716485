# A .py file as a Triton user writes it: imports of torch, host code that
# launches the kernel (with a lambda and a subscript call), and comments and a
# variable name in Romanian, with UTF-8 letters. All of it parses; only the
# kernel is compiled. Columns count code points, so names after UTF-8 text
# keep their columns.
# RUN: %tritonc %s --emit=ast | %FileCheck %s --match-full-lines --strict-whitespace
# RUN: %tritonc %s --emit=tile --signature '*fp32:16,*fp32:16,i32' -D BLOCK_SIZE=128 | %FileCheck %s --check-prefix=TILE
import torch
import triton
import triton.language as tl

@triton.jit
def dublare(x_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):  # înmulțește cu 2
    # Calculăm indexul de pornire pentru acest bloc de program
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mască = offsets < n_elements  # „mască” în română
    x = tl.load(x_ptr + offsets, mask=mască)
    tl.store(out_ptr + offsets, x * 2, mask=mască)

x = torch.rand(1000000, device='cuda')
out = torch.empty_like(x)
grid = lambda meta: (triton.cdiv(x.numel(), meta['BLOCK_SIZE']),)
dublare[grid](x, out, x.numel(), BLOCK_SIZE=1024)

# CHECK:    Import @8:1
# CHECK-NEXT:      names:
# CHECK-NEXT:        alias name='torch' @8:8
# CHECK:    FunctionDef name='dublare' @13:1
# CHECK:        Param name='BLOCK_SIZE' kind=Normal @13:41
# CHECK-NEXT:          annotation=Attribute attr='constexpr' ctx=Load @13:53
# CHECK-NEXT:            value=Name id='tl' ctx=Load @13:53
# CHECK-NEXT:      body:
# CHECK-NEXT:        Assign @15:5
# CHECK:        Assign @17:5
# CHECK-NEXT:          targets:
# CHECK-NEXT:            Name id='mască' ctx=Store @17:5
# CHECK-NEXT:          value=Compare ops=[Lt] @17:13
# CHECK-NEXT:            left=Name id='offsets' ctx=Load @17:13
# CHECK-NEXT:            comparators:
# CHECK-NEXT:              Name id='n_elements' ctx=Load @17:23
# CHECK-NEXT:        Assign @18:5
# CHECK:              Keyword arg='mask' @18:34
# CHECK-NEXT:                value=Name id='mască' ctx=Load @18:39
# CHECK:    Assign @23:1
# CHECK-NEXT:      targets:
# CHECK-NEXT:        Name id='grid' ctx=Store @23:1
# CHECK-NEXT:      value=Lambda @23:8
# CHECK:    ExprStmt @24:1
# CHECK-NEXT:      value=Call @24:1
# CHECK-NEXT:        func=Subscript ctx=Load @24:1
# CHECK-NEXT:          value=Name id='dublare' ctx=Load @24:1

# TILE: func.func @dublare(
# TILE: tile.make_range {end = 128 : i32, start = 0 : i32}
# TILE: arith.mulf
# TILE: tile.store
