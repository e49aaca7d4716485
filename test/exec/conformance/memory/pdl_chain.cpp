// Programmatic dependent launch: six launches of one kernel in a row on a
// stream, each reading what the previous one wrote, with no host
// synchronization between them. On the GPU the launcher allows each grid
// to start early (the kernel calls gdc_wait); every link must still see
// its predecessor's complete output.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <memory>
namespace k = kernels::pdl_chain;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  constexpr int kLinks = 6;
  for (long long n : t.sizes({1, 1000, 1 << 22})) {
    std::vector<std::unique_ptr<cputest::Buffer<std::int32_t>>> chain;
    chain.push_back(std::make_unique<cputest::Buffer<std::int32_t>>(t.input<std::int32_t>(n, -1000000, 1000000)));
    for (int i = 0; i < kLinks; ++i)
      chain.push_back(std::make_unique<cputest::Buffer<std::int32_t>>(t.output<std::int32_t>(n)));
    // Every buffer is placed (and uploaded) first: nothing between the launches.
    std::vector<std::int32_t *> addresses;
    for (auto &buffer : chain)
      addresses.push_back(buffer->data());
    tritonc::Status status;
    for (int i = 0; i < kLinks && status.ok(); ++i)
      status = k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, addresses[i], addresses[i + 1], int(n));
    if (!t.ok(status))
      continue;
    std::vector<std::int64_t> expect(n);
    for (long long e = 0; e < n; ++e)
      expect[e] = (*chain[0])[e];
    for (int i = 1; i <= kLinks; ++i) {
      for (long long e = 0; e < n; ++e)
        expect[e] = std::int32_t(std::uint32_t(expect[e]) * 3u + 1u);
      t.check("link", *chain[i], conf::gen(n, [&](std::size_t e) { return double(expect[e]); }), cputest::exact());
    }
  }
  return t.finish();
}
