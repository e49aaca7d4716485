# Tests of features.tri: libdevice.atan2 (two arguments).
set(F features.tri)
conformance_test(m_atan2 ${F} "*fp32,*fp32,*fp64,*fp64,*fp32,*fp64,i32")
