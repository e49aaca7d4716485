// The dtypes of the launcher tests' parameters, spelled briefly:
// {"x_ptr", ptr(ScalarKind::FP32), 16} is the signature entry "*fp32:16".
#pragma once

#include "support/ScalarType.h"

using tritonc::DType;
using tritonc::ScalarKind;

/// A pointer to `element`.
constexpr DType ptr(ScalarKind element) { return DType::pointerTo(element); }
