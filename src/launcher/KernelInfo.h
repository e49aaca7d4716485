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

/// A @triton.heuristics value this kernel was compiled with that depends on
/// the launch's arguments: launch() evaluates `expression` and refuses the
/// call (a family: runs another variant) when it does not give `value`.
struct HeuristicCheck {
  std::string name;   ///< the constexpr the heuristic sets
  std::string value;  ///< the value compiled: a Python bool, int or float literal
  /// C++ over the launch's arguments: "@{p}" is parameter p's value (an
  /// integer as std::int64_t, a float as double, an i1 as bool), "@null{p}"
  /// whether pointer p is null (false for a scalar).
  std::string expression;
  std::string origin;  ///< where the heuristic is written: "kernel.py:12"
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
  /// In a family built from @triton.autotune configs: the config this
  /// variant was compiled with (its index in the decorator's list); -1
  /// when the kernel was compiled for one configuration.
  int configIndex = -1;
  /// The heuristic values launch() checks (in the decorator's order).
  std::vector<HeuristicCheck> heuristics;
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
/// config (a family's variant), heuristics [{name, value, expression,
/// origin}] (only when launch() checks some), num_warps, num_stages,
/// shared_bytes, programmatic_launch, archs, ptx_arch (only for a fatbin
/// that carries PTX), binary_kind, source. Ends with "\n".
std::string generateMetadataJson(const KernelInfo &info);

/// The launcher header; `headerFileName` is only named in its comments.
std::string generateLauncherHeader(const KernelInfo &info, const std::string &headerFileName);

/// The launcher source: #include "<headerFileName>", the embedded binary,
/// the static tritonc::Kernel and launch().
std::string generateLauncherSource(const KernelInfo &info, const std::string &headerFileName,
                                   const std::vector<std::uint8_t> &binary);

//===----------------------------------------------------------------------===//
// A family: variants of one kernel (the same parameters) behind one launch()
// that chooses, per call, a configuration (the @triton.autotune config:
// constexprs, num_warps, num_stages), by the autotune key's argument values
// from a tuning table, and then the first of that config's variants whose
// promises (':16', ':1') the arguments keep. The variants are given grouped
// by config (configIndex, ascending), each group most specialized first;
// each keeps its own launcher in kernels::<ns>::variant_<i>. A family of
// specializations alone is one group (configIndex -1). GPU kernels only.
//===----------------------------------------------------------------------===//

/// The tuning table a family embeds: for argument values of the autotune
/// key, the config to run.
struct FamilyTuning {
  std::vector<std::string> key;  ///< parameter names (runtime scalars)
  struct Entry {
    std::vector<std::string> values;  ///< C++ literals, one per key name
    int config = 0;                   ///< a configIndex of the family
  };
  std::vector<Entry> entries;
  /// Each config's text as --list-configs prints it (by configIndex), for
  /// the run-time tuner's records.
  std::vector<std::string> configTexts;
  /// Pointer parameters whose memory the tuner's timing runs may change and
  /// the real launch must find as it was (reset_to_zero, restore_value).
  std::vector<std::string> preserved;
  double warmupMs = 25, repMs = 100;  ///< the tuner's budget per config
};

/// Empty when `variants` (with `tuning`) can form a family; otherwise the
/// problem (no variants, a variant checkKernelInfo refuses, parameters that
/// differ, constants that differ within one config, groups out of order, a
/// CPU kernel, a key that is no scalar parameter, an entry for a config the
/// family lacks, ...).
std::string checkFamily(const std::vector<KernelInfo> &variants, const FamilyTuning &tuning = {});

/// The family's header: every variant's declarations, then in
/// kernels::<ns>: struct Config (the constexprs a grid function may need,
/// num_warps, num_stages), configs[], variant_config[], choose_config(),
/// choose_variant() (-1 when no variant of the chosen config accepts the
/// arguments), launch_variant(), launch(stream, Dim3 grid, args...) and
/// launch(stream, gridFn, args...) where gridFn(const Config &) gives the
/// grid (Triton's `lambda META: ...`), and the constants all variants share.
std::string generateFamilyHeader(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const FamilyTuning &tuning = {});

/// The family's source: every variant's embedded binary (`binaries[i]` is
/// variant i's) and launcher, then the family's choosers and launchers.
std::string generateFamilySource(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const std::vector<std::vector<std::uint8_t>> &binaries,
                                 const FamilyTuning &tuning = {});

/// {"name": ..., "variants": [one generateMetadataJson object per variant]}.
std::string generateFamilyMetadataJson(const std::vector<KernelInfo> &variants);

} // namespace launcher
} // namespace tritonc
