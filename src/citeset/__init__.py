"""citeset: test whether the citations in RAG answers justify them.

    import citeset
    suite = citeset.load_suite("suite/")
    run = citeset.load_run("run.jsonl", suite)
    result = citeset.evaluate(suite, run)            # rules judge by default
    result.report.metrics["citation_set_completeness"]
    [card.verdict for card in result.cards]
"""

__version__ = "0.1.0"

from citeset.errors import InputError
from citeset.evidence import Card, EvalConfig, Evaluation, evaluate, evaluate_async
from citeset.judges import Judge, JudgeSpec, Label, RulesJudge, load_judge
from citeset.report import Report
from citeset.runs import Run, load_run
from citeset.suite import Suite, load_suite

__all__ = [
    "Card",
    "EvalConfig",
    "Evaluation",
    "InputError",
    "Judge",
    "JudgeSpec",
    "Label",
    "Report",
    "RulesJudge",
    "Run",
    "Suite",
    "__version__",
    "evaluate",
    "evaluate_async",
    "load_judge",
    "load_run",
    "load_suite",
]
