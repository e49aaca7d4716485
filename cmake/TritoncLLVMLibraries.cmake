# How tritonc's libraries and tools link LLVM and MLIR.
#
# Everything links Debian's shared libLLVM/libMLIR by default: a link is a
# second. An executable with the target property TRITONC_STATIC_LLVM set
# (tritonc itself, when the option of that name is on) links the static
# archives instead: a process then starts without resolving the shared
# libraries' hundreds of thousands of relocations and symbol lookups, which
# cost about as much as a small kernel's whole compilation (a vector add's
# tritonc run goes from about 50 to about 32 ms). Every archive is given in
# one group, so the linker takes what is used without a hand-kept list;
# gold does that in seconds where ld.bfd takes minutes.
#
# Sets TRITONC_MLIR_LIBS to the interface target tritonc_llvm_libs.

option(TRITONC_STATIC_LLVM
       "Link the tritonc executable against LLVM's and MLIR's static archives (faster start)" ON)

add_library(tritonc_llvm_libs INTERFACE)
set(TRITONC_MLIR_LIBS tritonc_llvm_libs)

set(_tritonc_static_llvm OFF)
if(TRITONC_STATIC_LLVM)
  file(GLOB _mlir_archives "${LLVM_LIBRARY_DIR}/libMLIR*.a")
  # libMLIR.a, where a distribution ships one, holds everything again.
  list(FILTER _mlir_archives EXCLUDE REGEX "/libMLIR\\.a$")
  file(GLOB _llvm_archives "${LLVM_LIBRARY_DIR}/libLLVM*.a")
  find_library(TRITONC_ZSTD_LIBRARY NAMES zstd libzstd.so.1)
  find_library(TRITONC_ZLIB_LIBRARY NAMES z libz.so.1)
  find_program(TRITONC_GOLD ld.gold)
  if(_mlir_archives AND _llvm_archives AND TRITONC_ZSTD_LIBRARY AND TRITONC_ZLIB_LIBRARY AND TRITONC_GOLD)
    set(_tritonc_static_llvm ON)
  else()
    message(STATUS "TRITONC_STATIC_LLVM: static LLVM/MLIR archives, zstd, zlib or ld.gold missing: "
                   "tritonc links the shared libraries")
  endif()
endif()

if(_tritonc_static_llvm)
  set(_static_items -Wl,--start-group ${_mlir_archives} ${_llvm_archives} -Wl,--end-group
                    ${TRITONC_ZSTD_LIBRARY} ${TRITONC_ZLIB_LIBRARY} rt dl m pthread)
  string(REPLACE ";" "$<SEMICOLON>" _static_items "${_static_items}")
  set(_is_static "$<BOOL:$<TARGET_PROPERTY:TRITONC_STATIC_LLVM>>")
  target_link_libraries(tritonc_llvm_libs INTERFACE
    "$<${_is_static}:${_static_items}>"
    "$<$<NOT:${_is_static}>:MLIR>"
    "$<$<NOT:${_is_static}>:LLVM>")
  target_link_options(tritonc_llvm_libs INTERFACE "$<${_is_static}:-fuse-ld=gold>")
else()
  target_link_libraries(tritonc_llvm_libs INTERFACE MLIR LLVM)
endif()

# Marks an executable for the static archives (a no-op when they are not
# used).
function(tritonc_link_llvm_statically target)
  set_target_properties(${target} PROPERTIES TRITONC_STATIC_LLVM ${_tritonc_static_llvm})
endfunction()
