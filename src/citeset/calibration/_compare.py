"""`citeset judge compare`: where two judges disagree on labelled pairs, by slice, with examples."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import Field

from citeset._aio import run as run_coroutine
from citeset._model import Record
from citeset.calibration._items import CalibrationItem
from citeset.calibration._metrics import collapse
from citeset.calibration._run import judge_items
from citeset.calibration._slices import claim_slices
from citeset.judges._protocol import Judge, Judgment

_CLAIM_CHARS = 140


class SliceAgreement(Record):
    """Two judges on the pairs of one slice."""

    n: int = Field(description="Pairs in the slice.")
    disagree: int = Field(description="Pairs the judges label differently.")
    a_correct: int = Field(description="Pairs where judge A agrees with the human label.")
    b_correct: int = Field(description="Pairs where judge B agrees with the human label.")
    only_a: int = Field(description="Pairs only A gets right.")
    only_b: int = Field(description="Pairs only B gets right.")


class Disagreement(Record):
    """One pair the judges label differently."""

    id: str = Field(description="Item id.")
    line: int = Field(description="Line in the labels file.")
    claim: str = Field(description="The claim (shortened).")
    gold: str = Field(description="Human label (collapsed like the comparison).")
    a: str = Field(description="Judge A's label.")
    b: str = Field(description="Judge B's label.")
    slices: list[str] = Field(description="Slices of the pair.")
    a_rationale: str = Field(description="Judge A's rationale.")
    b_rationale: str = Field(description="Judge B's rationale.")


class Comparison(Record):
    """The agreement of two judges on one labels file."""

    judge_a: str = Field(description="Judge A (spec string as recorded on its labels).")
    judge_b: str = Field(description="Judge B.")
    mode: str = Field(description="binary (entailed vs not) or 4-way.")
    slices: dict[str, SliceAgreement] = Field(description="Per slice; 'all' is every pair.")
    examples: list[Disagreement] = Field(description="Disagreements, those where one judge is right first.")


def _slices_of(item: CalibrationItem) -> list[str]:
    out = ["all", *claim_slices(item.claim, item.multi_sentence)]
    return out + ([f"slice={item.slice}"] if item.slice else [])


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= _CLAIM_CHARS else text[: _CLAIM_CHARS - 1] + "…"


def compare_judgments(
    items: Sequence[CalibrationItem], a: Sequence[Judgment], b: Sequence[Judgment], names: tuple[str, str]
) -> Comparison:
    binary = any(item.binary for item in items)
    tallies: dict[str, list[int]] = {}
    examples: list[tuple[int, Disagreement]] = []
    for item, ja, jb in zip(items, a, b, strict=True):
        gold = collapse(item.label, binary)
        la, lb = collapse(ja.label, binary), collapse(jb.label, binary)
        names_of = _slices_of(item)
        for name in names_of:
            t = tallies.setdefault(name, [0] * 6)
            ok_a, ok_b = la == gold, lb == gold
            for k, v in enumerate((1, la != lb, ok_a, ok_b, ok_a and not ok_b, ok_b and not ok_a)):
                t[k] += int(v)
        if la != lb:
            example = Disagreement(
                id=item.id,
                line=item.line,
                claim=_short(item.claim),
                gold=gold,
                a=la,
                b=lb,
                slices=names_of[1:],
                a_rationale=_short(ja.rationale),
                b_rationale=_short(jb.rationale),
            )
            examples.append((0 if (la == gold) != (lb == gold) else 1, example))
    examples.sort(key=lambda pair: pair[0])
    slices = {
        name: SliceAgreement(n=t[0], disagree=t[1], a_correct=t[2], b_correct=t[3], only_a=t[4], only_b=t[5])
        for name, t in sorted(tallies.items(), key=lambda kv: (kv[0] != "all", kv[0]))
    }
    return Comparison(
        judge_a=names[0],
        judge_b=names[1],
        mode="binary" if binary else "4-way",
        slices=slices,
        examples=[e for _, e in examples],
    )


def compare(
    items: Sequence[CalibrationItem], judges: tuple[Judge, Judge], names: tuple[str, str]
) -> Comparison:
    """Run both judges on every pair and compare them (names: the spec strings the user gave)."""
    a = run_coroutine(judge_items(judges[0], items))
    b = run_coroutine(judge_items(judges[1], items))
    return compare_judgments(items, a, b, names)
