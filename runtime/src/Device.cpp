#include <tritonc/Device.h>

#include "Driver.h"

#include <cstdint>

namespace tritonc {
namespace device {

using namespace driver;

Status available() {
  int devices = 0;
  if (Status status = count(&devices); !status.ok())
    return status;
  if (devices == 0)
    return Status(kNoDriver, "the CUDA driver reports no GPU");
  return Status();
}

Status count(int *devices) {
  *devices = 0;
  Status status;
  const Api *d = api(&status);
  if (!d)
    return status;
  return check(*d, d->cuDeviceGetCount(devices), "cuDeviceGetCount");
}

Status describe(std::string *text) {
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  CUdevice device = 0;
  char name[256] = {};
  int major = 0, minor = 0, version = 0;
  Status status = check(*d, d->cuCtxGetDevice(&device), "cuCtxGetDevice");
  if (status.ok())
    status = check(*d, d->cuDeviceGetName(name, sizeof name - 1, device), "cuDeviceGetName");
  if (status.ok())
    status = check(*d, d->cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device),
                   "cuDeviceGetAttribute");
  if (status.ok())
    status = check(*d, d->cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device),
                   "cuDeviceGetAttribute");
  if (status.ok())
    status = check(*d, d->cuDriverGetVersion(&version), "cuDriverGetVersion");
  if (status.ok())
    *text = std::string(name) + ", sm_" + std::to_string(major) + std::to_string(minor) + ", driver " +
            std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
  return status;
}

Status multiprocessorCount(int *count) {
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  CUdevice device = 0;
  Status status = check(*d, d->cuCtxGetDevice(&device), "cuCtxGetDevice");
  if (status.ok())
    status = check(*d, d->cuDeviceGetAttribute(count, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device),
                   "cuDeviceGetAttribute", " while reading the multiprocessor count");
  return status;
}

Status setDevice(int ordinal) {
  Status status;
  const Api *d = api(&status);
  if (!d)
    return status;
  CUcontext context = nullptr;
  if (!(status = primaryContext(*d, ordinal, &context)).ok())
    return status;
  return check(*d, d->cuCtxSetCurrent(context), "cuCtxSetCurrent", " for device " + std::to_string(ordinal));
}

Status createStream(Stream *stream) {
  *stream = nullptr;
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  CUstream created = nullptr;
  Status status = check(*d, d->cuStreamCreate(&created, 0), "cuStreamCreate");
  if (status.ok())
    *stream = created;
  return status;
}

Status destroyStream(Stream stream) {
  if (!stream)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  return check(*d, d->cuStreamDestroy_v2(static_cast<CUstream>(stream)), "cuStreamDestroy");
}

Status malloc(void **ptr, std::size_t bytes) {
  *ptr = nullptr;
  if (bytes == 0)
    return Status();  // the driver rejects empty allocations
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  CUdeviceptr address = 0;
  Status status = check(*d, d->cuMemAlloc_v2(&address, bytes), "cuMemAlloc",
                        " while allocating " + std::to_string(bytes) + " bytes");
  if (status.ok())
    *ptr = reinterpret_cast<void *>(static_cast<std::uintptr_t>(address));
  return status;
}

Status free(void *ptr) {
  if (!ptr)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  return check(*d, d->cuMemFree_v2(toDevice(ptr)), "cuMemFree");
}

Status copyToDevice(void *deviceDst, const void *hostSrc, std::size_t bytes) {
  if (bytes == 0)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  return check(*d, d->cuMemcpyHtoD_v2(toDevice(deviceDst), hostSrc, bytes), "cuMemcpyHtoD");
}

Status copyToHost(void *hostDst, const void *deviceSrc, std::size_t bytes) {
  if (bytes == 0)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  return check(*d, d->cuMemcpyDtoH_v2(hostDst, toDevice(deviceSrc), bytes), "cuMemcpyDtoH");
}

Status memset(void *deviceDst, unsigned char value, std::size_t bytes) {
  if (bytes == 0)
    return Status();
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  return check(*d, d->cuMemsetD8_v2(toDevice(deviceDst), value, bytes), "cuMemsetD8");
}

Status synchronize(Stream stream) {
  const Api *d = nullptr;
  CUcontext context = nullptr;
  if (Status status = prepare(&d, &context); !status.ok())
    return status;
  if (stream)
    return check(*d, d->cuStreamSynchronize(static_cast<CUstream>(stream)), "cuStreamSynchronize");
  return check(*d, d->cuCtxSynchronize(), "cuCtxSynchronize");
}

} // namespace device
} // namespace tritonc
