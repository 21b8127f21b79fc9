"""Reports: report.json model and Markdown / HTML / JSON / terminal renderings."""

from citeset.report._model import Counts, EscalationItem, Report

__all__ = ["Counts", "EscalationItem", "Report"]
