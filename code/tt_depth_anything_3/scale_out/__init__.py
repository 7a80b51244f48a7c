"""Scale-out on Ray: Ray Serve replicas (one per device), Ray Data batch inference, and the
chunks of a video's chunked reconstruction on replicas (``stream``).

Needs the ``ray`` extra (``pip install 'tt-depth-anything-3[ray]'``); nothing here is imported by
the rest of the package.
"""
