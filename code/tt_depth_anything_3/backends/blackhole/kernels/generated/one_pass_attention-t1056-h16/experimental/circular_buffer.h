// tt-metal 0.69's experimental::CircularBuffer; ttnn 0.81.1 has it at
// api/dataflow/circular_buffer.h, outside any namespace (written by kernels/build.py).
#pragma once
#include "api/dataflow/circular_buffer.h"
namespace experimental {
using ::CircularBuffer;
}  // namespace experimental
