// tile.dot's verifier on fp8 operands: f8E4M3FN and f8E5M2, the same type or
// one of each (wgmma takes the mixed pairs), into f32 or f16; fp8 with any
// other operand type, or into another accumulator type, is refused.
// RUN: %tritonc-opt %s --split-input-file --verify-diagnostics

func.func @fp8_ok(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xf32>,
                  %h: tensor<64x64xf16>, %b4: tensor<32x64xf8E4M3FN>, %a5: tensor<64x32xf8E5M2>) {
  %0 = tile.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2>, tensor<64x64xf32> -> tensor<64x64xf32>
  %1 = tile.dot %a, %b4, %h : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E4M3FN>, tensor<64x64xf16> -> tensor<64x64xf16>
  %2 = tile.dot %a5, %b, %c {max_num_imprecise_acc = 32 : i32} : tensor<64x32xf8E5M2>, tensor<32x64xf8E5M2>, tensor<64x64xf32> -> tensor<64x64xf32>
  return
}

// -----

func.func @fp8_with_f16(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf16>, %c: tensor<64x64xf32>) {
  // expected-error @+1 {{'tile.dot' op a and b must have one element type (or two fp8 types)}}
  %0 = tile.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf16>, tensor<64x64xf32> -> tensor<64x64xf32>
  return
}

// -----

func.func @fp8_into_i32(%a: tensor<64x32xf8E4M3FN>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xi32>) {
  // expected-error @+1 {{'tile.dot' op unsupported element types 'f8E4M3FN' x 'f8E5M2' -> 'i32'}}
  %0 = tile.dot %a, %b, %c : tensor<64x32xf8E4M3FN>, tensor<32x64xf8E5M2>, tensor<64x64xi32> -> tensor<64x64xi32>
  return
}

// -----

func.func @fp8_into_bf16(%a: tensor<64x32xf8E5M2>, %b: tensor<32x64xf8E5M2>, %c: tensor<64x64xbf16>) {
  // expected-error @+1 {{'tile.dot' op unsupported element types 'f8E5M2' x 'f8E5M2' -> 'bf16'}}
  %0 = tile.dot %a, %b, %c : tensor<64x32xf8E5M2>, tensor<32x64xf8E5M2>, tensor<64x64xbf16> -> tensor<64x64xbf16>
  return
}
