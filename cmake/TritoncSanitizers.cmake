# Sanitizer and fuzzing builds (docs/testing.md, "Fuzzing and sanitizers").
# Included by the top-level CMakeLists.txt before any target is defined, so
# that the flags reach every target of the build.
#
#   TRITONC_SANITIZE=ON  every target (compiler, runtime, tests, host
#                        programs) is compiled and linked with
#                        AddressSanitizer and UndefinedBehaviorSanitizer.
#                        UBSan does not recover: a finding fails the test.
#                        gcc or clang; scripts/run-sanitized-tests.sh.
#   TRITONC_FUZZ=ON      the libFuzzer targets of test/fuzz (implies
#                        TRITONC_SANITIZE); needs clang, e.g.
#                        -DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19
#                        (Debian: clang-19, libfuzzer-19-dev,
#                        libclang-rt-19-dev); scripts/fuzz.sh.
#
# Kernels that tritonc compiles for --target cpu are not instrumented (LLVM
# generates them); the host programs that call them are. LLVM, MLIR and the
# ANTLR runtime come from Debian uninstrumented, which ASan allows.
option(TRITONC_SANITIZE "Build every target with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(TRITONC_FUZZ "Build the libFuzzer targets in test/fuzz (clang; implies TRITONC_SANITIZE)" OFF)

if(TRITONC_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "TRITONC_FUZZ needs clang, which ships libFuzzer: configure with "
                        "-DCMAKE_CXX_COMPILER=clang++-19 -DCMAKE_C_COMPILER=clang-19 "
                        "(Debian packages clang-19 libfuzzer-19-dev libclang-rt-19-dev)")
  endif()
  set(TRITONC_SANITIZE ON CACHE BOOL "" FORCE)
endif()

if(TRITONC_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    message(FATAL_ERROR "TRITONC_SANITIZE needs gcc or clang")
  endif()
  # Frame pointers give ASan's fast unwinder whole stacks; line tables
  # (-g1) let reports name file:line without the cost of full debug info.
  set(TRITONC_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=undefined
                              -fno-omit-frame-pointer -g1)
  add_compile_options(${TRITONC_SANITIZER_FLAGS})
  add_link_options(-fsanitize=address,undefined)
  message(STATUS "Sanitizers: every target built with ${TRITONC_SANITIZER_FLAGS}")
endif()

# Run once every target exists (the end of the top-level CMakeLists.txt):
#  - every executable gets SanitizerDefaults.cpp, the sanitizers' options
#    this build needs (why: in that file), also when tritonc runs during
#    the build and when a program is started by hand;
#  - the fake CUDA drivers of test/unit/runtime stand in for libcuda, a C
#    library that declares the driver's types itself and is not
#    instrumented. clang's -fsanitize=function (part of "undefined")
#    compares a callee's type with the caller's by name, and the fake's
#    `Context **` is not the runtime's `CUcontext *`: a report that libcuda
#    itself can never cause. The fakes are built without that one check.
function(tritonc_targets_under dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    tritonc_targets_under(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

function(tritonc_sanitizer_fixups)
  tritonc_targets_under(${CMAKE_SOURCE_DIR} targets)
  add_library(tritonc_sanitizer_defaults OBJECT ${CMAKE_SOURCE_DIR}/cmake/SanitizerDefaults.cpp)
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "EXECUTABLE")
      target_sources(${target} PRIVATE $<TARGET_OBJECTS:tritonc_sanitizer_defaults>)
    endif()
  endforeach()
  if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    foreach(fake tritonc_fake_cuda tritonc_fake_cuda_11)
      if(TARGET ${fake})
        target_compile_options(${fake} PRIVATE -fno-sanitize=function)
      endif()
    endforeach()
  endif()
endfunction()
if(TRITONC_SANITIZE)
  cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL tritonc_sanitizer_fixups)
endif()
