"""The Go Fish family's views: its reports drawn for the terminal (rich) and as HTML pages,
registered by report class in :mod:`~fishsolve.gofish.render.views`. Rendering never computes."""
