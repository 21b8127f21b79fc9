"""Reports: report.json model and Markdown / HTML / JSON / terminal renderings."""

from citeset.cards import Counts, EscalationItem, Report

__all__ = ["Counts", "EscalationItem", "Report"]
