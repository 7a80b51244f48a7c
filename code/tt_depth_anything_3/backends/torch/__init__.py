"""The PyTorch backend (CPU and CUDA): the network of ``modeling/`` loaded into torch
(``loading``), its precision rules (``precision``, ``auto_precision``), the int8 CPU path
(``int8_linear``, ``cpu_kernels``, ``cpu_capability``) and the backend itself (``backend``)."""
