"""Judges: map (claim, evidence passages) to entailed / contradicted / insufficient / not_applicable."""

from citeset.judges._book import LabelBook
from citeset.judges._cache import CachedJudge, CacheStats, cache_stats, clear_cache, default_cache_path
from citeset.judges._cascade import CascadeJudge
from citeset.judges._llm import LLMJudge, LLMSettings
from citeset.judges._nli import NLIJudge
from citeset.judges._protocol import Judge, JudgeRequest, JudgeSpec, Judgment, Label, Passage, failed
from citeset.judges._registry import available_judges, load_judge
from citeset.judges._rules import RulesJudge

__all__ = [
    "CacheStats",
    "CachedJudge",
    "CascadeJudge",
    "Judge",
    "JudgeRequest",
    "JudgeSpec",
    "Judgment",
    "LLMJudge",
    "LLMSettings",
    "Label",
    "LabelBook",
    "NLIJudge",
    "Passage",
    "RulesJudge",
    "available_judges",
    "cache_stats",
    "clear_cache",
    "default_cache_path",
    "failed",
    "load_judge",
]
