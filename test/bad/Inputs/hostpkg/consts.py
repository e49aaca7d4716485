# Module-level names that only host code can compute.
import torch

NUM_SMS = torch.cuda.get_device_properties(0).multi_processor_count

if torch.cuda.is_available():
    BLOCK = 64
else:
    BLOCK = 128

WARP = 32
