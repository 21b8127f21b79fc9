"""Comparing two evaluation outputs: verdicts that changed between them, and why (`citeset diff`)."""

from citeset.diff._compare import diff_outputs
from citeset.diff._model import CardChange, CardKey, CardSide, RunSide, VerdictDiff
from citeset.diff._render import print_diff, to_markdown

__all__ = ["CardChange", "CardKey", "CardSide", "RunSide", "VerdictDiff", "diff_outputs", "print_diff",
           "to_markdown"]
