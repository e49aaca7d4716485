//===- Specializations.cpp - the variants --specialize auto compiles ------===//
#include "frontend/Specializations.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>

namespace tritonc {

bool isPromisable(const ParamSpec &param) {
  // i1 is a bool, not an integer here: Triton promises nothing of it.
  return param.kind == ParamSpec::Kind::Pointer ||
         (param.kind == ParamSpec::Kind::Scalar && param.dtype.isInteger() && !param.dtype.isBool());
}

SpecializationLimits readSpecializationLimits(const std::vector<const ast::Expr *> &decorators,
                                              const ast::FunctionDef &kernel) {
  SpecializationLimits limits;
  auto add = [&](const ast::Expr &item, std::set<std::string> &into) {
    auto *c = llvm::dyn_cast<ast::Constant>(&item);
    if (!c)
      return;
    if (c->ckind == ast::Constant::Kind::String) {
      for (const ast::Param &p : kernel.params)
        if (p.name == c->strValue)
          into.insert(p.name);
    } else if (c->ckind == ast::Constant::Kind::Int && !c->intOverflow && c->intValue >= 0 &&
               size_t(c->intValue) < kernel.params.size()) {
      into.insert(kernel.params[size_t(c->intValue)].name);
    }
  };
  for (const ast::Expr *d : decorators) {
    auto *call = llvm::dyn_cast<ast::Call>(d);
    std::string name = call ? ast::dottedName(call->func.get()) : std::string();
    if (name != "jit" && !llvm::StringRef(name).ends_with(".jit"))
      continue;
    for (const ast::Keyword &k : call->keywords) {
      std::set<std::string> *into = k.arg == "do_not_specialize"                ? &limits.never
                                    : k.arg == "do_not_specialize_on_alignment" ? &limits.alignment
                                                                                : nullptr;
      if (!into || !k.value)
        continue;
      const ast::ExprList *items = nullptr;
      if (auto *t = llvm::dyn_cast<ast::Tuple>(k.value.get()))
        items = &t->elts;
      else if (auto *l = llvm::dyn_cast<ast::List>(k.value.get()))
        items = &l->elts;
      if (items)
        for (const ast::ExprPtr &item : *items)
          add(*item, *into);
      else
        add(*k.value, *into);
    }
  }
  return limits;
}

std::vector<std::string> signatureParameterNames(const ast::FunctionDef &kernel, size_t entryCount) {
  std::vector<std::string> all, runtime;
  for (const ast::Param &p : kernel.params) {
    all.push_back(p.name);
    std::string annotation = p.annotation ? ast::dottedName(p.annotation.get()) : std::string();
    if (annotation != "constexpr" && !llvm::StringRef(annotation).ends_with(".constexpr"))
      runtime.push_back(p.name);
  }
  if (entryCount == all.size())
    return all;
  if (entryCount == runtime.size())
    return runtime;
  return {};
}

std::vector<ParamSpec> strongestPromises(std::vector<ParamSpec> params, const std::vector<std::string> &names,
                                         const SpecializationLimits &limits) {
  for (size_t i = 0; i < params.size(); ++i) {
    ParamSpec &param = params[i];
    if (!isPromisable(param))
      continue;
    const std::string name = i < names.size() ? names[i] : std::string();
    bool one = param.kind == ParamSpec::Kind::Scalar && param.equalsOne && !limits.never.count(name);
    bool divisible = !one && !limits.never.count(name) && !limits.alignment.count(name);
    param.divisibility = divisible ? 16 : 1;
    param.equalsOne = one;
  }
  return params;
}

ParamSpec withoutPromise(ParamSpec param) {
  param.divisibility = 1;
  param.equalsOne = false;
  return param;
}

std::string joinSignature(const std::vector<ParamSpec> &params) {
  std::string text;
  for (const ParamSpec &param : params)
    text += (text.empty() ? "" : ",") + param.str();
  return text;
}

std::vector<std::string> specializationsByAccess(const std::vector<ParamSpec> &strongest,
                                                 const std::vector<std::string> &accesses,
                                                 const std::vector<DroppedPromise> &dropped, size_t maxGroups) {
  using Requirement = std::set<size_t>;
  // Each access's requirements: the promises whose removal changed its
  // decision. A specialization with a different number of accesses (a
  // parameter equal to 1 folded a branch away) changed them all.
  std::vector<Requirement> required(accesses.size());
  for (const DroppedPromise &d : dropped)
    for (size_t a = 0; a < accesses.size(); ++a)
      if (d.accesses.size() != accesses.size() || d.accesses[a] != accesses[a])
        required[a].insert(d.param);
  // The groups, in the order of their first access.
  std::vector<Requirement> groups;
  for (const Requirement &r : required)
    if (!r.empty() && std::find(groups.begin(), groups.end(), r) == groups.end())
      groups.push_back(r);
  if (maxGroups == 0)
    maxGroups = 1;
  while (groups.size() > maxGroups) {
    groups[maxGroups - 1].insert(groups.back().begin(), groups.back().end());
    groups.pop_back();
  }
  // Every union of groups, most promises first (ties: the subsets in
  // descending binary order, so the order is the same on every run).
  std::vector<Requirement> unions;
  for (size_t mask = (size_t(1) << groups.size()); mask-- > 0;) {
    Requirement u;
    for (size_t g = 0; g < groups.size(); ++g)
      if (mask & (size_t(1) << g))
        u.insert(groups[g].begin(), groups[g].end());
    if (std::find(unions.begin(), unions.end(), u) == unions.end())
      unions.push_back(u);
  }
  std::stable_sort(unions.begin(), unions.end(),
                   [](const Requirement &a, const Requirement &b) { return a.size() > b.size(); });
  std::vector<std::string> variants;
  for (const Requirement &u : unions) {
    std::vector<ParamSpec> params = strongest;
    for (size_t i = 0; i < params.size(); ++i)
      if (isPromisable(params[i]) && !u.count(i))
        params[i] = withoutPromise(params[i]);
    variants.push_back(joinSignature(params));
  }
  return variants;
}

} // namespace tritonc
