"""The default `rules` judge: coverage, slot mismatches, negation and modal polarity, spec and options."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from citeset.errors import InputError
from citeset.judges import Judge, JudgeRequest, Label, Passage, RulesJudge, load_judge

CEDAR = "Entity R holds the rights associated with Project Cedar."
A1 = "Project Cedar is mapped to record R17."
A2 = "Entity R holds the rights associated with record R17."
A2_OLD = "Entity S holds the rights associated with record R17."
B1 = "Registry entry: Cedar → R17."


@pytest.fixture(scope="module")
def judge() -> RulesJudge:
    return RulesJudge()


@pytest.fixture(scope="module")
def strict() -> RulesJudge:
    return RulesJudge(variant="strict")


def passages(*texts: str) -> list[Passage]:
    return [Passage(span_id=f"p{i}", text=t) for i, t in enumerate(texts)]


def label(judge: RulesJudge, claim: str, *texts: str) -> tuple[Label | None, str]:
    j = judge.label(claim, passages(*texts))
    return j.label, j.rationale


# --- the must-pass examples ------------------------------------------------------------------------


def test_two_hop_route_entails(judge: RulesJudge, strict: RulesJudge) -> None:
    j = judge.label(CEDAR, passages(A1, A2))
    assert j.label == Label.ENTAILED
    assert j.score is not None and j.score >= judge.threshold and "7/7 claim terms" in j.rationale
    s = strict.label(CEDAR, passages(A1, A2))
    assert s.label == Label.ENTAILED and s.score == 1.0
    assert "Cedar" in s.rationale and "Project" in s.rationale


def test_missing_hop_is_insufficient(judge: RulesJudge, strict: RulesJudge) -> None:
    j = judge.label(CEDAR, passages(A2))
    assert j.label == Label.INSUFFICIENT
    assert "names/values not in evidence: Project, Cedar" in j.rationale
    s = strict.label(CEDAR, passages(A2))
    assert s.label == Label.INSUFFICIENT
    assert "Project" in s.rationale and "Cedar" in s.rationale
    assert s.score == pytest.approx(5 / 7)


def test_entity_swap_is_contradicted(judge: RulesJudge) -> None:
    claim = "Entity S holds the rights associated with Project Cedar."
    j = judge.label(claim, passages(A1, A2))
    assert j.label == Label.CONTRADICTED
    assert "entity mismatch: claim 'Entity S', evidence 'Entity R'" in j.rationale


def test_number_mismatch_names_both_values(judge: RulesJudge) -> None:
    j = judge.label(
        "Items can be returned within 60 days of delivery.",
        passages("Items can be returned within 30 days of delivery."),
    )
    assert j.label == Label.CONTRADICTED
    assert "number mismatch: claim '60 days', evidence '30 days'" in j.rationale


def test_possessive_paraphrase_entails(judge: RulesJudge) -> None:
    evidence = "Entity R holds the rights associated with record R17. Project Cedar is mapped to record R17."
    assert label(judge, "Entity R holds Cedar's rights", evidence)[0] == Label.ENTAILED


@pytest.mark.parametrize(
    ("cited", "expected"),
    [
        ([A2], Label.INSUFFICIENT),  # DESIGN cases A/B: a1 missing, "Cedar" is not covered
        ([B1, A2], Label.ENTAILED),  # case C: the alternative route
        ([A1, A2], Label.ENTAILED),
    ],
)
def test_design_worked_example_cases(judge: RulesJudge, cited: list[str], expected: Label) -> None:
    assert label(judge, "Entity R holds Cedar's rights", *cited)[0] == expected


def test_superseded_schedule_against_current_one_is_contradicted(judge: RulesJudge) -> None:
    assert label(judge, "Entity S holds Cedar's rights", A1, A2)[0] == Label.CONTRADICTED
    # against the superseded version it is (lexically) entailed; admissibility is the engine's business
    assert label(judge, "Entity S holds Cedar's rights", A1, A2_OLD)[0] == Label.ENTAILED


# --- numbers, units, dates, identifiers -------------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "evidence", "needle"),
    [
        (
            "Items can be returned within 30 weeks of delivery.",
            "Items can be returned within 30 days of delivery.",
            "unit mismatch: claim '30 weeks', evidence '30 days'",
        ),
        (
            "The basic plan costs $5 per month.",
            "The basic plan costs $7 per month.",
            "claim '$5', evidence '$7'",
        ),
        ("Revenue grew 5% last year.", "Revenue grew 7% last year.", "claim '5%', evidence '7%'"),
        ("The museum opened in 2019.", "The museum opened in 2021.", "date mismatch"),
        ("The museum opened in March 2019.", "The museum opened in April 2019.", "'opened in April'"),
        ("Record R18 belongs to Entity R.", "Record R17 belongs to Entity R.", "identifier mismatch"),
        ("The conference was held in Paris.", "The conference was held in Lyon.", "'held in Lyon'"),
        ("The CEO is Alice Smith.", "The CEO is Alice Jones.", "claim 'Alice Smith', evidence 'Alice Jones'"),
        ("The report was published by the WHO.", "The report was published by the CDC.", "entity mismatch"),
        ("The company had 30 employees in 2020.", "The company had 45 employees in 2020.", "'45 employees'"),
        ("The meeting starts at 10:30.", "The meeting starts at 11:00.", "time mismatch"),
        ("The event took place in the 1990s.", "The event took place in the 1980s.", "date mismatch"),
        (
            "Items can be returned within sixty days of delivery.",
            "Items can be returned within 30 days of delivery.",
            "number mismatch",
        ),
    ],
)
def test_material_mismatches_contradict(judge: RulesJudge, claim: str, evidence: str, needle: str) -> None:
    got, why = label(judge, claim, evidence)
    assert got == Label.CONTRADICTED, why
    assert needle in why


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        (
            "Items can be returned within thirty days of delivery.",
            "Items can be returned within 30 days of delivery.",
        ),
        ("Shipping costs 5 dollars.", "Shipping costs $5."),
        ("Growth was 5 percent.", "Growth was 5%."),
        ("The population was 1000 in 2010.", "The population was 1,000 in 2010."),
        ("The fee is 5.50 euros.", "The fee is €5.5."),
    ],
)
def test_number_forms_are_normalised(judge: RulesJudge, claim: str, evidence: str) -> None:
    assert label(judge, claim, evidence)[0] == Label.ENTAILED


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # another number merely mentioned elsewhere is not in the claim's slot
        (
            "Items can be returned within 60 days of delivery.",
            "Delivery takes 3 days. Items can be returned after delivery.",
        ),
        # different units are not a number mismatch (no unit conversion either)
        (
            "Items can be returned within 60 days of delivery.",
            "Items can be returned within 2 months of delivery.",
        ),
        # qualifiers: consistent ranges do not conflict
        ("The company had at least 30 employees in 2020.", "The company had 45 employees in 2020."),
        ("The company had about 30 employees in 2020.", "The company had 31 employees in 2020."),
        ("The museum opened before 2000.", "The museum opened in 1990."),
        # another participant named in the claim is not a substitute
        ("Entity R and Entity S hold the rights.", "Entity R holds the rights."),
        # too little shared context
        (
            "Entity S holds the rights associated with Project Cedar.",
            "Entity R signed the lease for the depot.",
        ),
    ],
)
def test_near_misses_are_not_contradictions(judge: RulesJudge, claim: str, evidence: str) -> None:
    got, why = label(judge, claim, evidence)
    assert got != Label.CONTRADICTED, why


def test_year_elsewhere_in_evidence_does_not_contradict(judge: RulesJudge) -> None:
    evidence = "The museum opened in 1990 and was renovated in 2005."
    assert label(judge, "The museum opened in 1990.", evidence)[0] == Label.ENTAILED
    assert label(judge, "The museum was renovated in 2005.", evidence)[0] == Label.ENTAILED


def test_year_in_the_wrong_slot_contradicts(judge: RulesJudge) -> None:
    got, why = label(
        judge, "The museum opened in 2005.", "The museum opened in 1990 and was renovated in 2005."
    )
    assert got == Label.CONTRADICTED
    assert "claim 'opened in 2005', evidence 'opened in 1990'" in why


@pytest.mark.parametrize("claim", [
    "Enrolment for study K-7 opened on 30 September 2025.",
    "Enrolment for study K-7 opened on September 30, 2025.",
])
def test_a_full_date_in_the_wrong_slot_contradicts(judge: RulesJudge, claim: str) -> None:
    """A full date is one value: "30 September 2025" is not held by "opened on 2 February 2024 and closed on 30
    September 2025" (the day read as counting "September" let the other clause's date stand in the claim's)."""
    evidence = ("Enrolment for study K-7 opened on 2 February 2024 and closed on 30 September 2025. "
                "Enrolment for study K-7 opened on February 2, 2024 and closed on September 30, 2025.")
    for text in evidence.split(". "):
        got, why = label(judge, claim, text)
        assert got != Label.ENTAILED, why
    assert label(judge, claim.replace("opened", "closed"), evidence)[0] == Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Bitter orange raises blood levels of Corvex but has no known effect on dalmorine.",
     "Bitter orange raises blood levels of dalmorine but has no known effect on Corvex."),
    ("The MV Tern Light left Bremerhaven on 4 May and is due in Gdynia on 9 May.",
     "The MV Tern Light left Gdynia on 4 May and is due in Bremerhaven on 9 May."),
    # names or amounts after a word or preposition of their own (audit 19: buyer and seller, payer and payee,
    # lessor and lessee, two amounts)
    ("Harlow Group bought Tessel Labs from Venn Partners for $80 million.",
     "Venn Partners bought Tessel Labs from Harlow Group for $80 million."),
    ("The tribunal ordered Corrin Freight to pay costs of £9,300 to Ada Marsh.",
     "The tribunal ordered Ada Marsh to pay costs of £9,300 to Corrin Freight."),
    ("The jet is leased to Skyra Air by Volant Leasing.", "The jet is leased to Volant Leasing by Skyra Air."),
    ("Tarn Hill station logged 812 mm of rain in 2024, against 1,044 mm in 2023.",
     "Tarn Hill station logged 1,044 mm of rain in 2024, against 812 mm in 2023."),
    # opposite outcomes swapped between two subjects (audit 19 ct-08)
    ("The claim for lost wages was upheld, but the claim for travel costs was dismissed.",
     "The claim for lost wages was dismissed, but the claim for travel costs was upheld."),
    ("The Vell Project received a larger award from the Orme Fund than the Tarn Trust.",
     "The Tarn Trust received a larger award from the Orme Fund than the Vell Project."),  # audit 20 gr-03
    ("The jam was sold at Pell's and Orme stores, but not at Vasco.",
     "The jam was sold at Vasco and Orme stores, but not at Pell's."),  # audit 20 fd-09
])
def test_two_words_that_swap_places_contradict(judge: RulesJudge, claim: str, evidence: str) -> None:
    """Two of the claim's words the evidence holds each in the other's place (the word before each exchanged):
    every word is in the evidence, and the claim says the opposite (audit 18: rx-13, sh-07)."""
    got, why = label(judge, claim, evidence)
    assert got is Label.CONTRADICTED, why
    assert "swapped" in why
    assert label(judge, claim, claim)[0] is Label.ENTAILED


@pytest.mark.parametrize(("claim", "evidence"), [
    ("Costs fell and sales rose at Lund Mills.", "Sales rose and costs fell at Lund Mills."),
    ("The Vell union includes North Arden, Skye, Wold, and Tarn.",
     "The Vell union is made of Tarn, Skye, Wold and North Arden."),  # a list's neighbours are no places
    ("Ada Marsh, Corrin Freight and Venn Partners filed claims.", "Venn Partners, Corrin Freight and Ada Marsh filed claims."),
    ("Harlow Group bought Tessel Labs from Venn Partners.", "Tessel Labs was bought from Venn Partners by Harlow Group."),
    ("Sales were 40 units in May and 55 units in June.", "Sales were 40 units in May and 55 units in June."),
    # the voice or a converse comparison moves the words (audit 20: sc-01, gr-04)
    ("Mr Ulla Dane teaches Year 9 chemistry on Tuesdays.", "Year 9 chemistry is taught by Mr Ulla Dane on Tuesdays."),
    ("The Vell Project's award from the Orme Fund was smaller than the Tarn Trust's.",
     "The Tarn Trust's award from the Orme Fund was larger than the Vell Project's."),
    ("The MV Tern Light left Bremerhaven for Gdynia on 4 May.", "The MV Tern Light left Bremerhaven on 4 May for Gdynia."),
])
def test_words_reordered_in_their_places_are_no_swap(judge: RulesJudge, claim: str, evidence: str) -> None:
    _, why = label(judge, claim, evidence)
    assert "swapped" not in why


def test_a_number_the_evidence_gives_in_other_units_only_contradicts(judge: RulesJudge) -> None:
    """Audit 19 el-04: "down 4.1 percent" was accepted on "down 4.1 percentage points" (another number's
    "percent" covered the word)."""
    evidence = "Turnout in Vell ward was 38.2 percent, down 4.1 percentage points from 2020."
    got, why = label(judge, "Turnout in Vell ward was 38.2 percent, down 4.1 percent from 2020.", evidence)
    assert got is Label.CONTRADICTED and "unit mismatch" in why, why
    assert label(judge, "Turnout in Vell ward fell 4.1 percentage points from 2020.", evidence)[0] is Label.ENTAILED


def test_a_value_qualified_otherwise_in_the_evidence_contradicts(judge: RulesJudge) -> None:
    """Audit 20 bu-05: "every 15 minutes on Sundays" was accepted on "every 15 minutes on weekdays and every 30
    minutes on Sundays" (the value's own word after it decides, within its clause)."""
    evidence = "Trams must run every 12 minutes on weekdays and every 20 minutes on Sundays."
    got, why = label(judge, "Trams must run every 12 minutes on Sundays.", evidence)
    assert got is Label.CONTRADICTED, why
    assert label(judge, "Trams must run every 20 minutes on Sundays.", evidence)[0] is Label.ENTAILED
    assert label(judge, "Trams must run every 12 minutes on weekdays.", evidence)[0] is Label.ENTAILED
    shared = "The Orme library opens at 9 and closes at 17 on weekdays."
    assert label(judge, "The Orme library opens at 9 on weekdays.", shared)[0] is not Label.CONTRADICTED


def test_number_elsewhere_in_evidence_does_not_contradict(judge: RulesJudge) -> None:
    claim = "Items can be returned within 60 days of delivery."
    evidence = "Items can be returned within 60 days of delivery. Shipping takes 30 days."
    assert label(judge, claim, evidence)[0] == Label.ENTAILED
    assert (
        label(judge, "Revenue grew 5% in 2020.", "Revenue grew 7% in 2019 and 5% in 2020.")[0]
        == Label.ENTAILED
    )


def test_qualifier_read_differently_is_not_covered(judge: RulesJudge) -> None:
    j = judge.label(
        "Items cannot be returned after 30 days.", passages("Items can be returned within 30 days.")
    )
    assert j.label == Label.INSUFFICIENT
    assert "qualifier differs: claim 'after 30 days', evidence 'within 30 days'" in j.rationale


def test_immaterial_mismatch_is_insufficient(judge: RulesJudge) -> None:
    # slot matches but most of the claim is not in the evidence: not the same statement
    got, _ = label(
        judge, "Entity S holds the exclusive film rights for Europe and Asia.", "Entity R holds shares."
    )
    assert got == Label.INSUFFICIENT


# --- negation and modal force ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "evidence", "needle"),
    [
        (
            "Entity R does not hold the rights associated with Project Cedar.",
            f"{A1} {A2}",
            "claim says 'not'",
        ),
        ("There is no fee for returns.", "There is a fee for returns.", "claim says 'no'"),
        ("The items were damaged.", "None of the items were damaged.", "evidence says 'none'"),
        ("The store is never open on Sundays.", "The store is open on Sundays.", "claim says 'never'"),
        ("Refunds are issued for opened items.", "Refunds aren't issued for opened items.", "evidence says"),
        (
            "The store is open on Monday.",
            "The store is open on Sunday but not on Monday.",
            "evidence says 'not'",
        ),
    ],
)
def test_negation_flip_contradicts(judge: RulesJudge, claim: str, evidence: str, needle: str) -> None:
    got, why = label(judge, claim, evidence)
    assert got == Label.CONTRADICTED, why
    assert why.startswith("negation mismatch") and needle in why


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        ("There is no fee for returns.", "There is no fee for returns."),
        ("The store is open on Sunday.", "The store is open on Sunday but not on Monday."),
        ("The museum opened in 1990.", "The museum, which was not renovated, opened in 1990."),
        ("The drug was approved in 2010.", "The drug was approved in 2010, although it was not cheap."),
        ("The bridge was not completed until 1932.", "The bridge was completed in 1932."),
        ("Entity R does not hold Cedar's rights.", "Entity R does not hold Cedar's rights."),
        (
            "Items that are not damaged can be returned within 30 days.",
            "Undamaged items can be returned within 30 days.",
        ),
        ("Shipping takes no more than 5 days.", "Shipping takes 5 days."),
    ],
)
def test_negation_near_misses(judge: RulesJudge, claim: str, evidence: str) -> None:
    got, why = label(judge, claim, evidence)
    assert got != Label.CONTRADICTED, why


@pytest.mark.parametrize(
    ("claim", "evidence", "needle"),
    [
        (
            "Items must be returned within 30 days of delivery.",
            "Items may be returned within 30 days of delivery.",
            "modal mismatch: claim 'must' (obligation), evidence 'may' (possibility)",
        ),
        ("The store is always open on Sundays.", "The store is usually open on Sundays.", "'always'"),
        ("A receipt is required for returns.", "A receipt is optional for returns.", "'required'"),
    ],
)
def test_stronger_modal_claim_contradicts(judge: RulesJudge, claim: str, evidence: str, needle: str) -> None:
    got, why = label(judge, claim, evidence)
    assert got == Label.CONTRADICTED, why
    assert needle in why


def test_weaker_modal_claim_is_entailed_by_a_fact_but_not_by_an_obligation(judge: RulesJudge) -> None:
    """DESIGN §3.4 counts changed modality as a contradiction either way round: "may be returned" (a permission)
    misstates "must be returned" (an obligation), as probe 36 found; a fact still entails a possibility."""
    claim = "Items may be returned within 30 days of delivery."
    assert label(judge, claim, "Items must be returned within 30 days of delivery.")[0] == Label.CONTRADICTED
    assert label(judge, claim, "Items are returned within 30 days of delivery.")[0] == Label.ENTAILED


def test_polarity_checks_can_be_switched_off() -> None:
    j = RulesJudge.from_arg("negation=off,modal=off")
    assert label(j, "There is no fee for returns.", "There is a fee for returns.")[0] == Label.ENTAILED
    assert label(j, "Items must be returned.", "Items may be returned.")[0] == Label.ENTAILED


# --- applicability and empty evidence -------------------------------------------------------------


@pytest.mark.parametrize(
    "claim", ["Thanks for asking!", "Here is what I found:", "Hope this helps.", "", "  "]
)
def test_content_free_claims_are_not_applicable(judge: RulesJudge, claim: str) -> None:
    for evidence in ([], [A1]):
        j = judge.label(claim, passages(*evidence))
        assert j.label == Label.NOT_APPLICABLE
        assert j.score == 1.0


def test_empty_evidence_is_insufficient(judge: RulesJudge) -> None:
    for evidence in ([], ["", "   "], ["[1]"]):
        j = judge.label(CEDAR, passages(*evidence))
        assert j.label == Label.INSUFFICIENT
        assert j.score == 0.0
        assert "no evidence" in j.rationale


def test_citation_markers_are_not_content(judge: RulesJudge) -> None:
    assert label(judge, "Entity R holds the rights associated with record R17 [1].", A2)[0] == Label.ENTAILED


# --- spec, options, protocol ----------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "version"), [("scored", "2"), ("strict", "1")])
def test_spec_is_recorded_on_every_judgment(variant: str, version: str) -> None:
    judge = RulesJudge.from_arg(variant)
    decision = "p_entailed" if variant == "scored" else "entail"
    assert judge.spec.name == "rules" and judge.spec.version == version
    assert {"coverage", "context", "sentence", "approx", decision} <= set(judge.spec.thresholds)
    for claim, texts in [
        (CEDAR, [A1, A2]),
        (CEDAR, [A2]),
        ("Thanks!", []),
        ("Entity S holds Cedar.", [A1, A2]),
    ]:
        j = judge.label(claim, passages(*texts))
        assert j.judge == str(judge.spec) == f"rules@{version}"
        assert j.spec_key == judge.spec.key
        assert j.label is not None and j.error is None
        assert 0.0 <= (j.score or 0.0) <= 1.0
        assert j.rationale


def test_options_change_the_spec_key() -> None:
    default, strict = RulesJudge.from_arg(None), RulesJudge.from_arg("coverage=0.9, window=4")
    assert RulesJudge.from_arg("").spec.key == default.spec.key == RulesJudge().spec.key
    assert strict.spec.key != default.spec.key
    assert strict.spec.thresholds["coverage"] == 0.9 and strict.spec.params["window"] == 4
    assert RulesJudge.from_arg("cache=0").spec.key == default.spec.key  # caching does not change labels


@pytest.mark.parametrize(
    "arg",
    ["bogus=1", "coverage", "coverage=high", "coverage=1.5", "window=0", "negation=maybe", "=3", "entail=0"],
)
def test_from_arg_rejects_bad_options(arg: str) -> None:
    with pytest.raises(InputError) as err:
        RulesJudge.from_arg(arg)
    assert err.value.field == "--judge"


def test_registry_builds_the_rules_judge() -> None:
    j = load_judge("rules")
    assert isinstance(j, RulesJudge) and isinstance(j, Judge)
    assert load_judge("rules:coverage=0.9").spec.thresholds["coverage"] == 0.9
    with pytest.raises(InputError):
        load_judge("rules:nope=1")


async def test_judge_batch_matches_label(judge: RulesJudge) -> None:
    requests = [
        JudgeRequest(claim=CEDAR, evidence=tuple(passages(A1, A2))),
        JudgeRequest(claim=CEDAR, evidence=tuple(passages(A2))),
        JudgeRequest(claim="Thanks for asking!"),
    ]
    out = await judge.judge(requests)
    assert [j.label for j in out] == [Label.ENTAILED, Label.INSUFFICIENT, Label.NOT_APPLICABLE]
    assert out == [judge.label(r.claim, r.evidence) for r in requests]
    assert await judge.judge([]) == []


def test_decision_cache_returns_fresh_judgments(judge: RulesJudge) -> None:
    first = judge.label(CEDAR, passages(A1, A2))
    first.cached = True  # a caller marking its copy must not leak into later answers
    again = judge.label(CEDAR, passages(A1, A2))
    assert again is not first and again.cached is False
    assert again == RulesJudge(cache=0).label(CEDAR, passages(A1, A2))


# --- properties and cost --------------------------------------------------------------------------

_VOCABULARY = (
    "Entity R S holds the rights not never no n't may must can always usually 30 60 thirty days weeks $5 5% "
    "in 2019 2021 March Paris Lyon R17 R18 at least within about after , . ; but which Cedar's items returned"
)
_WORDS = st.sampled_from(_VOCABULARY.split())
_TEXT = st.lists(_WORDS, max_size=25).map(" ".join)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(claim=_TEXT, evidence=st.lists(_TEXT | st.text(max_size=120), max_size=4))
@example(claim="Entity ; holds not may holds Entity", evidence=[])  # the verb twice in a clause (found in v30's run)
def test_labels_are_total_and_a_claim_entails_itself(claim: str, evidence: list[str]) -> None:
    judge = RulesJudge(cache=0)
    j = judge.label(claim, passages(*evidence))
    assert j.label in set(Label) and j.score is not None and 0.0 <= j.score <= 1.0
    assert judge.label(claim, passages(*evidence)) == j  # deterministic
    self_label = judge.label(claim, passages(claim)).label
    assert self_label in (Label.ENTAILED, Label.NOT_APPLICABLE)


def test_long_evidence_still_finds_support_and_mismatch() -> None:
    judge = RulesJudge(cache=0)
    filler = "The committee reviewed 12 unrelated reports about harbour maintenance in 2017. "
    evidence = filler * 400 + A1 + " " + A2 + " " + filler * 400  # ~9,600 words
    j = judge.label(CEDAR, passages(evidence))
    assert j.label == Label.ENTAILED
    assert judge.label(
        "Entity S holds the rights associated with Project Cedar.", passages(evidence)
    ).label == (Label.CONTRADICTED)


def test_a_number_longer_than_pythons_int_conversion_limit_is_judged_not_a_failure() -> None:
    """A 200,000-digit number in an answer made the judge fail (int() refuses strings past 4,300 digits), so
    the claim was escalated as a judge failure instead of judged."""
    from citeset.judges import Passage, RulesJudge

    huge = "1" * 200_000
    j = RulesJudge().label(f"The Marlin Star carries {huge} containers.",
                           [Passage(span_id="s", text="The Marlin Star carries 1,200 containers.")])
    assert j.label is not None and j.error is None, j.error
    assert j.label.value != "entailed"


@pytest.mark.parametrize("variant", ["strict", "scored"])
def test_labels_cached_before_the_value_slot_and_role_checks_are_not_served(variant: str) -> None:
    """The strict spec kept its version-1 key across changes of the checks; labels cached under that key
    by a judge that still took 'opens at 9' from 'opens at 6 and closes at 9' must miss the cache now."""
    spec = RulesJudge.from_arg(variant).spec
    before = spec.model_copy(update={"params": {k: v for k, v in spec.params.items() if k != "checks"}})
    assert before.key != spec.key
    # nor those cached before the clause, preposition, sign and converse checks (revision 2)
    revision_2 = spec.model_copy(update={"params": {**spec.params, "checks": 2}})
    assert revision_2.key != spec.key
