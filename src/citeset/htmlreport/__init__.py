"""A self-contained HTML report of an evaluation: metrics with intervals, Vega-Lite charts (static SVG), and
every acceptance card, filterable and paginated, written for one reader class."""

from citeset.htmlreport._page import render_html

__all__ = ["render_html"]
