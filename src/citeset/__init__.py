"""citeset: test whether the citations in RAG answers justify them.

    import citeset
    suite = citeset.load_suite("suite/")
    run = citeset.load_run("run.jsonl", suite)
    result = citeset.evaluate(suite, run)            # rules judge by default; works inside a running loop
    result.report.metrics["citation_set_completeness"]
    [card.verdict for card in result.cards]
    cards_df, metrics_df = result.to_pandas()        # needs pandas

In memory, without files: `citeset.Suite.from_records(sources=..., spans=..., cases=...)` and
`citeset.Run.from_records([...], suite)`. In tests: `citeset.testing.assert_accepted(result)`.
"""

from citeset._version import __version__
from citeset.api import Result, evaluate
from citeset.errors import InputError
from citeset.evidence import Card, EvalConfig, Evaluation, evaluate_async
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
    "Result",
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
