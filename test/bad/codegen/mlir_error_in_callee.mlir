// An error MLIR reports (here the verifier, on tile IR written by hand) is
// printed against the file its location names, with the line and a caret,
// not against the file being compiled; code inlined from a call gets a note
// at each call site, innermost first.
// RUN: sed -e "s#INPUTS_DIR#%S/Inputs#g" -e "s#SELF_PATH#%t.mlir#g" %s > %t.mlir
// RUN: %not %tritonc %t.mlir --emit=tilegpu 2>&1 | %FileCheck %s --match-full-lines --strict-whitespace -DINPUTS=%S/Inputs -DSELF=%t.mlir
// CHECK:[[INPUTS]]/helper.tri:7:12: error: 'tile.make_range' op result length must equal end - start
// CHECK-NEXT:    return tl.arange(0, 16) + x
// CHECK-NEXT:           ^
// CHECK-NEXT:[[SELF]]:21:5: note: in the function called here
// CHECK-NEXT:    %r = tile.make_range {end = 17 : i32, start = 0 : i32} : tensor<16xi32> loc(callsite(#callee at callsite(#caller at #outer)))
// CHECK-NEXT:    ^
// CHECK-NEXT:[[INPUTS]]/missing.tri:3:1: note: in the function called here
// CHECK-NOT:{{.}}

#callee = loc("INPUTS_DIR/helper.tri":7:12)
#caller = loc("SELF_PATH":21:5)
#outer = loc("INPUTS_DIR/missing.tri":3:1)
module {
  func.func @k() attributes {tile.kernel} {
    %r = tile.make_range {end = 17 : i32, start = 0 : i32} : tensor<16xi32> loc(callsite(#callee at callsite(#caller at #outer)))
    return
  }
}
