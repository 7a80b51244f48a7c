"""Multi-view geometry: the ``Scene`` that ``DepthAnything3.reconstruct`` returns, camera
conventions (``cameras``), the ray-pose solver (``ray_pose``), known-pose alignment
(``alignment``) and the view limit (``limits.max_views``, ``limits.check_view_count``)."""

from .limits import check_view_count, max_views
from .scene import Scene

__all__ = ["Scene", "check_view_count", "max_views"]
