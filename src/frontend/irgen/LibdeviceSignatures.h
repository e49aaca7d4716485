//===- LibdeviceSignatures.h - the types of libdevice's functions -*- C++ -*-===//
#ifndef TRITONC_FRONTEND_IRGEN_LIBDEVICESIGNATURES_H
#define TRITONC_FRONTEND_IRGEN_LIBDEVICESIGNATURES_H

#include "support/ScalarType.h"

#include <optional>
#include <string>
#include <vector>

namespace tritonc::irgen {

/// A libdevice function's types as tritonc dtypes (fp32, fp64, i32, i64,
/// i16; integers without signedness).
struct LibdeviceSignature {
  DType result;
  std::vector<DType> params;
};

/// The signature of `symbol` ("__nv_powf"), or nothing when libdevice has no
/// such function taking plain values.
std::optional<LibdeviceSignature> libdeviceSignature(const std::string &symbol);

} // namespace tritonc::irgen

#endif // TRITONC_FRONTEND_IRGEN_LIBDEVICESIGNATURES_H
