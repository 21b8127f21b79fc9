"""Windowing of joint evidence for the `nli` judge, and the rule that combines window labels.

Joint support: the cited passages are concatenated in citation order. When they do not fit the
model's window (max length minus the claim and special tokens), the evidence is split into windows:

1. a passage that fits the window is never cut; a longer passage is cut at sentence boundaries, and a
   sentence longer than the window at token boundaries;
2. windows are runs of consecutive pieces packed greedily; the next window starts at the previous
   window's last piece whenever that piece and the next one fit together, so **any two adjacent pieces
   that fit in one window share a window**.

Combination rule (`combine`), with thresholds t_e (entailed) and t_c (contradicted):

- entailed when some window has p(entailed) >= t_e and no window has p(contradicted) >= t_c;
- contradicted when some window has p(contradicted) >= t_c and none entails;
- undetermined (label None, the claim escalates) when one window entails and another contradicts:
  the cited evidence conflicts with itself;
- insufficient otherwise.

Limit (documented, by design): a window is a subset of the evidence, so a window that entails shows the
evidence entails. The converse fails for multi-hop support: if the hops needed together land in
different windows (non-adjacent passages, or passages too long to share a window), no window entails
and the label is insufficient, never a false "entailed". The rationale says when this can have
happened, so a reviewer can escalate instead of trusting the negative.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from citeset._lazyre import lazy_compile
from citeset.judges._protocol import Label

_SENTENCE = lazy_compile(r"(?<=[.!?;])\s+")


@dataclass(frozen=True)
class Piece:
    """A whole passage, or a part of a passage too long for the window."""

    passage: int
    text: str
    tokens: int
    part: bool = False


@dataclass(frozen=True)
class Window:
    pieces: tuple[Piece, ...]

    @property
    def text(self) -> str:
        return " ".join(p.text for p in self.pieces)

    @property
    def tokens(self) -> int:
        return sum(p.tokens for p in self.pieces)

    @property
    def passages(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(p.passage for p in self.pieces))

    def describe(self) -> str:
        ps = self.passages
        where = f"passage {ps[0] + 1}" if len(ps) == 1 else f"passages {ps[0] + 1}-{ps[-1] + 1}"
        return where + (" (part)" if any(p.part for p in self.pieces) else "")


def pack(lengths: Sequence[int], budget: int) -> list[tuple[int, ...]]:
    """Windows of consecutive piece indices; adjacent pieces that fit together share a window."""
    windows: list[tuple[int, ...]] = []
    n = len(lengths)
    start = 0
    while start < n:
        total, end = lengths[start], start + 1
        while end < n and total + lengths[end] <= budget:
            total += lengths[end]
            end += 1
        windows.append(tuple(range(start, end)))
        if end >= n:
            break
        overlap = end - 1 > start and lengths[end - 1] + lengths[end] <= budget
        start = end - 1 if overlap else end
    return windows


def split_passage(
    index: int,
    text: str,
    tokens: int,
    budget: int,
    count: Callable[[list[str]], list[int]],
    cut: Callable[[str, int], list[str]],
) -> list[Piece]:
    """One piece when the passage fits; otherwise sentence-packed pieces, each within the budget."""
    if tokens <= budget:
        return [Piece(index, text, tokens)]
    sentences = [s for s in _SENTENCE.split(text) if s.strip()]
    sizes = count(sentences)
    units: list[tuple[str, int]] = []
    for sentence, size in zip(sentences, sizes, strict=True):
        if size <= budget:
            units.append((sentence, size))
        else:
            parts = cut(sentence, budget)
            units.extend(zip(parts, count(parts), strict=True))
    pieces: list[Piece] = []
    text_parts: list[str] = []
    size = 0
    for unit, n in units:  # greedy, without overlap: each sentence appears once
        if text_parts and size + n > budget:
            pieces.append(Piece(index, " ".join(text_parts), size, part=True))
            text_parts, size = [], 0
        text_parts.append(unit)
        size += n
    if text_parts:
        pieces.append(Piece(index, " ".join(text_parts), size, part=True))
    return pieces


def plan(pieces: Sequence[Piece], budget: int) -> list[Window]:
    if not pieces:
        return []
    return [Window(tuple(pieces[i] for i in group)) for group in pack([p.tokens for p in pieces], budget)]


@dataclass(frozen=True)
class Combined:
    label: Label | None
    score: float
    rationale: str


def combine(
    windows: Sequence[Window],
    probs: Sequence[dict[Label, float]],
    t_entailed: float,
    t_contradicted: float,
) -> Combined:
    """Apply the combination rule in the module docstring to per-window label probabilities."""
    n = len(windows)
    e_best = max(range(n), key=lambda i: probs[i].get(Label.ENTAILED, 0.0))
    c_best = max(range(n), key=lambda i: probs[i].get(Label.CONTRADICTED, 0.0))
    p_e = probs[e_best].get(Label.ENTAILED, 0.0)
    p_c = probs[c_best].get(Label.CONTRADICTED, 0.0)
    where = (
        (lambda i: f"window {i + 1}/{n} ({windows[i].describe()})") if n > 1 else (lambda i: "the evidence")
    )
    entails, contradicts = p_e >= t_entailed, p_c >= t_contradicted
    if entails and contradicts:
        return Combined(
            None,
            p_e,
            f"conflicting evidence: {where(e_best)} entails (p={p_e:.2f}) but {where(c_best)} contradicts "
            f"(p={p_c:.2f})",
        )
    if entails:
        return Combined(Label.ENTAILED, p_e, f"{where(e_best)} entails the claim (p={p_e:.2f})")
    if contradicts:
        return Combined(Label.CONTRADICTED, p_e, f"{where(c_best)} contradicts the claim (p={p_c:.2f})")
    note = ""
    if n > 1:
        note = (
            f"; evidence split into {n} windows, so support that needs passages from different windows "
            "cannot be found (multi-hop limit)"
        )
    return Combined(Label.INSUFFICIENT, p_e, f"no window entails the claim (best p={p_e:.2f}){note}")
