// Groups of fp16 arrays of different sizes whose addresses are int64 values
// in memory (as a grouped GEMM passes them): each program loads its
// group's addresses, converts them to pointers and processes the group;
// then it reads the first result's two bytes through a pointer to int8.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cstring>
#include <memory>
namespace k = kernels::ptr_grouped;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long G : t.sizes({1, 3, 8})) {
    std::vector<std::unique_ptr<cputest::Buffer<tritonc::float16>>> src, dst;
    auto sizes = t.input<std::int32_t>(G, 1, 300);
    auto srcTable = t.input<std::int64_t>(G, 0, 0), dstTable = t.input<std::int64_t>(G, 0, 0);
    for (long long g = 0; g < G; ++g) {
      src.push_back(std::make_unique<cputest::Buffer<tritonc::float16>>(t.input<tritonc::float16>(sizes[g], -50, 50)));
      dst.push_back(std::make_unique<cputest::Buffer<tritonc::float16>>(t.output<tritonc::float16>(sizes[g])));
      // data() gives the address the kernel sees (the device's on the GPU).
      srcTable[g] = std::int64_t(reinterpret_cast<std::uintptr_t>(src[g]->data()));
      dstTable[g] = std::int64_t(reinterpret_cast<std::uintptr_t>(dst[g]->data()));
    }
    if (!t.ok(k::launch(nullptr, {unsigned(G)}, srcTable.data(), dstTable.data(), sizes.data())))
      continue;
    for (long long g = 0; g < G; ++g) {
      t.check("group", *dst[g], t.map(*src[g], [](double v) { return conf::h16(conf::h16(v * 2) + 1); }),
              cputest::exact());
      std::uint16_t b;
      tritonc::float16 first = (*dst[g])[0];
      std::memcpy(&b, &first, 2);
      t.expect(dstTable[g] == (b & 0xFF) + (b >> 8), "group %lld: byte sum %lld, expected %d", g,
               (long long)dstTable[g], (b & 0xFF) + (b >> 8));
    }
  }
  return t.finish();
}
