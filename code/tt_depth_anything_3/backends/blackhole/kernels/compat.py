"""Forwarding headers shipped in every compile folder (``generated/SHAPE/``) by ``build.py``:
the paths tt-lang 1.1.1's C++ includes (tt-metal 0.69's) that ttnn 0.81.1 moved."""

# Headers the generated C++ includes at their tt-metal 0.69 paths, which ttnn 0.81.1 moved: each
# compile folder holds a forwarding header at the old path. TT-Metal's JIT puts the kernel's
# folder last on the include path, so a runtime that has the old path (0.69) uses its own.
COMPAT_HEADERS = {
    "experimental/circular_buffer.h": (
        "// tt-metal 0.69's experimental::CircularBuffer; ttnn 0.81.1 has it at\n"
        "// api/dataflow/circular_buffer.h, outside any namespace (written by kernels/build.py).\n"
        "#pragma once\n"
        '#include "api/dataflow/circular_buffer.h"\n'
        "namespace experimental {\n"
        "using ::CircularBuffer;\n"
        "}  // namespace experimental\n"
    ),
    "tools/profiler/kernel_profiler.hpp": (
        "// tt-metal 0.69's path; ttnn 0.81.1 has it at api/debug (written by kernels/build.py).\n"
        "#pragma once\n"
        '#include "api/debug/kernel_profiler.hpp"\n'
    ),
}
