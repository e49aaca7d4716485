# "flaggems style" ops: libentry + autotune/heuristics kernels, tle program ids, dtype constexprs.
