// tt-metal 0.69's path; ttnn 0.81.1 has it at api/debug (written by kernels/build.py).
#pragma once
#include "api/debug/kernel_profiler.hpp"
