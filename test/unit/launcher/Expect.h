// EXPECT for the round-trip host programs (RoundTripMain.cpp,
// TensorMapRoundTripMain.cpp), which are built and run by CompileTest.cpp
// without Catch2: on a false condition, print it and return 1 from main().
#pragma once

#include <cstdio>

#define EXPECT(condition)                                                            \
  do {                                                                               \
    if (!(condition)) {                                                              \
      std::fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #condition); \
      return 1;                                                                      \
    }                                                                                \
  } while (0)
