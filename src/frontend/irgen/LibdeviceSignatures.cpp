//===- LibdeviceSignatures.cpp - the types of libdevice's functions ------===//
//
// Every function of CUDA's libdevice (libdevice.10.bc) that takes and returns
// plain values, with its result and parameter types, so that a call from a
// kernel is checked here rather than miscompiled: a name libdevice lacks
// would only fail in ptxas (without a location), and a wrong argument count
// or an integer parameter given a float would be passed as is. Functions
// with pointer parameters (sincosf, frexpf, modff, remquof, normf, nanf)
// cannot be called elementwise and are left out.
//
// The list was read off `llvm-dis libdevice.10.bc` (CUDA 12); libdevice's
// interface has been stable for years.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/LibdeviceSignatures.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace tritonc::irgen {

namespace {
struct Entry {
  const char *name; // without the __nv_ prefix
  const char *sig;  // result, then parameters: f fp32, d fp64, i i32, l i64, h i16
};

// Sorted by name.
const Entry kEntries[] = {
    {"abs", "ii"}, {"acos", "dd"}, {"acosf", "ff"}, {"acosh", "dd"}, {"acoshf", "ff"},
    {"asin", "dd"}, {"asinf", "ff"}, {"asinh", "dd"}, {"asinhf", "ff"}, {"atan", "dd"},
    {"atan2", "ddd"}, {"atan2f", "fff"}, {"atanf", "ff"}, {"atanh", "dd"}, {"atanhf", "ff"},
    {"brev", "ii"}, {"brevll", "ll"}, {"byte_perm", "iiii"}, {"cbrt", "dd"}, {"cbrtf", "ff"},
    {"ceil", "dd"}, {"ceilf", "ff"}, {"clz", "ii"}, {"clzll", "il"}, {"copysign", "ddd"},
    {"copysignf", "fff"}, {"cos", "dd"}, {"cosf", "ff"}, {"cosh", "dd"}, {"coshf", "ff"},
    {"cospi", "dd"}, {"cospif", "ff"}, {"cyl_bessel_i0", "dd"}, {"cyl_bessel_i0f", "ff"},
    {"cyl_bessel_i1", "dd"}, {"cyl_bessel_i1f", "ff"}, {"dadd_rd", "ddd"}, {"dadd_rn", "ddd"},
    {"dadd_ru", "ddd"}, {"dadd_rz", "ddd"}, {"ddiv_rd", "ddd"}, {"ddiv_rn", "ddd"},
    {"ddiv_ru", "ddd"}, {"ddiv_rz", "ddd"}, {"dmul_rd", "ddd"}, {"dmul_rn", "ddd"},
    {"dmul_ru", "ddd"}, {"dmul_rz", "ddd"}, {"double2float_rd", "fd"}, {"double2float_rn", "fd"},
    {"double2float_ru", "fd"}, {"double2float_rz", "fd"}, {"double2hiint", "id"},
    {"double2int_rd", "id"}, {"double2int_rn", "id"}, {"double2int_ru", "id"},
    {"double2int_rz", "id"}, {"double2ll_rd", "ld"}, {"double2ll_rn", "ld"},
    {"double2ll_ru", "ld"}, {"double2ll_rz", "ld"}, {"double2loint", "id"},
    {"double2uint_rd", "id"}, {"double2uint_rn", "id"}, {"double2uint_ru", "id"},
    {"double2uint_rz", "id"}, {"double2ull_rd", "ld"}, {"double2ull_rn", "ld"},
    {"double2ull_ru", "ld"}, {"double2ull_rz", "ld"}, {"double_as_longlong", "ld"},
    {"drcp_rd", "dd"}, {"drcp_rn", "dd"}, {"drcp_ru", "dd"}, {"drcp_rz", "dd"},
    {"dsqrt_rd", "dd"}, {"dsqrt_rn", "dd"}, {"dsqrt_ru", "dd"}, {"dsqrt_rz", "dd"},
    {"dsub_rd", "ddd"}, {"dsub_rn", "ddd"}, {"dsub_ru", "ddd"}, {"dsub_rz", "ddd"}, {"erf", "dd"},
    {"erfc", "dd"}, {"erfcf", "ff"}, {"erfcinv", "dd"}, {"erfcinvf", "ff"}, {"erfcx", "dd"},
    {"erfcxf", "ff"}, {"erff", "ff"}, {"erfinv", "dd"}, {"erfinvf", "ff"}, {"exp", "dd"},
    {"exp10", "dd"}, {"exp10f", "ff"}, {"exp2", "dd"}, {"exp2f", "ff"}, {"expf", "ff"},
    {"expm1", "dd"}, {"expm1f", "ff"}, {"fabs", "dd"}, {"fabsf", "ff"}, {"fadd_rd", "fff"},
    {"fadd_rn", "fff"}, {"fadd_ru", "fff"}, {"fadd_rz", "fff"}, {"fast_cosf", "ff"},
    {"fast_exp10f", "ff"}, {"fast_expf", "ff"}, {"fast_fdividef", "fff"}, {"fast_log10f", "ff"},
    {"fast_log2f", "ff"}, {"fast_logf", "ff"}, {"fast_powf", "fff"}, {"fast_sinf", "ff"},
    {"fast_tanf", "ff"}, {"fast_tanhf", "ff"}, {"fdim", "ddd"}, {"fdimf", "fff"},
    {"fdiv_rd", "fff"}, {"fdiv_rn", "fff"}, {"fdiv_ru", "fff"}, {"fdiv_rz", "fff"}, {"ffs", "ii"},
    {"ffsll", "il"}, {"finitef", "if"}, {"float2half_rn", "hf"}, {"float2int_rd", "if"},
    {"float2int_rn", "if"}, {"float2int_ru", "if"}, {"float2int_rz", "if"}, {"float2ll_rd", "lf"},
    {"float2ll_rn", "lf"}, {"float2ll_ru", "lf"}, {"float2ll_rz", "lf"}, {"float2uint_rd", "if"},
    {"float2uint_rn", "if"}, {"float2uint_ru", "if"}, {"float2uint_rz", "if"},
    {"float2ull_rd", "lf"}, {"float2ull_rn", "lf"}, {"float2ull_ru", "lf"},
    {"float2ull_rz", "lf"}, {"float_as_int", "if"}, {"float_as_uint", "if"}, {"floor", "dd"},
    {"floorf", "ff"}, {"fma", "dddd"}, {"fma_rd", "dddd"}, {"fma_rn", "dddd"}, {"fma_ru", "dddd"},
    {"fma_rz", "dddd"}, {"fmaf", "ffff"}, {"fmaf_ieee_rd", "ffff"}, {"fmaf_ieee_rn", "ffff"},
    {"fmaf_ieee_ru", "ffff"}, {"fmaf_ieee_rz", "ffff"}, {"fmaf_rd", "ffff"}, {"fmaf_rn", "ffff"},
    {"fmaf_ru", "ffff"}, {"fmaf_rz", "ffff"}, {"fmax", "ddd"}, {"fmaxf", "fff"}, {"fmin", "ddd"},
    {"fminf", "fff"}, {"fmod", "ddd"}, {"fmodf", "fff"}, {"fmul_rd", "fff"}, {"fmul_rn", "fff"},
    {"fmul_ru", "fff"}, {"fmul_rz", "fff"}, {"frcp_rd", "ff"}, {"frcp_rn", "ff"},
    {"frcp_ru", "ff"}, {"frcp_rz", "ff"}, {"frsqrt_rn", "ff"}, {"fsqrt_rd", "ff"},
    {"fsqrt_rn", "ff"}, {"fsqrt_ru", "ff"}, {"fsqrt_rz", "ff"}, {"fsub_rd", "fff"},
    {"fsub_rn", "fff"}, {"fsub_ru", "fff"}, {"fsub_rz", "fff"}, {"hadd", "iii"},
    {"half2float", "fh"}, {"hiloint2double", "dii"}, {"hypot", "ddd"}, {"hypotf", "fff"},
    {"ilogb", "id"}, {"ilogbf", "if"}, {"int2double_rn", "di"}, {"int2float_rd", "fi"},
    {"int2float_rn", "fi"}, {"int2float_ru", "fi"}, {"int2float_rz", "fi"},
    {"int_as_float", "fi"}, {"isfinited", "id"}, {"isinfd", "id"}, {"isinff", "if"},
    {"isnand", "id"}, {"isnanf", "if"}, {"j0", "dd"}, {"j0f", "ff"}, {"j1", "dd"}, {"j1f", "ff"},
    {"jn", "did"}, {"jnf", "fif"}, {"ldexp", "ddi"}, {"ldexpf", "ffi"}, {"lgamma", "dd"},
    {"lgammaf", "ff"}, {"ll2double_rd", "dl"}, {"ll2double_rn", "dl"}, {"ll2double_ru", "dl"},
    {"ll2double_rz", "dl"}, {"ll2float_rd", "fl"}, {"ll2float_rn", "fl"}, {"ll2float_ru", "fl"},
    {"ll2float_rz", "fl"}, {"llabs", "ll"}, {"llmax", "lll"}, {"llmin", "lll"}, {"llrint", "ld"},
    {"llrintf", "lf"}, {"llround", "ld"}, {"llroundf", "lf"}, {"log", "dd"}, {"log10", "dd"},
    {"log10f", "ff"}, {"log1p", "dd"}, {"log1pf", "ff"}, {"log2", "dd"}, {"log2f", "ff"},
    {"logb", "dd"}, {"logbf", "ff"}, {"logf", "ff"}, {"longlong_as_double", "dl"}, {"max", "iii"},
    {"min", "iii"}, {"mul24", "iii"}, {"mul64hi", "lll"}, {"mulhi", "iii"}, {"nearbyint", "dd"},
    {"nearbyintf", "ff"}, {"nextafter", "ddd"}, {"nextafterf", "fff"}, {"norm3d", "dddd"},
    {"norm3df", "ffff"}, {"norm4d", "ddddd"}, {"norm4df", "fffff"}, {"normcdf", "dd"},
    {"normcdff", "ff"}, {"normcdfinv", "dd"}, {"normcdfinvf", "ff"}, {"popc", "ii"},
    {"popcll", "il"}, {"pow", "ddd"}, {"powf", "fff"}, {"powi", "ddi"}, {"powif", "ffi"},
    {"rcbrt", "dd"}, {"rcbrtf", "ff"}, {"rcp64h", "dd"}, {"remainder", "ddd"},
    {"remainderf", "fff"}, {"rhadd", "iii"}, {"rhypot", "ddd"}, {"rhypotf", "fff"},
    {"rint", "dd"}, {"rintf", "ff"}, {"rnorm3d", "dddd"}, {"rnorm3df", "ffff"},
    {"rnorm4d", "ddddd"}, {"rnorm4df", "fffff"}, {"round", "dd"}, {"roundf", "ff"},
    {"rsqrt", "dd"}, {"rsqrtf", "ff"}, {"sad", "iiii"}, {"saturatef", "ff"}, {"scalbn", "ddi"},
    {"scalbnf", "ffi"}, {"signbitd", "id"}, {"signbitf", "if"}, {"sin", "dd"}, {"sinf", "ff"},
    {"sinh", "dd"}, {"sinhf", "ff"}, {"sinpi", "dd"}, {"sinpif", "ff"}, {"sqrt", "dd"},
    {"sqrtf", "ff"}, {"tan", "dd"}, {"tanf", "ff"}, {"tanh", "dd"}, {"tanhf", "ff"},
    {"tgamma", "dd"}, {"tgammaf", "ff"}, {"trunc", "dd"}, {"truncf", "ff"}, {"uhadd", "iii"},
    {"uint2double_rn", "di"}, {"uint2float_rd", "fi"}, {"uint2float_rn", "fi"},
    {"uint2float_ru", "fi"}, {"uint2float_rz", "fi"}, {"uint_as_float", "fi"},
    {"ull2double_rd", "dl"}, {"ull2double_rn", "dl"}, {"ull2double_ru", "dl"},
    {"ull2double_rz", "dl"}, {"ull2float_rd", "fl"}, {"ull2float_rn", "fl"},
    {"ull2float_ru", "fl"}, {"ull2float_rz", "fl"}, {"ullmax", "lll"}, {"ullmin", "lll"},
    {"umax", "iii"}, {"umin", "iii"}, {"umul24", "iii"}, {"umul64hi", "lll"}, {"umulhi", "iii"},
    {"urhadd", "iii"}, {"usad", "iiii"}, {"y0", "dd"}, {"y0f", "ff"}, {"y1", "dd"}, {"y1f", "ff"},
    {"yn", "did"}, {"ynf", "fif"},
};
} // namespace

std::optional<LibdeviceSignature> libdeviceSignature(const std::string &symbol) {
  if (symbol.rfind("__nv_", 0) != 0)
    return std::nullopt;
  std::string name = symbol.substr(5);
  auto it = std::lower_bound(std::begin(kEntries), std::end(kEntries), name,
                             [](const Entry &e, const std::string &n) { return e.name < n; });
  if (it == std::end(kEntries) || name != it->name)
    return std::nullopt;
  static const auto dtype = [](char c) -> DType {
    switch (c) {
    case 'f': return ScalarKind::FP32;
    case 'd': return ScalarKind::FP64;
    case 'i': return ScalarKind::I32;
    case 'l': return ScalarKind::I64;
    default: return ScalarKind::I16;
    }
  };
  LibdeviceSignature sig;
  sig.result = dtype(it->sig[0]);
  for (const char *c = it->sig + 1; *c; ++c)
    sig.params.push_back(dtype(*c));
  return sig;
}

} // namespace tritonc::irgen
