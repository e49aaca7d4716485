// tritonc-tune's input: the problem shapes to tune a kernel for.
//
//   {"kernel": "matmul_kernel",
//    "grid": ["cdiv(M, BLOCK_SIZE_M) * cdiv(N, BLOCK_SIZE_N)"],
//    "shapes": [{"a_ptr": [4096, 4096], "b_ptr": [4096, 4096], "c_ptr": [4096, 4096],
//                "M": 4096, "N": 4096, "K": 4096, "stride_am": 4096, ...}, ...]}
//
// Every argument of the kernel is given in every shape: a pointer as its
// buffer's shape (a list; or an element count; or {"shape": [...], "fill":
// "random" | "zeros" | "ones" | "randint:LO:HI"}), a scalar as a number
// (true/false for i1). "grid" (1 to 3 expressions over the scalars and the
// config's fields, see GridExpression.h) may be given per shape too.
#pragma once

#include "GridExpression.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tritonc {
namespace tune {

/// A kernel parameter as the family describes it.
struct ParamInfo {
  std::string name;
  std::string type;  ///< "*fp32", "i32", ...
  bool pointer() const { return !type.empty() && type[0] == '*'; }
  /// Bytes of one element (of the pointee for a pointer); 0 when unknown.
  std::size_t elementBytes() const;
};

struct Argument {
  // A pointer: the buffer to allocate and how to fill it.
  std::size_t elements = 0;
  std::string fill = "random";
  std::int64_t low = 0, high = 0;  ///< randint:LO:HI
  // A scalar.
  std::int64_t integer = 0;
  double real = 0;
  bool isReal = false;
};

struct Shape {
  std::vector<Argument> arguments;  ///< one per parameter, in order
  std::vector<std::shared_ptr<GridExpression>> grid;
  std::string description;  ///< "M=4096 N=4096 K=4096"
};

struct ShapesFile {
  std::string kernel;
  std::vector<Shape> shapes;
};

/// Reads and checks `path` against the kernel's parameters; on a problem
/// returns false with `error` naming the file, the shape and the argument.
bool readShapes(const std::string &path, const std::vector<ParamInfo> &params, ShapesFile &out,
                std::string &error);

/// The kernel name the file gives ("" when none), without checking the rest.
std::string kernelOfShapes(const std::string &path, std::string &error);

} // namespace tune
} // namespace tritonc
