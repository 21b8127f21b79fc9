"""Text features behind the rules judge: normalisation, typed tokens, qualifiers, caching."""

from __future__ import annotations

import pytest

from citeset.judges import Label
from citeset.judges import _rules_features as F
from citeset.judges._rules_features import DATE, ENT, NEG, NUM, UNIT, WORD, features, stem
from conftest import judged


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("holds", "hold"),
        ("held", "holds"),
        ("rights", "right"),
        ("associated", "associate"),
        ("mapped", "maps"),
        ("returned", "returns"),
        ("deliveries", "delivery"),
        ("applied", "apply"),
        ("shipping", "ships"),
        ("making", "make"),
        ("used", "use"),
        ("needed", "need"),
    ],
)
def test_stemming_conflates_inflections(a: str, b: str) -> None:
    assert stem(a) == stem(b)


@pytest.mark.parametrize(("a", "b"), [("string", "strings"), ("status", "status"), ("bus", "bus")])
def test_stemming_leaves_short_or_latin_words(a: str, b: str) -> None:
    assert stem(a) == stem(b) and len(stem(a)) >= 3


def kinds(text: str) -> list[tuple[str, int, str]]:
    return [(c.norm, c.kind, c.sub) for c in features(text).content]


def test_typed_tokens() -> None:
    got = kinds("Entity R holds Cedar's rights for $5 million since 2019, per record R17 in March.")
    assert ("entity", ENT, "name") in got
    assert ("r", ENT, "letter") in got
    assert ("cedar", ENT, "name") in got  # possessive stripped
    assert ("right", WORD, "") in got
    assert ("5", NUM, "plain") in got and ("usd", UNIT, "") in got and ("million", UNIT, "") in got
    assert ("2019", DATE, "year") in got
    assert ("r17", ENT, "id") in got
    assert ("march", DATE, "month") in got


def test_numbers_and_units() -> None:
    f = features("It takes thirty-five days, 5% or 1,000 kg, at least 30 weeks and 2 hours or more.")
    by_norm = {c.norm: c for c in f.content if c.kind == NUM}
    assert by_norm["35"].units == ("day",)
    assert by_norm["5"].units == ("percent",)
    assert by_norm["1000"].units == ("kg",)
    assert by_norm["30"].qual == "ge" and by_norm["30"].units == ("week",)
    assert by_norm["2"].qual == "ge"
    assert f.text[by_norm["35"].sstart : by_norm["35"].send] == "thirty-five days"


def test_unit_words_are_units_only_after_numbers() -> None:
    assert ("day", WORD, "") in kinds("Some days are long.")
    assert ("day", UNIT, "") in kinds("It takes 3 days.")


def test_stopwords_and_pronoun_one_are_not_content() -> None:
    assert kinds("It is one of the things that may not be.") == [("thing", WORD, "")]
    assert ("1", NUM, "plain") in kinds("It takes one day.")


def test_acronyms_versus_shouting() -> None:
    assert ("who", ENT, "acronym") in kinds("The report was published by the WHO.")
    assert ("us", ENT, "acronym") in kinds("Sales in the U.S. grew.")
    assert [n for n, *_ in kinds("THE STORE IS OPEN")] == ["store", "open"]


def test_sentences_split_on_periods_but_not_abbreviations() -> None:
    assert len(features("Dr. Smith arrived. He left.").sentences()[0]) == 2
    assert len(features("One. Two! Three?").sentences()[0]) == 3


def test_negation_cues_and_neutral_uses() -> None:
    f = features("It is not free, never was; no more than 5 apply and it wasn't done until 2020.")
    negs = [w for w, cue in zip(f.low, f.cue, strict=True) if cue == NEG]
    assert negs == ["not", "never"]  # "no more than" is a bound; "wasn't ... until" is not a negation


def test_citation_markers_are_blanked() -> None:
    f = features("Entity R holds the rights [1][2] as stated [3-4].")
    assert all(c.kind != NUM for c in f.content)


def test_features_are_memoised_per_cache() -> None:
    cache = F.FeatureCache()
    text = "Project Cedar is mapped to record R17."
    assert cache.get(text) is cache.get(text)
    long_text = "word " * 2000
    assert cache.get(long_text) is cache.get(long_text)
    assert F.FeatureCache().get(text) is not cache.get(text)  # no state shared between judges


def test_feature_cache_is_bounded_by_text_size() -> None:
    cache = F.FeatureCache(budget_chars=4000)
    texts = [f"Record R{i} is mapped to project P{i} in the registry." for i in range(200)]
    for t in texts:
        cache.get(t)
    assert 0 < len(cache.entries) < 200
    assert cache.chars <= 4000
    assert texts[-1] in cache.entries and texts[0] not in cache.entries  # least recently used go first
    assert cache.get(texts[-1]) is cache.get(texts[-1])
    huge = "x " * 5000  # larger than a quarter of the budget: computed, never cached
    assert cache.get(huge).terms == ("x",)
    assert huge not in cache.entries


def test_empty_and_symbol_only_texts() -> None:
    for text in ("", "   ", "—", "...", "[1]"):
        f = features(text)
        assert f.content == [] and not f.checkable


def test_a_day_written_as_an_ordinal_is_the_day() -> None:
    """"the 4th of June 2024" and "June 4th" name the day "4 June 2024" names (a correct date was read as a
    value missing from the evidence); a rank stays a rank ("finished 4th in June", "the 2nd may")."""
    def norms(text: str) -> list[str]:
        return [c.norm for c in features(text).content if c.kind in (NUM, DATE)]

    assert norms("Released on the 4th of June 2024.") == norms("Released on 4 June 2024.") == ["4", "june", "2024"]
    assert norms("Released on June 4th, 2024.") == ["june", "4", "2024"]
    assert norms("The crew finished 4th in June.") == ["4th", "june"]
    assert norms("The 2nd may be late.") == ["2nd"]


def test_the_judge_reads_an_ordinal_day_as_the_same_date() -> None:
    from citeset.judges import Label, Passage, RulesJudge

    claim = "Halvik Software released version 3.2 on the 4th of June 2024."
    j = RulesJudge().label(claim, [Passage(span_id="e", text="Halvik Software released version 3.2 on 4 June 2024.")])
    assert j.label is Label.ENTAILED, j.rationale


def test_a_rank_before_a_months_name_stays_a_rank() -> None:
    """"her 3rd June Open", "its 5th March concert", "the 2nd May Day parade" are ranks: an ordinal after a
    possessive, or before a month that names something with the word after it, is no day (an audit found
    "won the June Open on 3 June 2021" accepted on "won her 3rd June Open in 2021")."""
    def norms(text: str) -> list[str]:
        return [c.norm for c in features(text).content if c.kind in (NUM, DATE)]

    assert norms("Ana Lee won her 3rd June Open in 2021.") == ["3rd", "june", "2021"]
    assert norms("The choir gave its 5th March concert.") == ["5th", "march"]
    assert norms("The town held the 2nd May Day parade.") == ["2nd", "may"]
    assert norms("The fair opens on the 4th of June, 2024.") == ["4", "june", "2024"]
    assert norms("It closes on 4th June at noon.") == ["4", "june", "12"]  # noon is 12 pm


def test_a_day_before_the_next_clauses_subject_is_a_day() -> None:
    def norms(text: str) -> list[str]:
        return [c.norm for c in features(text).content if c.kind in (NUM, DATE)]

    assert norms("On 4th June Holm Council approved the plan.") == ["4", "june"]
    assert norms("Ana Lee won the 3rd June Open.") == ["3rd", "june"]


@pytest.mark.parametrize(("text", "value", "surface"), [
    ("It plans to enrol six hundred and forty participants.", "640", "six hundred and forty"),
    ("It plans to enrol six hundred participants.", "600", "six hundred"),
    ("It cost two thousand five hundred euros.", "2500", "two thousand five hundred"),
    ("It took one hundred and twenty-five days.", "125", "one hundred and twenty-five"),
    ("It seats three thousand and forty two people.", "3042", "three thousand and forty two"),
])
def test_a_number_in_words_is_read_whole(text: str, value: str, surface: str) -> None:
    """"six hundred and forty" is 640, not 6, a hundred and 40 (audit 18 ct-01: the judge found '640' contradicted
    by 'forty participants')."""
    f = features(text)
    (num,) = [c for c in f.content if c.kind == NUM]
    assert num.norm == value and f.text[num.sstart : num.send].startswith(surface)
    assert judged(text, text.replace(surface, value)).label is Label.ENTAILED
    assert judged(text.replace(surface, value), text).label is Label.ENTAILED


def _held_bytes_per_char(calls: list[tuple[str, tuple[str, ...]]]) -> float:
    """What the judge's feature cache holds per cached character once the judge has read `calls`."""
    import gc
    import tracemalloc

    from citeset.judges._rules import RulesJudge

    judge = RulesJudge(cache=0)
    gc.collect()
    tracemalloc.start()
    try:
        judge.label_pairs(calls)
        gc.collect()
        full, _ = tracemalloc.get_traced_memory()
        chars = judge._features.chars
        judge._features.clear()
        gc.collect()
        empty, _ = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return (full - empty) / chars


def test_a_full_feature_cache_stays_near_100_mb() -> None:
    """Memory (issue 13, 1M claims under 1 GB): a judge's feature cache at its character budget holds about
    100 MB (at most 128), on real evidence and on short benchmark-like texts. The budget once assumed ~40 bytes
    per character while the readings' results kept on each text's features made it ~150: 300 MB per worker."""
    import json
    from pathlib import Path

    golden = json.loads(Path(__file__).with_name("rules_golden.json").read_text())
    real = [(r["claim"], tuple(r["texts"])) for r in golden["engine"] if r["variant"] == "scored"]
    short = [(f"Depot D{i} dispatches the night ferry to Harbour H{i} on weekdays.",
              (f"The night ferry to Harbour H{i} leaves from depot D{i}.",
               f"Depot D{i} serves routes {i}, {i + 1} and {i + 2} from Monday to Friday."))
             for i in range(300)]
    for calls in (real, short):
        held = _held_bytes_per_char(calls) * F.CACHE_BUDGET_CHARS
        assert held <= 128_000_000, f"a full cache would hold {held / 1e6:.0f} MB"
