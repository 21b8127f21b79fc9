"""citeset: test whether the citations in RAG answers justify them.

    import citeset
    suite = citeset.load_suite("suite/")
    run = citeset.load_run("run.jsonl", suite)
    result = citeset.evaluate(suite, run)            # rules judge by default
    result.report.metrics["citation_set_completeness"]
    [card.verdict for card in result.cards]
"""

__version__ = "0.1.0"

from citeset.errors import InputError  # noqa: E402
from citeset.evidence import Card, EvalConfig, Evaluation, evaluate, evaluate_async  # noqa: E402
from citeset.judges import Judge, JudgeSpec, Label, RulesJudge, load_judge  # noqa: E402
from citeset.report import Report  # noqa: E402
from citeset.runs import Run, load_run  # noqa: E402
from citeset.suite import Suite, load_suite  # noqa: E402

__all__ = [
    "Card",
    "EvalConfig",
    "Evaluation",
    "InputError",
    "Judge",
    "JudgeSpec",
    "Label",
    "Report",
    "Run",
    "RulesJudge",
    "Suite",
    "__version__",
    "evaluate",
    "evaluate_async",
    "load_judge",
    "load_run",
    "load_suite",
]
