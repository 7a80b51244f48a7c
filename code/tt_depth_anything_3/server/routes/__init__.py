"""The HTTP routes, one module per group: ``predict`` (/predict, /predict_png), ``reconstruct``
(/reconstruct), ``status`` (/health, /ready, /info, /v1/models, /metrics) and ``static`` (the
web page)."""
