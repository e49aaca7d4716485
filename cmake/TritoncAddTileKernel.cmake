# add_tile_kernel(<target> SOURCE <file.tri> KERNEL <name>
#                 [SIGNATURE <sig> ...] [SPECIALIZE auto] [CONSTEXPR NAME=VALUE ...]
#                 [AUTOTUNE] [TUNING_TABLE <table.json>] [TUNER]
#                 [HEURISTICS] [HEURISTIC_VALUES NAME=V1,V2 ...]
#                 [ARCH sm_80 sm_90a ...] [NUM_WARPS n] [NUM_STAGES n]
#                 [OUTPUT_KIND cubin|fatbin] [TARGET cuda|cpu]
#                 [INCLUDE_DIRS <dir> ...] [OPTIONS <extra tritonc flags> ...])
#
# Compiles one specialization of a kernel with tritonc at build time and
# makes <target> a static library holding the launcher and the embedded
# binary. Linking <target> brings the header "<target>.h" (declaring
# kernels::<KERNEL>::launch) and the runtime (tritonc::runtime). Two
# specializations of one kernel in one program need different namespaces:
# OPTIONS --namespace <name> gives kernels::<name>::launch.
#
# Several SIGNATUREs, or SPECIALIZE auto (the specializations of the
# signature's types that access memory differently: tritonc --specialize
# auto), compile a
# family: one launch() that runs, per call, the most specialized variant the
# arguments allow, each variant's binary embedded in the launcher source
# (there is then no <target>.cubin/.fatbin file). AUTOTUNE compiles every
# @triton.autotune config into the family (tritonc --config all): launch()
# picks a config by the autotune key from TUNING_TABLE (tritonc
# --tuning-table; a relative path is taken from the current source
# directory), else the config timed fastest on first use. HEURISTICS
# compiles a variant per value of the kernel's @triton.heuristics of
# run-time arguments into the family (launch() evaluates them and runs the
# variant for their values); HEURISTIC_VALUES chooses the values of one
# (tritonc --heuristic-values) and implies HEURISTICS. TUNER (with
# AUTOTUNE) also builds <target>_tuner, a module (shared library) of the
# same launcher for tritonc-tune: `tritonc-tune $<TARGET_FILE:<target>_tuner>
# shapes.json -o table.json` on the target GPU writes the TUNING_TABLE.
#
# Outputs go to ${CMAKE_CURRENT_BINARY_DIR}/tile_kernels/<target>/:
#   <target>.cubin|.fatbin  <target>.h  <target>.cpp  <target>.json  <target>.d
# The depfile lists every file tritonc read (imports, stdlib), so editing
# one recompiles the kernel. INCLUDE_DIRS are the module search path for the
# kernel's imports (tritonc -I; relative paths are taken from the current
# source directory).
#
# Sources under the top-level project directory are recorded relative to it
# (tritonc --file-prefix-map), in the header, the metadata and the cubin's
# line tables.
#
# The compiler is, in order: the TRITONC_EXECUTABLE variable, the in-tree
# target `tritonc`, or the imported `tritonc::tritonc` from find_package.
# OUTPUT_KIND defaults to cubin for exactly one ARCH, fatbin otherwise.
#
# TARGET cpu compiles for the host CPU instead (`tritonc --target cpu`): the
# output is <target>.o, an x86-64 object linked into the library, and the
# same kernels::<KERNEL>::launch runs the grid on the runtime's thread pool.
# ARCH and OUTPUT_KIND do not apply to it.
include_guard(GLOBAL)
# Functions keep the policies in effect where they are defined: CMP0116
# (NEW since 3.20) lets Ninja read depfile paths relative to this binary dir.
cmake_policy(VERSION 3.20)

function(add_tile_kernel target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "AUTOTUNE;HEURISTICS;TUNER"
    "SOURCE;KERNEL;SPECIALIZE;NUM_WARPS;NUM_STAGES;OUTPUT_KIND;TARGET;TUNING_TABLE"
    "SIGNATURE;CONSTEXPR;ARCH;INCLUDE_DIRS;OPTIONS;HEURISTIC_VALUES")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_tile_kernel(${target}): unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  foreach(required SOURCE KERNEL)
    if(NOT arg_${required})
      message(FATAL_ERROR "add_tile_kernel(${target}): ${required} is required")
    endif()
  endforeach()

  if(TRITONC_EXECUTABLE)
    set(compiler "${TRITONC_EXECUTABLE}")
  elseif(TARGET tritonc)
    set(compiler "$<TARGET_FILE:tritonc>")
  elseif(TARGET tritonc::tritonc)
    set(compiler "$<TARGET_FILE:tritonc::tritonc>")
  else()
    message(FATAL_ERROR "add_tile_kernel(${target}): the tritonc compiler was not found. "
      "Build it in this project, install it with the Tritonc package, or set TRITONC_EXECUTABLE.")
  endif()
  if(NOT TARGET tritonc::runtime)
    message(FATAL_ERROR "add_tile_kernel(${target}): tritonc::runtime is missing (find_package(Tritonc) first)")
  endif()

  if(NOT arg_TARGET)
    set(arg_TARGET cuda)
  endif()
  if(NOT arg_TARGET MATCHES "^(cuda|cpu)$")
    message(FATAL_ERROR "add_tile_kernel(${target}): TARGET must be cuda or cpu")
  endif()
  if(arg_TARGET STREQUAL "cpu")
    if(arg_ARCH OR arg_OUTPUT_KIND)
      message(FATAL_ERROR "add_tile_kernel(${target}): ARCH and OUTPUT_KIND do not apply to TARGET cpu")
    endif()
    set(arg_OUTPUT_KIND o)
  endif()

  list(LENGTH arg_ARCH arch_count)
  if(NOT arg_OUTPUT_KIND)
    if(arch_count EQUAL 1)
      set(arg_OUTPUT_KIND cubin)
    else()
      set(arg_OUTPUT_KIND fatbin)
    endif()
  endif()
  if(NOT arg_TARGET STREQUAL "cpu" AND NOT arg_OUTPUT_KIND MATCHES "^(cubin|fatbin)$")
    message(FATAL_ERROR "add_tile_kernel(${target}): OUTPUT_KIND must be cubin or fatbin")
  endif()
  if(arg_OUTPUT_KIND STREQUAL "cubin" AND arch_count GREATER 1)
    message(FATAL_ERROR "add_tile_kernel(${target}): a cubin holds one ARCH; use OUTPUT_KIND fatbin")
  endif()

  get_filename_component(source "${arg_SOURCE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/tile_kernels/${target}")
  set(binary "${dir}/${target}.${arg_OUTPUT_KIND}")
  set(header "${dir}/${target}.h")
  set(launcher "${dir}/${target}.cpp")  # tritonc writes <stem>.cpp next to the header
  set(metadata "${dir}/${target}.json")
  set(depfile "${dir}/${target}.d")
  file(MAKE_DIRECTORY "${dir}")

  list(LENGTH arg_SIGNATURE signature_count)
  set(family FALSE)
  if(arg_SPECIALIZE OR signature_count GREATER 1 OR arg_AUTOTUNE OR arg_HEURISTICS OR arg_HEURISTIC_VALUES)
    set(family TRUE)
  endif()
  if(family AND arg_TARGET STREQUAL "cpu")
    message(FATAL_ERROR "add_tile_kernel(${target}): a family of variants (SPECIALIZE, several "
                        "SIGNATUREs, AUTOTUNE, HEURISTICS) needs TARGET cuda")
  endif()
  if(arg_TUNING_TABLE AND NOT arg_AUTOTUNE)
    message(FATAL_ERROR "add_tile_kernel(${target}): TUNING_TABLE needs AUTOTUNE")
  endif()
  if(arg_TUNER AND NOT arg_AUTOTUNE)
    message(FATAL_ERROR "add_tile_kernel(${target}): TUNER needs AUTOTUNE (tritonc-tune times the configs)")
  endif()
  set(outputs "${binary}" "${header}" "${launcher}" "${metadata}")
  set(command "${compiler}" "${source}" -o "${binary}" --kernel "${arg_KERNEL}")
  if(family)
    # One launcher embeds every variant's binary; there is no binary file.
    # -o names the header too: a kernel whose heuristics take several
    # values becomes a family only when the launcher is the output.
    set(binary "")
    set(outputs "${header}" "${launcher}" "${metadata}")
    set(command "${compiler}" "${source}" -o "${header}" --kernel "${arg_KERNEL}")
  endif()
  foreach(values IN LISTS arg_HEURISTIC_VALUES)
    list(APPEND command --heuristic-values "${values}")
  endforeach()
  if(arg_SPECIALIZE)
    list(APPEND command --specialize "${arg_SPECIALIZE}")
  endif()
  if(arg_AUTOTUNE)
    list(APPEND command --config all)
  endif()
  if(arg_TUNING_TABLE)
    get_filename_component(table "${arg_TUNING_TABLE}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND command --tuning-table "${table}")  # the depfile lists it
  endif()
  if(arg_TARGET STREQUAL "cpu")
    list(APPEND command --target cpu)
  endif()
  foreach(signature IN LISTS arg_SIGNATURE)
    list(APPEND command --signature "${signature}")
  endforeach()
  foreach(definition IN LISTS arg_CONSTEXPR)
    list(APPEND command -D "${definition}")
  endforeach()
  foreach(arch IN LISTS arg_ARCH)
    list(APPEND command --arch "${arch}")
  endforeach()
  if(arg_NUM_WARPS)
    list(APPEND command --num-warps "${arg_NUM_WARPS}")
  endif()
  if(arg_NUM_STAGES)
    list(APPEND command --num-stages "${arg_NUM_STAGES}")
  endif()
  foreach(dir IN LISTS arg_INCLUDE_DIRS)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND command -I "${dir}")
  endforeach()
  # Sources in the project are named relative to its top directory in the
  # header, the metadata and the line tables, so the outputs do not depend
  # on where the tree is checked out (OPTIONS may add maps; the last match
  # wins).
  list(APPEND command --file-prefix-map "${CMAKE_SOURCE_DIR}/=")
  list(APPEND command --header "${header}" --metadata "${metadata}" -MD -MF "${depfile}" ${arg_OPTIONS})

  add_custom_command(
    OUTPUT ${outputs}
    COMMAND ${command}
    DEPENDS "${source}" "${compiler}"
    DEPFILE "${depfile}"
    COMMENT "tritonc: compiling ${arg_KERNEL} from ${arg_SOURCE} (${target})"
    VERBATIM)

  add_library(${target} STATIC "${launcher}" "${header}")
  if(arg_TARGET STREQUAL "cpu")
    # The kernel's object file goes into the library next to its launcher.
    set_source_files_properties("${binary}" PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
    target_sources(${target} PRIVATE "${binary}")
  endif()
  target_include_directories(${target} PUBLIC "$<BUILD_INTERFACE:${dir}>")
  target_link_libraries(${target} PUBLIC tritonc::runtime)
  # The library may end up in a shared object.
  set_target_properties(${target} PROPERTIES
    POSITION_INDEPENDENT_CODE ON
    TRITONC_BINARY "${binary}"
    TRITONC_HEADER "${header}"
    TRITONC_METADATA "${metadata}")
  if(arg_TUNER)
    # The launcher again, as a module tritonc-tune loads; it exports
    # tritonc_tunable_<namespace>() (tritonc/Tuning.h).
    add_library(${target}_tuner MODULE "${launcher}")
    target_include_directories(${target}_tuner PRIVATE "${dir}")
    target_link_libraries(${target}_tuner PRIVATE tritonc::runtime)
  endif()
endfunction()
