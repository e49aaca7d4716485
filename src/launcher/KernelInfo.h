// Launcher generation: from one compiled specialization of a kernel to
//   - a C++ header declaring kernels::<name>::launch(stream, grid, args...),
//   - a C++ source embedding the binary and defining launch(),
//   - a JSON metadata file.
// No MLIR here: the compiler fills a KernelInfo and calls these functions.
// The generated code needs only the runtime headers (runtime/include).
#pragma once

#include "support/ScalarType.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {
namespace launcher {

struct LauncherParam {
  std::string name;  ///< as written in the @jit function
  /// *fp32, *fp16, *bf16, *i32, *u8, i1, i32, i64, u32, fp32, fp64, fp16,
  /// bf16, fp8e4nv, fp8e5, ... (None is rejected by checkKernelInfo).
  DType type;
  /// ":16" in the signature: a pointer's address, or an integer's value, is a
  /// multiple of this. Checked by the launcher before launching.
  int divisibility = 1;
  bool equalsOne = false;       ///< ":1": an integer that must equal 1
  bool passedToKernel = true;   ///< false when specialized away (equalsOne)
};

/// A Hopper tensor map (CUtensorMap, 128 bytes) that the launcher encodes
/// from the launch's arguments with cuTensorMapEncodeTiled and passes after
/// the kernel's own parameters, one per entry of KernelInfo::tensorMaps, in
/// order. The kernel reads tiles of the tensor with the bulk tensor copy
/// engine (cp.async.bulk.tensor); see docs/architecture.md.
struct TensorMapParam {
  /// A value known at launch: a runtime parameter's value (`param` indexes
  /// KernelInfo::params) or, when `param` < 0, `constant`.
  struct Operand {
    int param = -1;
    std::int64_t constant = 0;
  };
  int baseParam = -1;           ///< index into params: the tensor's base pointer
  unsigned elementBytes = 2;    ///< 1, 2 or 4 (the bits are copied as they are)
  /// Extents in elements, innermost (contiguous) dimension first: rank entries.
  std::vector<Operand> dims;
  /// Strides in elements of dimensions 1 .. rank-1 (dimension 0 has stride 1).
  std::vector<Operand> strides;
  /// The box one copy moves, innermost first: rank entries, each 1..256.
  std::vector<unsigned> box;
  /// 0 (none), 32, 64 or 128: the shared-memory swizzle of the box's lines.
  unsigned swizzleBytes = 0;
};

struct KernelInfo {
  std::string name;    ///< the @jit function name; the C++ namespace
  std::string symbol;  ///< entry name in the binary (empty: same as name)
  /// The C++ namespace under `kernels::` (empty: the name), so that several
  /// specializations of one kernel can live in one program.
  std::string launcherNamespace;
  std::vector<LauncherParam> params;  ///< runtime params only (constexprs excluded)
  std::vector<std::pair<std::string, std::string>> constexprs;  ///< name, Python repr
  int numWarps = 4;
  int numStages = 3;
  int sharedBytes = 0;  ///< dynamic shared memory per block
  std::vector<std::string> archs;  ///< e.g. {"sm_80", "sm_90a"}
  /// The architecture whose PTX a fatbin carries for newer GPUs to JIT
  /// (empty: none, or not a fatbin).
  std::string ptxArch;
  /// Launched with programmatic stream serialization (the kernel calls
  /// tl.extra.cuda.gdc_wait): it may start before the previous grid in the
  /// stream has finished, and waits for it where the source says.
  bool programmaticLaunch = false;
  /// Tensor maps appended to the kernel's parameters (sm_90a only).
  std::vector<TensorMapParam> tensorMaps;
  std::string binaryKind;          ///< "cubin" | "fatbin" | "ptx"
  std::string sourcePath;
  std::string compilerVersion;
};

/// Empty when `info` can be turned into a launcher; otherwise a message
/// naming the problem (unknown type, divisibility on a float, a tensor map
/// on a CPU kernel or with a base that is no pointer parameter, ...). Call it
/// before the generators: they never throw, and on invalid input they emit
/// an `#error` line (header/source) so the failure cannot go unnoticed.
std::string checkKernelInfo(const KernelInfo &info);

/// C++ type of a dtype in a launch() signature (*fp32 -> "float *", i32 ->
/// "std::int32_t"); empty for None.
std::string cppTypeOf(const DType &type);

/// The parameter's entry in a Triton signature: "*fp32:16", "i32:1", "i64".
std::string signatureEntry(const LauncherParam &param);

/// Pretty JSON with a fixed key order: name, symbol, parameters [{name,
/// type, divisibility, equals_one}], tensor_maps [{base, element_bytes, dims,
/// strides, box, swizzle_bytes}] (only when there are tensor maps; dims and
/// strides entries are parameter names or integers), constexprs {name: repr},
/// num_warps, num_stages, shared_bytes, archs, ptx_arch (only for a fatbin
/// that carries PTX), binary_kind, source. Ends with "\n".
std::string generateMetadataJson(const KernelInfo &info);

/// The launcher header; `headerFileName` is only named in its comments.
std::string generateLauncherHeader(const KernelInfo &info, const std::string &headerFileName);

/// The launcher source: #include "<headerFileName>", the embedded binary,
/// the static tritonc::Kernel and launch().
std::string generateLauncherSource(const KernelInfo &info, const std::string &headerFileName,
                                   const std::vector<std::uint8_t> &binary);

//===----------------------------------------------------------------------===//
// A family: several specializations of one kernel (the same parameters and
// constants, different promises such as ':16' or ':1') behind one launch()
// that runs, per call, the first variant whose promises the arguments keep.
// The variants are given in that order, most specialized first; each keeps
// its own launcher in kernels::<ns>::variant_<i>. GPU kernels only.
//===----------------------------------------------------------------------===//

/// Empty when `variants` can form a family; otherwise the problem (no
/// variants, a variant checkKernelInfo refuses, parameters or constants that
/// differ between variants, a CPU kernel, ...).
std::string checkFamily(const std::vector<KernelInfo> &variants);

/// The family's header: every variant's declarations, then
/// kernels::<ns>::launch(stream, grid, args...), choose_variant(args...)
/// (the index launch() would run, -1 when no variant accepts the
/// arguments), variant_count and the kernel's constants.
std::string generateFamilyHeader(const std::vector<KernelInfo> &variants, const std::string &headerFileName);

/// The family's source: every variant's embedded binary (`binaries[i]` is
/// variant i's) and launcher, then the family's choose_variant() and launch().
std::string generateFamilySource(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const std::vector<std::vector<std::uint8_t>> &binaries);

/// {"name": ..., "variants": [one generateMetadataJson object per variant]}.
std::string generateFamilyMetadataJson(const std::vector<KernelInfo> &variants);

} // namespace launcher
} // namespace tritonc
