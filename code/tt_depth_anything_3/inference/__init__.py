"""One image's way through a model, and the scheduling of many.

``images`` (decode) -> ``preprocess`` -> the backend -> ``postprocess`` -> ``outputs``
(``DepthOutput``); ``jobs`` holds the two halves of that line (host preparation, one backend
call plus postprocessing); ``predict`` runs it over images and streams; ``schedule`` holds the
generic iterators it is wrapped in (read-ahead, batching, frames side by side) and ``gate`` who
may use a backend at once.
"""
