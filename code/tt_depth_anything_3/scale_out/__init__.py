"""Scale-out on Ray: Ray Serve replicas (one per device) and Ray Data batch inference.

Needs the ``ray`` extra (``pip install 'tt-depth-anything-3[ray]'``); nothing here is imported by
the rest of the package.
"""
