"""Helpers of the test suite: checkpoints in the official format, the official references,
synthetic data and server harnesses (imported as ``support.<module>``)."""
