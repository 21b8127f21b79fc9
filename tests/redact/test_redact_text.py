"""Redactor.text and Redactor.card: what is found, how it is replaced, and what is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from _timing import assert_linear
from citeset import load_suite
from citeset.corpus import SourceVersion
from citeset.corpus._normalize import normalize as fold
from citeset.evidence import Card, CitationView
from citeset.judges import Judgment
from citeset.redact import Redactor, Redactors
from citeset.suite import Suite
from redact.helpers_redact import CODE, MAP, NOTE, VAULT, vault_saying, vault_suite

PUBLIC = "[withheld: span vault-code (vault-v1) is not readable by reader 'public']"


@pytest.fixture
def suite(tmp_path: Path) -> Suite:
    return load_suite(vault_suite(tmp_path / "suite", ["public", "legal", None]))


def test_span_text_is_replaced_in_place_with_the_span_placeholder(suite: Suite) -> None:
    redactor = Redactor(suite, "public")
    assert redactor.text(f"As the memo says: {CODE} That is all.") == f"As the memo says: {PUBLIC} That is all."


@pytest.mark.parametrize("variant", [
    CODE.upper(), CODE.replace(" ", "\n\t  "), CODE.replace("Oak", "ＯＡＫ"), "  " + CODE.casefold() + "  ",
])
def test_re_spacing_re_casing_and_width_variants_do_not_get_past(suite: Suite, variant: str) -> None:
    out = Redactor(suite, "public").text(f"before {variant} after")
    assert "4711" not in out and out.split()[:2] == ["before", "[withheld:"] and out.split()[-2:] == ["'public']", "after"]


@pytest.mark.parametrize("variant", [
    CODE.replace("4711", "47\u200b11"),                 # a zero-width space
    CODE.replace("Oak", "O\u2060ak").replace("4711", "4\u00ad711"),  # a word joiner, a soft hyphen
    CODE.replace("4711", "**4711**"),                    # Markdown emphasis
    CODE.replace("Oak", "_Oak_"),
    CODE.replace("a", "\u0430").replace("e", "\u0435"),  # Cyrillic letters that look Latin
    CODE.replace("vault", "va\ufe0fult").replace("Project", "Pro\u034fject"),  # a variation selector, a CGJ
    CODE.replace("code", "co\u17b4de").replace("vault", "vau\u180elt"),  # invisible marks (Mn, Cf)
])
def test_invisible_formatting_and_look_alike_characters_do_not_get_past(suite: Suite, variant: str) -> None:
    """A hardening audit got a blocked sentence into cards, reports, exports and the review app by inserting a
    zero-width space, a word joiner or a soft hyphen, Markdown emphasis, or a Cyrillic "а"."""
    out = Redactor(suite, "public").text(f"before {variant} after")
    assert "[withheld:" in out and "711" not in out, out


def test_sentences_lines_and_long_clauses_of_a_blocked_version_are_replaced(suite: Suite) -> None:
    redactor = Redactor(suite, "public")
    assert "4711" not in redactor.text(NOTE)
    assert redactor.text(NOTE) == "[withheld: text of version vault-v1 is not readable by reader 'public']"
    clause = "Counsel noted that ZZSECRET-4711 must never leave"  # a long prefix is not a clause: kept
    assert redactor.text(clause) == clause
    assert "ZZCLAUSE" not in redactor.text(f"x {MAP} y")


def test_a_reader_who_may_read_the_version_gets_everything(suite: Suite) -> None:
    legal = Redactor(suite, "legal")
    assert not legal.active
    text = f"{CODE} {NOTE}"
    assert legal.text(text) is text


def test_no_blocked_versions_means_no_work_and_the_same_objects(tmp_path: Path, suite: Suite) -> None:
    card = Card(case_id="c", claim_id=None, kind="output", text=CODE, answerability="answerable", verdict="accept",
                citations=[CitationView(ref="vault-code", valid=True, version_id="vault-v1", exact=CODE)])
    assert Redactor(suite, "legal").card(card) is card
    public = Redactor(suite, "public").card(card)
    assert public is not card and card.text == CODE  # the original is not mutated
    assert public.citations[0].exact == PUBLIC  # the run's claim: word by word (tests/redact/test_redact_run_pieces)
    assert "ZZSECRET" not in public.text and "4711" not in public.text


def test_a_judge_rationale_naming_blocked_words_does_not_show_them(suite: Suite) -> None:
    """A hardening audit found the rules judge's rationale ("names/values not in evidence: Entity, R,
    ZEBRAQUARTZ") naming the words of a withheld claim, one by one, under the pieces the redactor looks for.
    Words only blocked versions state are withheld from rationales, reasons and notes; others stay."""
    why = "names/values not in evidence: ZZSECRET-4711, Oak, euros (4/7 claim terms in evidence)"
    card = Card(case_id="c", claim_id=None, kind="output", text=CODE, answerability="answerable", verdict="reject",
                joint_support=Judgment(label="insufficient", rationale=why, judge="rules@2", spec_key="k"),
                reasons=[f"unsupported: {why}"], source_notes=["vault says ZZCLAUSE-0815 and counsel"])
    public = Redactor(suite, "public").card(card)
    shown = public.model_dump_json()
    for secret in ("ZZSECRET", "4711", "ZZCLAUSE", "0815", "counsel", "Counsel"):
        assert secret not in shown, shown
    hidden = Redactor(suite, "public").card(card.model_copy(update={"reasons": [
        "ZZSEC\ufeffRET and ZZCLA\u034fUSE-08\u200b15 and Coun\u0301sel"]}))
    assert not any(w in hidden.model_dump_json() for w in ("ZZSEC", "RET", "CLA", "USE", "sel")), hidden.reasons
    assert public.joint_support is not None and "euros" in public.joint_support.rationale  # readable: kept
    assert Redactor(suite, "legal").card(card) is card


def test_text_a_readable_version_also_states_is_kept(suite: Suite) -> None:
    shared = "All amounts in this register are stated in euros."
    assert shared in VAULT
    assert Redactor(suite, "public").text(shared) == shared


def test_every_string_on_a_card_is_scrubbed(suite: Suite) -> None:
    judgment = Judgment(label=None, rationale=f"the evidence says {CODE}", judge="rules@1", spec_key="k",
                        error=NOTE)
    card = Card(case_id="c", claim_id="o", kind="output", text="Entity Q holds it.", answerability="blocked",
                verdict="reject", reasons=[f"quoted {CODE}"], source_notes=[NOTE], joint_support=judgment,
                interventions=[{"outcome": NOTE}],
                citations=[CitationView(ref="oak-rights", valid=True, version_id="rights-oak", exact="ok text",
                                        quote=CODE, segment=f"segment {CODE}")])
    out = Redactor(suite, "public").card(card).model_dump_json()
    assert "4711" not in out and "Counsel" not in out
    assert out.count("[withheld:") == 1  # interventions; the rest holds the run's quote, withheld word by word


def test_a_whole_document_citation_is_named_as_a_document(suite: Suite) -> None:
    view = CitationView(ref="https://legal.example/vault", valid=True, version_id="vault-v1", start=0,
                        end=len(VAULT), exact=VAULT, admissible=False, obstacles=["blocked"])
    out = Redactor(suite, None).citation(view)
    assert out.exact == ("[withheld: document https://legal.example/vault (vault-v1) is not readable without "
                         "a reader class]")
    assert (out.start, out.end, out.obstacles) == (0, len(VAULT), ["blocked"])


def test_redactors_cache_one_redactor_per_reader_and_honour_a_fixed_reader(suite: Suite) -> None:
    per_case = Redactors(suite)
    cases = list(suite.cases.values())
    assert per_case.for_case(cases[0]) is per_case.for_case(cases[0])
    assert [per_case.for_case(c).reader for c in cases] == ["public", "legal", None]
    fixed = Redactors(suite, "legal")
    assert all(fixed.for_case(c).reader == "legal" for c in cases)
    assert all(Redactors(suite, "").for_case(c).reader is None for c in cases)


def test_a_fragment_of_blocked_text_given_as_a_quote_or_claim_is_withheld(suite: Suite) -> None:
    # Found by the fuzzer: a quote on a citation that resolves to nothing carried 'ZZSECRET-4711' out.
    dangling = CitationView(ref="gone", valid=False, error="no span", quote="ZZSECRET-4711", segment="zzsecret-4711")
    unverified = CitationView(ref="ch", valid=True, version_id="rights-oak", exact="record R30 under clause ZZCLAUSE")
    card = Card(case_id="c", claim_id=None, kind="output", text="  ZZSECRET-4711 ", answerability="blocked",
                verdict="reject", citations=[dangling, unverified])
    out = Redactor(suite, "public").card(card)
    shown = out.model_dump_json().casefold()
    assert "zzsecret" not in shown and "4711" not in shown and "zzclause" not in shown
    # the run's own text, word by word, as a wrong guess of it is (tests/redact/test_redact_run_pieces.py)
    assert out.text == "  [withheld]-[withheld] " == Redactor(suite, "public").card(card.model_copy(
        update={"text": "  ZZSECRET-4712 "})).text
    assert (out.citations[0].quote, out.citations[0].segment) == ("[withheld]-[withheld]",) * 2
    assert out.citations[1].exact == "record R30 under [withheld] [withheld]"  # "clause": no readable text says it
    short = CitationView(ref="x", valid=False, quote="R30")  # too short to be telling: kept
    assert Redactor(suite, "public").citation(short).quote == "R30"
    shared = CitationView(ref="x", valid=False, quote="associated with record R30")  # a public text says it
    assert Redactor(suite, "public").citation(shared).quote == "associated with record R30"


_word = st.text(st.characters(categories=["L", "N"]), min_size=2, max_size=9)
_space = st.sampled_from([" ", "  ", "\n", "\t", "\u00a0", " \r\n "])


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(st.lists(_word, min_size=4, max_size=9), st.lists(_space, min_size=8, max_size=8), st.booleans(),
       st.text(max_size=30), st.text(max_size=30))
def test_no_respacing_or_recasing_of_a_blocked_sentence_survives(words: list[str], gaps: list[str], upper: bool,
                                                                before: str, after: str) -> None:
    sentence = " ".join(words) + "."
    suite = Suite(versions={"v": SourceVersion(version_id="v", source_id="s", text=sentence, readers=("legal",))},
                  texts={"v": sentence}, digests={}, spans={}, cases={})
    variant = "".join(w + gaps[i % len(gaps)] for i, w in enumerate(words)).rstrip() + "."
    variant = variant.upper() if upper else variant
    out = Redactor(suite, "public").text(f"{before} {variant} {after}")
    needle = fold(sentence)
    if len(needle) >= 12:
        assert needle not in fold(out)
        assert "[withheld: text of version v is not readable by reader 'public']" in out


@pytest.mark.parametrize("variant", [
    CODE.rstrip("."), CODE.rstrip(".") + "!", CODE.rstrip(".") + " --", f'"{CODE.rstrip(".")}"', f"({CODE})",
    NOTE.rstrip(".") + "?", MAP.rstrip("."),
], ids=["no-period", "exclaimed", "dash", "quoted", "parenthesised", "question", "map-no-period"])
def test_a_quote_with_its_end_punctuation_dropped_or_changed_does_not_get_past(suite: Suite, variant: str) -> None:
    out = Redactor(suite, "public").text(f"the reviewer wrote: {variant} so entailed")
    assert "4711" not in out and "0815" not in out and "R30" not in out, out
    assert out.startswith("the reviewer wrote: ") and out.endswith(" so entailed")


@pytest.mark.parametrize("said", ["ZZSECRET2", "ZZSECRETs", "xZZSECRET", "Counsel's", "4 711", "4\u202f711",
                                  "4\u00a0711"])
def test_a_blocked_word_with_a_short_affix_or_spaced_digits_is_withheld(suite: Suite, said: str) -> None:
    """A hardening audit: the word-by-word withholding let "ZEBRAQUARTZ2" (a blocked word and a suffix) and
    "4 250 000" (a blocked number with spaces between its digit groups) through."""
    out = Redactor(suite, "public").words(f"names/values not in evidence: {said}, euros, amounts")
    assert "ZZSECRET" not in out and "711" not in out and "Counsel" not in out, out
    assert out.endswith("euros, amounts"), out  # readable words stay


def test_readable_words_and_numbers_near_a_blocked_one_stay(suite: Suite) -> None:
    kept = "Entity Q holds the rights; 12 400 euros; scheduled amounts"
    assert Redactor(suite, "public").words(kept) == kept


@pytest.mark.parametrize("said", ["4.711", "4-711", "4/711", "4\u00b7711", "4\u066c711", "4711.00", "\u0664\u0667\u0661\u0661",
                                  "\u096a\u096d\u0661\u0967", "xZZSECRETx", "ZZSECRETZZCLAUSE"])
def test_a_blocked_word_in_another_spelling_is_withheld(suite: Suite, said: str) -> None:
    """A hardening re-audit: "4.250.000", "4-250-000", "4/250/000", "4·250·000", "4٬250٬000", "4,250,000.000",
    Arabic-Indic or Devanagari digits, "xOrvanex" and "OrvaneHoldings" all got past the word-by-word withholding."""
    out = Redactor(suite, "public").words(f"said: {said} and euros")
    assert "[withheld]" in out and "711" not in out and "ZZ" not in out and "\u0667" not in out, out
    assert out.endswith("and euros"), out


def test_a_blocked_spaced_number_does_not_withhold_its_groups_elsewhere(tmp_path: Path) -> None:
    """The groups of a blocked "4 250 000" are no words of their own: "Chapter 4 lists 250 firms" stays."""
    redactor = _vault_saying(tmp_path, "The fee was 4 250 000.\n")
    assert redactor.words("Chapter 4 lists 250 firms and 1 000 guests") == "Chapter 4 lists 250 firms and 1 000 guests"
    assert "250" not in redactor.words("the fee: 4 250 000")


def test_a_blocked_thousands_number_or_decimal_is_compared_as_its_amount(tmp_path: Path) -> None:
    """A blocked "4,000" is four thousand, not "4" with zero decimals, and a blocked "12.5" is not 125: written
    "4000" or "4.000" it is withheld, and a "4" or a "125" elsewhere is not."""
    redactor = _vault_saying(tmp_path, "The fee was 4,000 and the rate 12.5 per cent.\n")
    for said in ("4000", "4.000", "4,000.00", "12,5"):
        assert "[withheld]" in redactor.words(f"the fee: {said}"), said
    kept = "Chapter 4 lists 125 firms"
    assert redactor.words(kept) == kept


@pytest.mark.parametrize("said", ["Z.Z.S.E.C.R.E.T", "Z Z S E C R E T", "z-z-s-e-c-r-e-t", "Z. Z. S. E. C. R. E. T.",
                                  "Z_Z_S_E_C_R_E_T", "C o u n s e l", "Z/Z/S/E/C/R/E/T", "Z|Z|S|E|C|R|E|T",
                                  "Z+Z+S+E+C+R+E+T", "Z:Z:S:E:C:R:E:T", "Z\u2013Z\u2013S\u2013E\u2013C\u2013R\u2013E\u2013T",
                                  "C . o . u . n . s . e . l", "C..o..u..n..s..e..l", "C,o,u,n,s,e,l"])
def test_a_blocked_word_spelled_out_letter_by_letter_is_withheld(suite: Suite, said: str) -> None:
    """A hardening audit: a blocked word written letter by letter ("O.r.v.a.n.e", "O r v a n e") got past the
    word-by-word withholding. Letters are read together when single letters are joined by dots, spaces, hyphens
    or underscores; the sentence around them stays."""
    out = Redactor(suite, "public").words(f"names/values not in evidence: {said}, euros, amounts")
    assert "[withheld]" in out and "S E" not in out and "S.E" not in out and "u n" not in out, out
    assert out.startswith("names/values not in evidence: ") and out.endswith(", euros, amounts"), out


@pytest.mark.parametrize("said", ["ZZSEC-RET", "Coun-sel", "Coun.sel", "ZZS-EC-RET", "Coun-\nsel", "Coun\u2010sel"])
def test_a_blocked_word_cut_in_two_is_withheld(suite: Suite, said: str) -> None:
    """A hardening re-audit: a blocked word cut into parts that are no blocked words ("Orv-ane", a line-break
    hyphen) was two harmless words to the word-by-word withholding. Parts joined by a hyphen or a dot are read
    together too; ordinary compounds stay."""
    out = Redactor(suite, "public").words(f"the {said} note, well-known and e.g. co-signed")
    assert out == "the [withheld] note, well-known and e.g. co-signed", out


@pytest.mark.parametrize("said", ["7ZZSECRET", "1Counsel", "#0: C/o/u/n/s/e/l"])
def test_a_blocked_word_after_a_digit_is_withheld(suite: Suite, said: str) -> None:
    """A hardening re-audit: a word starting with a digit was compared as a number, by its digits alone, so
    "1Orvane" (or a spelled-out word after a list number) reached the public reader."""
    out = Redactor(suite, "public").words(f"see {said} here")
    assert out == "see [withheld] here" or out == "see #[withheld] here", out


def test_words_either_side_of_a_sentence_end_are_not_read_as_one_cut_word(suite: Suite) -> None:
    """A hardening re-audit: the cut-word reading joined "Coun. Selma" into "counselma", which holds a blocked word,
    and withheld two public words and the sentence end."""
    kept = "We met the Coun. Selma agreed. The Coun.\nSelma left."
    assert Redactor(suite, "public").words(kept) == kept


def test_single_letters_that_spell_no_blocked_word_stay(suite: Suite) -> None:
    kept = "Plan A, B or C; grades a b c d; the U.S.A. and e.g. i.e. notes"
    assert Redactor(suite, "public").words(kept) == kept


@pytest.mark.parametrize("said", ["preZZSECRETpost", "CorpZZSECRET2024Fund", "x" * 70 + "ZZSECRET" + "y" * 70,
                                  "megaCounselHouse"])
def test_a_long_blocked_word_inside_any_word_is_withheld(suite: Suite, said: str) -> None:
    """A hardening audit: a blocked word with more than three characters around it ("preOrvanexHoldingsCorp") got
    past the word-by-word withholding. A blocked word of six letters or more is withheld inside any word."""
    out = Redactor(suite, "public").words(f"said: {said} and euros")
    assert "ZZSECRET" not in out and "Counsel" not in out and out.endswith("and euros"), out


def test_a_short_blocked_word_inside_a_longer_word_stays(suite: Suite) -> None:
    kept = "Oakland and soaking oaks"  # a blocked "Oak" is too short to be looked for inside other words
    assert Redactor(suite, "public").words(kept) == kept


@pytest.mark.parametrize("said", ["ZZSΕCRET", "ΖΖSECRET", "ZZSECRΕΤ", "ΚOUNSEL".replace("Κ", "C") + "", "Cօunsel",
                                  "Cᴏunsel", "Counsel".replace("o", "\u3164o"), "Coun\u115fsel", "Cou\uffa0nsel",
                                  "ZZSECRE\u0422"])
def test_a_blocked_word_in_capital_look_alikes_or_with_invisible_letters_is_withheld(suite: Suite, said: str) -> None:
    """A hardening audit: Greek capitals ("Βrindle", "VAΝTOR": capital Nu was read as "v"), Armenian and
    small-capital letters, and invisible letters (Hangul fillers) got past the withholding."""
    out = Redactor(suite, "public").words(f"names/values not in evidence: {said}, euros, amounts")
    assert "[withheld]" in out and out.endswith(", euros, amounts"), out


def test_a_right_to_left_override_does_not_show_a_blocked_word(suite: Suite) -> None:
    """A hardening audit: "Coun\u202elesn\u202c" displays as "Counsel" but folded reads "counlesn". Directional
    overrides and isolates are dropped from what a reader who may not read blocked text is shown."""
    redactor = Redactor(suite, "public")
    for said in ("Coun\u202elesn\u202c", "Coun\u2067les\u2069"):
        out = redactor.prose(f"The answer names {said} twice.")
        assert not any(ch in out for ch in "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"), repr(out)


def test_a_very_long_word_is_checked_in_linear_time(suite: Suite) -> None:
    """A hardening audit: every split of a word was tried, so a 200 KB word took 15 s (a 1 MB one over two minutes),
    and so did "0 1 2 ... 99999", read as one number."""
    redactor = Redactor(suite, "public")
    for said in (lambda n: "q" * (20 * n), lambda n: " ".join(str(i) for i in range(3 * n))):
        assert_linear(lambda n, said=said: redactor.words(f"said: {said(n)} and euros"), 2_500)
    assert "ZZSECRET" not in redactor.words("said " + "q" * 70_000 + "ZZSECRET" + "q" * 70_000)


def test_a_run_identifier_holding_a_blocked_word_is_withheld(suite: Suite) -> None:
    """A hardening audit: a marker label ("4711"), a uri citation (".../ZZSECRET-notes") and a chunk id built from
    blocked words reached the cards as given. The suite's own ids stay: placeholders name them."""
    from citeset.cards import CitationView

    redactor = Redactor(suite, "public")
    for ref, marker in (("https://x.example/ZZSECRET-notes", "1"), ("chunk ZZCLAUSE 4711", "4711")):
        view = redactor.citation(CitationView(ref=ref, marker=marker, valid=False))
        assert "ZZSECRET" not in view.ref and "ZZCLAUSE" not in view.ref and "4711" not in (view.marker or ""), view
    kept = redactor.citation(CitationView(ref="vault-map", marker="2", valid=False))
    assert kept.ref == "vault-map" and kept.marker == "2"


def test_a_blocked_amount_or_day_written_another_way_is_withheld(tmp_path: Path) -> None:
    """A hardening audit: a blocked "4,250,000" written "4.25 million", "$4.25M" or "4250 thousand", and a blocked
    "3 March 2024" written "2024-03-03" or "March 3, 2024", reached the cards; they are read as the rules judge
    reads values and compared by amount and by day. Readable amounts and other days stay."""
    redactor = _vault_saying(tmp_path, "The fee of 4,250,000 was paid on 3 March 2024.\n")
    for said in ("4.25 million", "$4.25M", "4250 thousand", "2024-03-03", "March 3, 2024",
                 "four million two hundred and fifty thousand"):
        out = redactor.words(f"the answer says {said} here")
        assert out == "the answer says [withheld] here", (said, out)
    kept = "the answer says 4.5 million, or four million, on 2024-03-04 here"
    assert redactor.words(kept) == kept


@pytest.mark.parametrize("said", ["USD 4.25m", "4.25 mil", "4.25-million", "4.25 millions", "4.25MM", "4.25 M",
                                  "4250k", "4,25 Mio", "4.25e6", "42.5 lakh", "4.2\u200b5 million",
                                  "\u0664\u066b\u0662\u0665 million", "4 million 250 thousand", "EUR4.25mn",
                                  "2024/03/03", "20240303", "03-Mar-24", "2024-03-03T10:00:00Z", "3.3.24",
                                  "Mar 3rd 2024", "3-March-2024", "2024.03.03"])
def test_a_blocked_amount_or_day_in_further_written_forms_is_withheld(tmp_path: Path, said: str) -> None:
    """A hardening re-audit: a blocked "4,250,000" written with a currency code, a scale abbreviation, an exponent,
    a decimal comma, in lakh, in parts, or with invisible or Arabic-Indic digits inside; a blocked "3 March 2024"
    written compact, with slashes or dots, with a two-digit year or with a time. Each reached the cards."""
    redactor = _vault_saying(tmp_path, "The fee of 4,250,000 was paid on 3 March 2024.\n")
    out = redactor.words(f"the answer says {said} here")
    assert out == "the answer says [withheld] here", (said, out)
    kept = "the answer says 4.5m, 4,5 Mio, 20240304, 2024/03/04 and 04-Mar-24, on 2024-03-04T10:00Z here"
    assert redactor.words(kept) == kept


@pytest.mark.parametrize("said", ["\u03bdault", "\u0475ault", "V\u0251ult", "C\u2c9funsel", "C\uab8eunsel",
                                  "COU\ua4e0SEL", "ZZS\u13acCRET", "C\ua4f3UNSEL", "\u028bault"])
def test_a_blocked_word_in_other_scripts_look_alikes_is_withheld(suite: Suite, said: str) -> None:
    """A hardening re-audit: Greek small nu for "v" (lost when its capital was read as "N"), Cyrillic izhitsa,
    Latin alpha, Coptic, Lisu and Cherokee letters carried blocked words past the withholding."""
    out = Redactor(suite, "public").words(f"names/values not in evidence: {said}, euros, amounts")
    assert "[withheld]" in out and out.endswith(", euros, amounts"), (said, out)


def test_a_long_run_of_single_letters_is_read_in_linear_time(suite: Suite) -> None:
    """A hardening re-audit: the spelled-out reading backtracked, so 48 KB of single letters took 27 s."""
    assert_linear(lambda n: Redactor(suite, "public").words("a b c d " * n + "ok"), 3_000)


@pytest.mark.parametrize("said", ["Coun\u2065sel", "Coun\ufff0sel", "Coun\U000e0080sel", "Coun\u2800sel"])
def test_a_blocked_word_with_unassigned_invisible_characters_is_withheld(suite: Suite, said: str) -> None:
    """A hardening re-audit: unassigned default-ignorable code points and the braille blank hid a blocked word."""
    out = Redactor(suite, "public").words(f"names/values not in evidence: {said}, euros, amounts")
    assert "[withheld]" in out and out.endswith(", euros, amounts"), (said, out)


def test_a_render_finding_naming_blocked_words_is_withheld(suite: Suite) -> None:
    """A hardening re-audit: a render check's finding repeated a run's marker label and made-up span id
    ("[ZZSECRET 4711] #1", "ZZSECRET-4711") as given, and kept a screenshot showing them. The suite's span ids stay."""
    from citeset.cards import CitationView, RenderFinding

    redactor = Redactor(suite, "public")
    found = RenderFinding(check="marker_target", span_id="ZZSECRET-notes", marker="[ZZSECRET 4711] #1",
                          message="the marker claims span 'ZZSECRET-notes', which this answer does not cite",
                          screenshot="render-W-finding-001.png")
    shown = redactor.finding(found)
    text = " ".join(str(v) for v in shown.model_dump().values())
    assert "ZZSECRET" not in text and "4711" not in text and shown.screenshot is None, shown
    view = redactor.citation(CitationView(ref="vault-map", valid=False, rendering=[found]))
    assert "ZZSECRET" not in view.rendering[0].marker  # type: ignore[operator]
    kept = RenderFinding(check="marker_target", span_id="vault-map", marker="[2] #1", message="opens nothing")
    assert redactor.finding(kept) is kept


def test_a_runs_own_range_of_a_blocked_version_shows_no_place_and_no_check(suite: Suite) -> None:
    """A hardening re-audit: a card evaluated for a reader who may read a version, exported for one who may not, kept
    where a run's made-up text was found in it (offsets), whether a quote was faithful, and "not found in version
    ..." for a wrong guess."""
    from citeset.cards import CitationView

    redactor = Redactor(suite, "public")
    hit = redactor.citation(CitationView(ref="g0", version_id="vault-v1", valid=True, start=12, end=40,
                                         exact="x", quote="y", quote_faithful=True))
    assert (hit.start, hit.end, hit.quote_faithful) == (None, None, None)
    miss = redactor.citation(CitationView(ref="g1", valid=False, error="chunk 'g1' text is not found in version "
                                                                        "'vault-v1'"))
    assert "vault-v1" not in (miss.error or "")
    own = redactor.citation(CitationView(ref="vault-map", version_id="vault-v1", valid=True, start=3, end=9))
    assert own.start == 3  # the suite's own span: its place is no made-up text's


def _vault_saying(tmp_path: Path, text: str) -> Redactor:
    """The public's redactor of a suite whose vault (readable by "legal" only) also says `text`."""
    return Redactor(load_suite(vault_saying(tmp_path / "suite", text)), "public")


def test_a_judge_rationales_own_words_stay_when_a_blocked_version_uses_them_too(tmp_path: Path) -> None:
    """Audit 29's cards read "5/5 claim [withheld] in evidence": a blocked version spoke of payment "terms", so the
    judge's own word was withheld from every rationale a public reader saw. The words judges and reasons use to
    describe a reading (a fixed list) tell nothing of blocked text; the blocked version's other words stay hidden."""
    blocked = "Payment terms exceed the threshold; the clause has a qualifier, negation and a modal ZZTERMS-88.\n"
    redactor = Redactor(load_suite(vault_saying(tmp_path / "suite", blocked)), "public")
    why = ("p(entailed)=0.81 vs threshold 0.52; 5/5 claim terms in evidence; qualifier differs: claim 'over 8', "
           "evidence 'under 8'; the claim drops the noun phrase; negation mismatch; modal verbs swapped")
    card = Card(case_id="c", claim_id=None, kind="output", text="Oak pays on time.", answerability="answerable",
                verdict="reject", joint_support=Judgment(label="insufficient", rationale=why, judge="rules@2",
                                                         spec_key="k"),
                reasons=[f"unsupported: {why}", "names/values not in evidence: ZZTERMS-88, Payment"])
    public = redactor.card(card)
    assert public.joint_support is not None and public.joint_support.rationale == why
    assert public.reasons[0] == f"unsupported: {why}"
    assert "ZZTERMS" not in public.reasons[1] and "88" not in public.reasons[1]
