# lit configuration for tritonc's FileCheck tests: test/lit (one folder per
# pipeline stage) and test/bad (bad input -> the exact diagnostic).
import os
import shutil

import lit.formats

config.name = 'tritonc'
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = ['.tri', '.py', '.mlir', '.test', '.ll']
config.excludes = ['lit.cfg.py', 'lit.site.cfg.py', 'unit', 'cmake', 'exec', 'Inputs']
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tritonc_obj_root, 'test')

# Longest names first: '%tritonc' is a prefix of the others.
config.substitutions.append(('%tritonc-llvm-opt', config.tritonc_llvm_opt))
config.substitutions.append(('%tritonc-opt', config.tritonc_opt))
config.substitutions.append(('%tritonc', config.tritonc))
config.substitutions.append(('%FileCheck', config.filecheck))
config.substitutions.append(('%not', config.not_tool))
config.substitutions.append(('%samples', os.path.join(config.tritonc_src_root, 'samples')))
config.environment['PATH'] = os.pathsep.join(
    [os.path.dirname(config.filecheck), config.environment.get('PATH', '')])

# Tests that assemble the emitted PTX need ptxas (the CUDA toolkit).
ptxas = shutil.which('ptxas', path=os.pathsep.join(
    [os.path.join(os.environ.get('CUDA_HOME', '/nonexistent'), 'bin'),
     os.environ.get('PATH', ''), '/usr/local/cuda/bin']))
if ptxas:
    config.available_features.add('ptxas')
    config.substitutions.append(('%ptxas', ptxas))
