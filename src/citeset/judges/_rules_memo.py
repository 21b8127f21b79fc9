"""What the rules judge keeps between questions: a pair's analysis, recent analyses (shared with the strict
sibling) and recent decisions, and the runs of pairs a batch analyses together."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from citeset.judges._protocol import Label
from citeset.judges._rules_tokens import Features

# Recent analyses, shared with the strict sibling (the engine's guard asks within a batch of 256 questions),
# bounded by the characters of their texts (~40 bytes of features per character are kept alive).
ANALYSES_BUDGET_CHARS = 262_144

Decision = tuple[Label, float, str]
Pair = tuple[str, tuple[str, ...]]


@dataclass(slots=True)
class Analysis:
    """What the deterministic checks found; `decided` is set when they settle the label on their own."""

    decided: Decision | None
    score: float = 0.0  # share of the claim's content terms found in the evidence
    cf: Features | None = None
    missing: tuple[str, ...] = ()
    tally: str = ""
    covered: frozenset[str] = frozenset()
    vector: list[float] | None = None  # graded coverage features (computed on demand: `scored`)
    efs: list[Features] | None = None
    mismatch: bool = False  # a slot mismatch was seen, material or not
    values_missing: tuple[str, ...] = ()  # names, identifiers, numbers, units, dates the evidence lacks
    substituted: tuple[tuple[str, str], ...] = ()  # claim words replaced in their slot (another relation)
    restated: frozenset[str] = frozenset()  # value terms the evidence states in another form ("$2,500,000")

    @property
    def gated(self) -> bool:
        """Whether the scored judge's deterministic requirements already rule out `entailed`."""
        return bool(self.values_missing or self.substituted)


class AnalysisMemo:
    """Analyses of recent (claim, texts) pairs, oldest dropped past a budget of characters."""

    def __init__(self) -> None:
        self.entries: OrderedDict[Pair, tuple[Analysis, int]] = OrderedDict()
        self.chars = 0

    def put(self, key: Pair, a: Analysis, size: int) -> None:
        entries = self.entries
        entries[key] = (a, size)
        self.chars += size
        while self.chars > ANALYSES_BUDGET_CHARS and entries:
            self.chars -= entries.popitem(last=False)[1][1]


class Decisions:
    """Recent decisions by (claim, texts), the least recently asked dropped past `size` (an LRU, as
    `functools.lru_cache` keeps one, but one a batch can ask whether it holds a pair without deciding it)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.entries: OrderedDict[Pair, Decision] = OrderedDict()

    def get(self, key: Pair) -> Decision | None:
        found = self.entries.get(key)
        if found is not None:
            try:  # noqa: SIM105 (suppress() would build a context manager on every hit)
                self.entries.move_to_end(key)
            except KeyError:  # dropped meanwhile by another thread: still a valid answer
                pass
        return found

    def put(self, key: Pair, decision: Decision) -> Decision:
        entries = self.entries
        entries[key] = decision
        while len(entries) > self.size:
            entries.popitem(last=False)
        return decision


def groups(pairs: Sequence[Pair]) -> Iterator[Sequence[Pair]]:
    """The pairs in runs of at most `ANALYSES_BUDGET_CHARS` characters (a run's analyses are held
    together)."""
    start, chars = 0, 0
    for i, (claim, texts) in enumerate(pairs):
        size = len(claim) + sum(map(len, texts))
        if chars and chars + size > ANALYSES_BUDGET_CHARS:
            yield pairs[start:i]
            start, chars = i, 0
        chars += size
    if start < len(pairs):
        yield pairs[start:]
