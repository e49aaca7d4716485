//===- Specialization.cpp - one concrete instance of a @jit function ------===//
#include "frontend/irgen/Specialization.h"

#include <algorithm>

#include "frontend/Signature.h"

#include <map>
#include <set>

namespace tritonc {

namespace {

std::string lastComponent(const std::string &dotted) {
  size_t dot = dotted.rfind('.');
  return dot == std::string::npos ? dotted : dotted.substr(dot + 1);
}

bool isConstexprAnnotation(const ast::Expr *annotation) {
  if (!annotation)
    return false;
  std::string name = ast::dottedName(annotation);
  return lastComponent(name) == "constexpr";
}

llvm::Error annotationError(const std::string &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// What a parameter annotation says about its type: a signature entry
/// (a type with hints), nothing when there is no annotation, or an error
/// when it is one tritonc does not understand.
llvm::Expected<std::optional<ParamSpec>> typeFromAnnotation(const ast::Expr *annotation) {
  if (!annotation)
    return std::nullopt;
  if (auto *str = llvm::dyn_cast<ast::Constant>(annotation);
      str && str->ckind == ast::Constant::Kind::String) {
    llvm::Expected<std::vector<ParamSpec>> parsed = parseSignature(str->strValue);
    if (!parsed)
      return parsed.takeError();
    if (parsed->size() != 1)
      return annotationError("a parameter annotation must hold one signature entry, got '" +
                             str->strValue + "'");
    return parsed->front();
  }
  if (auto *call = llvm::dyn_cast<ast::Call>(annotation)) {
    if (lastComponent(ast::dottedName(call->func.get())) == "pointer_type" &&
        call->args.size() == 1) {
      std::optional<DType> pointee =
          DType::fromLanguageName(lastComponent(ast::dottedName(call->args[0].get())));
      if (pointee) {
        ParamSpec spec;
        spec.kind = ParamSpec::Kind::Pointer;
        spec.dtype = DType::pointerTo(pointee->scalar);
        return spec;
      }
    }
    return annotationError("unsupported parameter annotation");
  }
  std::optional<DType> dtype = DType::fromLanguageName(lastComponent(ast::dottedName(annotation)));
  if (!dtype)
    return annotationError("unsupported parameter annotation '" + ast::dottedName(annotation) +
                           "'");
  ParamSpec spec;
  spec.kind = ParamSpec::Kind::Scalar;
  spec.dtype = *dtype;
  return spec;
}

void applyParamSpec(SpecParam &param, const ParamSpec &spec) {
  bool desc = spec.kind == ParamSpec::Kind::TensorDesc;
  param.type = desc ? DType::pointerTo(spec.dtype.scalar) : spec.dtype;
  param.divisibility = desc ? 16 : spec.divisibility; // host descriptors have 16-byte aligned bases
  param.equalsOne = spec.equalsOne;
  param.descriptorBlock = spec.blockShape;
}

} // namespace

std::vector<SpecParam> kernelArguments(const KernelSpec &spec) {
  std::vector<SpecParam> out;
  for (const SpecParam &p : spec.params) {
    if (p.isConstexpr)
      continue;
    out.push_back(p);
    size_t rank = p.descriptorBlock.size();
    if (rank == 0)
      continue;
    out.back().descriptorBlock.clear();
    int elementBytes = std::max(1, int(p.type.pointee().bitWidth()) / 8);
    for (size_t d = 0; d < rank; ++d) {
      SpecParam extent;
      extent.name = p.name + "_shape_" + std::to_string(d);
      extent.loc = p.loc;
      extent.type = ScalarKind::I32;
      out.push_back(extent);
    }
    for (size_t d = 0; d + 1 < rank; ++d) {
      SpecParam stride;
      stride.name = p.name + "_stride_" + std::to_string(d);
      stride.loc = p.loc;
      stride.type = ScalarKind::I64;
      stride.divisibility = 16 / std::min(16, elementBytes);
      out.push_back(stride);
    }
  }
  return out;
}

/// The keyword arguments of the kernel's `@triton.jit(...)` decorator.
/// num_warps / num_stages (integer literals) and debug=True are recorded;
/// the other arguments Triton's jit takes change nothing in the
/// specialization itself (do_not_specialize*: what --specialize auto may
/// promise, read by frontend/Specializations.h; noinline: helpers are
/// inlined; repr / launch_metadata: host-side hooks) and are accepted;
/// anything else is an error, as Python would raise.
static bool readJitKeywords(const ast::FunctionDef &function, KernelSpec &spec, DiagnosticEngine &diags) {
  static const char *ignored[] = {"do_not_specialize", "do_not_specialize_on_alignment", "noinline", "repr",
                                  "launch_metadata"};
  bool ok = true;
  for (const auto &decorator : function.decorators) {
    auto *call = llvm::dyn_cast<ast::Call>(decorator.get());
    if (!call || lastComponent(ast::dottedName(call->func.get())) != "jit")
      continue;
    if (!call->args.empty()) {
      diags.error(call->args.front()->loc, "@triton.jit(...) takes keyword arguments only");
      ok = false;
    }
    for (const ast::Keyword &kw : call->keywords) {
      if (kw.arg == "num_warps" || kw.arg == "num_stages") {
        auto *c = llvm::dyn_cast<ast::Constant>(kw.value.get());
        bool warps = kw.arg == "num_warps";
        int64_t v = c && c->ckind == ast::Constant::Kind::Int && !c->intOverflow ? c->intValue : -1;
        bool valid = warps ? v >= 1 && v <= 32 && (v & (v - 1)) == 0 : v >= 1 && v <= 8;
        if (!valid) {
          diags.error(kw.value->loc, warps ? "num_warps must be an integer literal, a power of two "
                                             "from 1 to 32"
                                           : "num_stages must be an integer literal from 1 to 8");
          ok = false;
          continue;
        }
        (warps ? spec.jitNumWarps : spec.jitNumStages) = int(v);
        continue;
      }
      if (kw.arg == "debug") {
        auto *c = llvm::dyn_cast<ast::Constant>(kw.value.get());
        spec.jitDebug = c && c->ckind == ast::Constant::Kind::Bool && c->boolValue;
        continue;
      }
      if (std::find(std::begin(ignored), std::end(ignored), kw.arg) != std::end(ignored))
        continue;
      diags.error(kw.loc, kw.arg.empty() ? "**kwargs in @triton.jit(...) are not supported"
                                         : "@triton.jit() got an unexpected keyword argument '" + kw.arg +
                                               "'");
      ok = false;
    }
  }
  return ok;
}

bool specializeKernel(const ast::FunctionDef &function, const SpecializationRequest &request,
                      const SpecializationContext &context, KernelSpec &spec,
                      DiagnosticEngine &diags) {
  spec = KernelSpec();
  spec.function = &function;
  bool ok = readJitKeywords(function, spec, diags);
  size_t constexprCount = 0;
  for (const ast::Param &p : function.params) {
    if (p.kind == ast::Param::Kind::VarArgs || p.kind == ast::Param::Kind::VarKeywords) {
      diags.error(p.loc, "kernel parameters cannot be *args or **kwargs");
      return false;
    }
    SpecParam param;
    param.name = p.name;
    param.loc = p.loc;
    param.isConstexpr = isConstexprAnnotation(p.annotation.get());
    param.isConstPointer = p.annotation && lastComponent(ast::dottedName(p.annotation.get())) == "const";
    constexprCount += param.isConstexpr;
    spec.params.push_back(param);
  }

  // -D values: parsed as Python literals; parameters first, then globals.
  std::map<std::string, ConstValue> defines;
  // Parameters whose -D value or signature entry was rejected: already
  // reported, so no "missing value" error may follow for them.
  std::set<std::string> reported;
  for (const auto &[name, text] : request.defines) {
    llvm::Expected<ConstValue> value = parsePythonLiteral(text);
    if (!value) {
      diags.error("invalid value for -D " + name + ": " + llvm::toString(value.takeError()));
      reported.insert(name);
      ok = false;
      continue;
    }
    defines[name] = *value;
  }

  // Signature entries map to all parameters, or to the non-constexpr ones.
  std::vector<ParamSpec> entries;
  bool skipConstexprs = false; // the signature lists the runtime parameters only
  // Runtime parameters the signature made constants: name, value.
  std::vector<std::pair<std::string, std::string>> runtimeConstants;
  std::set<std::string> fromSignature; // parameters whose value the signature gives
  if (request.signature) {
    // Entries map to all parameters or to the runtime ones, as below.
    auto namer = [&](size_t index, size_t count) -> std::string {
      if (count == spec.params.size())
        return spec.params[index].name;
      if (count != spec.params.size() - constexprCount)
        return "";
      for (const SpecParam &param : spec.params)
        if (!param.isConstexpr && index-- == 0)
          return param.name;
      return "";
    };
    llvm::Expected<std::vector<ParamSpec>> parsed = parseSignature(*request.signature, namer);
    if (!parsed) {
      diags.error("invalid --signature: " + llvm::toString(parsed.takeError()));
      return false;
    }
    entries = std::move(*parsed);
    size_t all = spec.params.size(), runtime = all - constexprCount;
    // Trailing parameters with defaults may be left out, as a call may
    // leave them out: read as listing all parameters or the runtime ones,
    // those after the last entry are compiled in with their defaults.
    std::set<std::string> omitted;
    if (entries.size() != all && entries.size() != runtime)
      for (bool runtimeOnly : {false, true}) {
        std::vector<size_t> listed;
        for (size_t i = 0; i < all; ++i)
          if (!runtimeOnly || !spec.params[i].isConstexpr)
            listed.push_back(i);
        if (entries.size() >= listed.size() ||
            !std::all_of(listed.begin() + entries.size(), listed.end(),
                         [&](size_t i) { return function.params[i].defaultValue != nullptr; }))
          continue;
        // A reading that gives a constexpr parameter a type is not meant.
        bool typesConstexpr = false;
        for (size_t k = 0; k < entries.size(); ++k)
          typesConstexpr |= spec.params[listed[k]].isConstexpr && entries[k].kind != ParamSpec::Kind::Constexpr;
        if (typesConstexpr)
          continue;
        for (size_t k = entries.size(); k < listed.size(); ++k)
          omitted.insert(spec.params[listed[k]].name);
        skipConstexprs = runtimeOnly;
        break;
      }
    if (omitted.empty() && entries.size() != all && entries.size() != runtime) {
      std::string expected = std::to_string(all);
      if (runtime != all)
        expected += " (or " + std::to_string(runtime) + " without its constexpr parameters)";
      diags.error(function.nameLoc, "signature has " + std::to_string(entries.size()) +
                                        " entries but kernel '" + function.name + "' has " +
                                        expected + " parameters");
      return false;
    }
    if (omitted.empty())
      skipConstexprs = entries.size() != all;
    size_t next = 0;
    for (size_t i = 0; i < spec.params.size(); ++i) {
      SpecParam &param = spec.params[i];
      if (omitted.count(param.name)) {
        // Its default, evaluated below like a constexpr's.
        param.isConstexpr = true;
        continue;
      }
      if (skipConstexprs && param.isConstexpr)
        continue;
      size_t index = next++;
      const ParamSpec &entry = entries[index];
      if (entry.kind == ParamSpec::Kind::Constexpr) {
        // Also for a runtime parameter: Triton specializes an argument that
        // is None or 1 into a constant, and the short form says so. The
        // constant must be one the parameter's annotation allows.
        if (!param.isConstexpr) {
          const ast::Expr *annotation = function.params[i].annotation.get();
          llvm::Expected<std::optional<ParamSpec>> declared = typeFromAnnotation(annotation);
          if (!declared)
            llvm::consumeError(declared.takeError()); // reported below, if it matters
          else if (*declared && (*declared)->kind != ParamSpec::Kind::Constexpr)
            if (std::string why = constantMismatch(entry.value, (*declared)->dtype); !why.empty()) {
              std::string spelled = ast::dottedName(annotation);
              if (spelled.empty()) // a string annotation: "*fp32"
                spelled = "\"" + (*declared)->str() + "\"";
              diags.error(param.loc, "signature entry " + std::to_string(index) + " ('" + entry.str() +
                                         "', parameter '" + param.name + "'): '" + param.name + "' is annotated " +
                                         spelled + " and " + entry.str() + " " + why);
              ok = false;
            }
          runtimeConstants.emplace_back(param.name, entry.str());
        }
        param.isConstexpr = true;
        param.value = entry.value;
        fromSignature.insert(param.name);
      } else if (param.isConstexpr) {
        diags.error(param.loc, "parameter '" + param.name +
                                   "' is a tl.constexpr but the signature gives it the type '" +
                                   entry.str() + "'");
        reported.insert(param.name); // no "missing value" error after this one
        ok = false;
      } else {
        // A typed parameter (`n: tl.int64`, `x: "*fp16"`) has that type in
        // every call of Triton's JIT: the signature given wins here, but a
        // kernel other than the one Triton runs deserves a word.
        const ast::Expr *annotation = function.params[i].annotation.get();
        llvm::Expected<std::optional<ParamSpec>> declared = typeFromAnnotation(annotation);
        if (!declared) {
          llvm::consumeError(declared.takeError());  // reported where the annotation alone decides
        } else if (*declared && (*declared)->kind == entry.kind && (*declared)->dtype != entry.dtype) {
          std::string spelled = ast::dottedName(annotation);
          if (spelled.empty())  // a string annotation: "*fp32"
            spelled = "\"" + (*declared)->str() + "\"";
          diags.warning(param.loc, "signature entry " + std::to_string(index) + " ('" + entry.str() +
                                       "', parameter '" + param.name + "'): '" + param.name + "' is annotated " +
                                       spelled + ", which Triton's JIT compiles it as; it is compiled as " +
                                       entry.dtype.str() + " here, as the signature says");
        }
        applyParamSpec(param, entry);
      }
    }
  }

  // A -D that names neither a parameter nor a module-level name is a
  // mistake (Triton's JIT raises on an unknown keyword argument), most
  // often a misspelling: the constexpr parameter it resembles is named, and
  // not reported as missing a value too.
  std::vector<std::string> constexprNames;
  for (const SpecParam &param : spec.params)
    if (param.isConstexpr)
      constexprNames.push_back(param.name);
  for (auto it = defines.begin(); it != defines.end();) {
    const std::string &name = it->first;
    bool isParam = std::any_of(spec.params.begin(), spec.params.end(),
                               [&](const SpecParam &param) { return param.name == name; });
    if (isParam || context.isModuleName(name)) {
      ++it;
      continue;
    }
    std::string guess = closestName(name, constexprNames);
    diags.error("-D " + name + ": kernel '" + function.name +
                "' has no constexpr parameter or module constant named '" + name + "'" +
                (guess.empty() ? "" : "; did you mean '" + guess + "'?"));
    if (!guess.empty())
      reported.insert(guess);
    ok = false;
    it = defines.erase(it);
  }

  for (size_t i = 0; i < spec.params.size(); ++i) {
    SpecParam &param = spec.params[i];
    const ast::Param &p = function.params[i];
    if (param.isConstexpr) {
      bool givenBySignature = fromSignature.count(param.name) > 0;
      if (auto it = defines.find(param.name); it != defines.end()) {
        if (givenBySignature && param.value != it->second) {
          bool declared = isConstexprAnnotation(p.annotation.get());
          diags.error(param.loc, std::string(declared ? "constexpr parameter '" : "parameter '") + param.name +
                                     "' is " + param.value.repr() + " in --signature but " + it->second.repr() +
                                     " in -D " + param.name);
          ok = false;
        }
        param.value = it->second;
        defines.erase(it);
      } else if (givenBySignature) {
        // value already taken from the signature
      } else if (reported.count(param.name)) {
        // its -D value or signature entry was wrong, which has been reported
      } else if (p.defaultValue) {
        llvm::Expected<ConstValue> value = context.evalDefault(*p.defaultValue);
        if (!value) {
          // Triton evaluates defaults in Python; a default tritonc cannot
          // evaluate matters only where the kernel reads the parameter.
          // A runtime parameter left out of --signature is compiled in
          // with its default too: say "parameter" for those.
          bool declared = isConstexprAnnotation(p.annotation.get());
          param.unavailable = std::string("the default of ") + (declared ? "constexpr parameter '" : "parameter '") +
                              param.name + "' (line " +
                              std::to_string(p.defaultValue->loc.line) + ") is not a compile-time constant: " +
                              llvm::toString(value.takeError()) + "; give it with -D " + param.name + "=VALUE";
        } else {
          param.value = *value;
        }
      } else {
        diags.error(param.loc, "missing value for constexpr parameter '" + param.name + "'");
        diags.note(param.loc, "pass it with -D " + param.name + "=<value>, in --signature, or "
                              "give the parameter a default");
        // A constant meant for this parameter may have gone to a runtime
        // one: the signature was read as listing the runtime ones only.
        if (skipConstexprs && !runtimeConstants.empty())
          diags.note(param.loc, "--signature has " + std::to_string(entries.size()) +
                                    " entries, read as one per runtime parameter, so '" +
                                    runtimeConstants.back().second + "' is the value of '" +
                                    runtimeConstants.back().first + "', not of a constexpr");
        ok = false;
      }
      continue;
    }
    if (param.type.isNone()) {
      llvm::Expected<std::optional<ParamSpec>> fromAnnotation =
          typeFromAnnotation(p.annotation.get());
      if (fromAnnotation && *fromAnnotation &&
          (*fromAnnotation)->kind != ParamSpec::Kind::Constexpr) {
        applyParamSpec(param, **fromAnnotation);
      } else {
        if (!fromAnnotation)
          diags.error(p.annotation->loc, llvm::toString(fromAnnotation.takeError()));
        else
          diags.error(param.loc, "no type for parameter '" + param.name + "' of kernel '" +
                                     function.name + "'");
        diags.note(param.loc, "give --signature, or annotate it (e.g. '" + param.name +
                                  ": tl.int32' or '" + param.name + ": \"*fp32:16\"')");
        ok = false;
      }
    }
    if (defines.count(param.name)) {
      diags.error(param.loc, "-D " + param.name + " names a runtime parameter, not a tl.constexpr");
      ok = false;
      defines.erase(param.name);
    }
  }

  // The names a descriptor's extents and strides take in the launcher.
  std::set<std::string> names;
  for (const SpecParam &param : spec.params)
    names.insert(param.name);
  for (const SpecParam &param : spec.params) {
    size_t rank = param.isConstexpr ? 0 : param.descriptorBlock.size();
    for (size_t d = 0; d + 1 < 2 * rank; ++d) {
      std::string part = param.name + (d < rank ? "_shape_" + std::to_string(d) : "_stride_" + std::to_string(d - rank));
      if (names.count(part)) {
        diags.error(param.loc, "tensor descriptor parameter '" + param.name + "' is passed as '" + param.name +
                                   "', its shape and its strides, and '" + part +
                                   "' is already the name of another parameter");
        ok = false;
      }
    }
  }

  // What is left of -D names module-level constants (checked above).
  for (const auto &[name, value] : defines)
    spec.globalOverrides[name] = value;
  return ok;
}

} // namespace tritonc
