"""What a reader is shown of a run's own text must not depend on what versions blocked for that reader say.

A hardening re-audit: a run listed 427 candidate names, amounts and days in one public case, and the public card
withheld exactly those a blocked version states, so one evaluation spelled out a blocked name, amount and day. A
run's words, spelled-out words, amounts and days are now withheld when no version the reader may read states them,
whether or not a blocked one does: a right guess and a wrong one give the same card."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeset import load_suite
from citeset.evidence import Card, CitationView
from citeset.redact import Redactor
from citeset.suite import Suite
from redact.helpers_redact import vault_saying, vault_suite

BLOCKED_FACTS = "The settlement figure is 4,250,000 euros, agreed on 3 March 2024 with Kestrowan.\n"


@pytest.fixture
def public(tmp_path: Path) -> Redactor:
    """The public's redactor of a suite whose vault (readable by "legal" only) also states BLOCKED_FACTS."""
    return Redactor(load_suite(vault_saying(tmp_path / "suite", BLOCKED_FACTS)), "public")


def _card(text: str, quote: str | None = None) -> Card:
    citation = CitationView(ref="oak-rights", valid=True, version_id="rights-oak", exact="Entity Q holds the rights",
                            quote=quote, segment=text)
    return Card(case_id="c", claim_id=None, kind="output", text=text, answerability="answerable",
                verdict="reject", reasons=[f"names/values not in evidence: {text.split()[-1]}"],
                citations=[citation])


def _shown(redactor: Redactor, text: str) -> str:
    return redactor.card(_card(text, quote=text)).model_dump_json()


@pytest.mark.parametrize(("right", "wrong"), [
    ("Kestrowan", "Veltmarsh"),                  # a name
    ("4,250,000", "3,180,000"),                  # an amount
    ("4.25 million", "3.18 million"),            # the amount in another form
    ("3 March 2024", "5 March 2024"),            # a day
    ("2024-03-03", "2024-03-05"),                # the day in another form
    ("K.e.s.t.r.o.w.a.n", "V.e.l.t.m.a.r.s.h"),  # spelled out
    ("Kestro-wan", "Veltma-rsh"),                # cut in two
    ("xKestrowanx", "xVeltmarshx"),              # with an affix
])
def test_a_right_and_a_wrong_guess_of_blocked_text_give_the_same_card(public: Redactor, right: str,
                                                                        wrong: str) -> None:
    said = "Entity Q holds the rights; the candidate is {}"
    assert _shown(public, said.format(right)) == _shown(public, said.format(wrong))
    assert right.split()[0] not in _shown(public, said.format(right))


def test_words_and_values_a_readable_version_states_stay_on_a_runs_card(public: Redactor) -> None:
    text = "Entity Q holds the rights associated with record R30; amounts are stated in euros"
    assert public.card(_card(text)).text == text


def test_a_runs_answer_shown_to_a_reader_is_withheld_the_same_way(public: Redactor) -> None:
    """An answer (a rendered page's sentences, an incident's answer) is the run's text too."""
    said = "Entity Q holds the rights associated with {}."
    right, wrong = public.said(said.format("Kestrowan")), public.said(said.format("Veltmarsh"))
    assert right == wrong == "Entity Q holds the rights associated with [withheld]."


def test_without_blocked_versions_a_runs_text_is_shown_as_written(tmp_path: Path) -> None:
    suite: Suite = load_suite(vault_suite(tmp_path / "suite", ["legal"]))
    text = "Entity Q holds the rights; the candidate is Veltmarsh"
    legal = Redactor(suite, "legal")
    assert legal.said(text) == text and legal.card(_card(text)).text == text


def test_a_word_the_run_did_not_write_is_still_withheld_only_when_blocked(public: Redactor) -> None:
    """Words of a rationale that come from the suite (not the run) keep the rule by blocked text: the run cannot
    choose them, so they tell it nothing."""
    card = _card("Entity Q holds the rights").model_copy(update={"reasons": ["the register names Kestrowan; Zubrin"]})
    assert public.card(card).reasons == ["the register names [withheld]; Zubrin"]


def test_a_small_number_the_run_wrote_is_shown_whether_or_not_blocked(tmp_path: Path) -> None:
    """Markers and counts ("[2]", "7 days") stay readable; a number under 100 that only a blocked version states is
    shown like any other, so it tells nothing."""
    root = vault_saying(tmp_path / "suite", "Keys are rotated every 47 days.\n")
    public = Redactor(load_suite(root), "public")
    assert public.card(_card("Entity Q holds the rights [2] for 47")).text == "Entity Q holds the rights [2] for 47"
    assert public.card(_card("Entity Q holds the rights [2] for 46")).text == "Entity Q holds the rights [2] for 46"


@pytest.mark.parametrize(("right", "wrong", "piece"), [
    ("x_Kestrowan", "x_Veltmarsh", lambda w: w[2:]),          # a judge names the word after the underscore
    ("x_4,250,000", "x_3,180,000", lambda w: w[2:]),          # or the number after it
    ("4250-77", "3180-77", lambda w: w[:4]),                  # or the first group of a joined number
])
def test_a_piece_of_a_runs_word_named_on_its_own_is_withheld_alike(public: Redactor, right: str, wrong: str,
                                                                   piece) -> None:
    """A hardening re-audit: the judge's rationale split a run's word ("x_Orvane" into "x, Orvane") and each piece
    fell back to the rule by blocked text, one guess a claim."""
    def shown(word: str) -> str:
        card = _card(f"Entity Q holds the rights of {word}").model_copy(
            update={"reasons": [f"names/values not in evidence: x, {piece(word)}"]})
        return public.card(card).model_dump_json()
    assert shown(right).replace(right, "W") == shown(wrong).replace(wrong, "W")
    assert "Kestrowan" not in shown(right) and "250" not in shown(right)


def test_a_word_cut_in_short_parts_is_no_cover_for_a_blocked_word_elsewhere(public: Redactor) -> None:
    """A hardening re-audit: a run that wrote "Co-un-se-l" (parts too short to be words) made "counsel" its own,
    known word, and a judge reason quoting a blocked passage then showed "Counsel"."""
    card = _card("Entity Q holds the rights", quote="Co-un-se-l").model_copy(
        update={"reasons": ["the evidence names Counsel"]})
    shown = public.card(card)
    assert "Counsel" not in shown.model_dump_json() and shown.reasons == ["the evidence names [withheld]"]


def test_a_word_a_readable_version_states_in_another_form_stays(public: Redactor) -> None:
    """Withholding every word no readable version states word for word hid a quarter of ordinary words in a
    realistic answer ("supports", "liked"): a word whose stem a readable word shares is known."""
    text = "Entity Q holds the right associated with the records"
    assert public.said(text) == text
