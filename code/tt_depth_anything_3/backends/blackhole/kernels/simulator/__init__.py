"""The kernels in the spelling of ``tt-lang-sim==1.1.6`` (the CPU suite's simulator): run as
``tt-lang-sim FILE.py``, never imported; ``kernels.simulator_kernel_path`` locates them."""
