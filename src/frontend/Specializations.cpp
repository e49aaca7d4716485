//===- Specializations.cpp - the variants --specialize auto compiles ------===//
#include "frontend/Specializations.h"

#include <algorithm>
#include <set>

namespace tritonc {

bool isPromisable(const ParamSpec &param) {
  // i1 is a bool, not an integer here: Triton promises nothing of it.
  return param.kind == ParamSpec::Kind::Pointer ||
         (param.kind == ParamSpec::Kind::Scalar && param.dtype.isInteger() && !param.dtype.isBool());
}

std::vector<ParamSpec> strongestPromises(std::vector<ParamSpec> params) {
  for (ParamSpec &param : params) {
    if (!isPromisable(param))
      continue;
    bool one = param.kind == ParamSpec::Kind::Scalar && param.equalsOne;
    param.divisibility = one ? 1 : 16;
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
