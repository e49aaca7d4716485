// tritonc runtime: the error value every runtime call returns.
//
// Errors are values, never exit()/abort(): an application embedding generated
// kernels decides itself what a failed launch means.
#pragma once

#include <string>
#include <utility>

namespace tritonc {

/// Codes of errors that tritonc detects itself. Errors reported by the CUDA
/// driver keep the driver's CUresult value (a positive number), so a caller
/// can compare code() with the constants in cuda.h if it has them.
enum ErrorCode : int {
  kSuccess = 0,
  kNoDriver = -1,              ///< libcuda could not be loaded, or is too old.
  kInvalidArgument = -2,       ///< A launch argument breaks the specialization.
  kGridTooLarge = -3,          ///< The grid exceeds the device's limits.
  kSharedMemoryTooLarge = -4,  ///< The kernel needs more shared memory than the device has.
  kLaunchConfig = -5,          ///< Other launch configuration errors (block size, empty image).
};

class [[nodiscard]] Status {
public:
  /// A success value.
  Status() = default;
  Status(int code, std::string message) : code_(code), message_(std::move(message)) {}

  static Status success() { return Status(); }

  bool ok() const { return code_ == kSuccess; }
  /// kSuccess, one of ErrorCode (negative), or a CUresult from the driver.
  int code() const { return code_; }
  /// Readable text: which call failed, the driver's error name and message,
  /// and what tritonc was doing. Empty on success.
  const std::string &message() const { return message_; }

private:
  int code_ = kSuccess;
  std::string message_;
};

} // namespace tritonc
