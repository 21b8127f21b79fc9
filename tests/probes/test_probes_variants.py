"""Each intervention of DESIGN §8 (and the metamorphic checks) builds the variant it promises: what is shown,
what changed and what outcome the evidence given makes expected."""

from __future__ import annotations

from probe_fixtures import suite, suite_path  # noqa: F401  (fixtures)

from citeset.probes import INTERVENTIONS, Variant, generate
from citeset.probes._evaluate import request_for, variant_suite
from citeset.suite import Suite


def _by_id(suite: Suite) -> dict[str, Variant]:  # noqa: F811
    variants, _ = generate(suite)
    return {v.variant_id: v for v in variants}


def _shown(v: Variant) -> list[str]:
    return [p.id for p in v.passages]


def test_gold_only_shows_exactly_the_selected_route(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/gold_only"]
    assert sorted(_shown(v)) == ["m1", "o1"]
    assert v.route_id == "via-map" and v.expected == ("supported_answer",)


def test_removing_a_hop_expects_abstention_unless_another_route_survives(suite: Suite) -> None:  # noqa: F811
    variants = _by_id(suite)
    for member in ("m1", "o1"):
        v = variants[f"atlas/maint/remove_hop/{member}"]
        assert member not in _shown(v)
        assert v.expected == ("appropriate_abstention",)
        assert v.changes[0].kind == "removed" and v.changes[0].member == member
    alternative = variants["atlas/maint/alternative_route"]
    assert "m1" not in _shown(alternative) and {"r1", "o1"} <= set(_shown(alternative))
    assert alternative.expected == ("supported_answer",)
    assert [r.set_id for r in alternative.case.claims[0].routes] == ["via-register"]


def test_a_single_route_claim_has_no_alternative_route_variant(suite: Suite) -> None:  # noqa: F811
    assert "falcon/term/alternative_route" not in _by_id(suite)


def test_contradiction_replaces_a_premise_with_a_labelled_incompatible_one(suite: Suite) -> None:  # noqa: F811
    variants = _by_id(suite)
    bridge = variants["atlas/maint/contradiction/m1"]
    change = bridge.changes[0]
    assert (change.old, change.new, change.new_id) == ("K42", "K43", "m1~contradiction")
    assert "incompatible premise" in change.label
    shown = {p.id: p.text for p in bridge.passages}
    assert shown["m1~contradiction"] == "Project Atlas runs on cluster K43." and "m1" not in shown
    assert bridge.expected == ("appropriate_abstention",)  # the join no longer holds
    number = variants["falcon/term/contradiction/w2"]
    assert (number.changes[0].old, number.changes[0].new) == ("24", "25")
    assert number.case.claims[0].text == "The Falcon drill is covered for 25 months."
    assert number.case.reference_answer == ("25 months",) and number.expected == ("supported_answer",)


def test_perturbed_passages_resolve_within_their_variant_only(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/contradiction/m1"]
    assert "m1~contradiction" not in suite.spans
    vsuite = variant_suite(suite, v)
    span = vsuite.spans["m1~contradiction"]
    assert vsuite.texts[span.version_id][span.start:span.end] == span.exact
    assert set(vsuite.cases) == {"atlas"}


def test_citation_restriction_shows_everything_but_allows_a_proper_subset(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/citation_restriction"]
    assert v.allowed_citations is not None and "m1" in _shown(v) and "m1" not in v.allowed_citations
    assert set(v.allowed_citations) < set(_shown(v))
    assert v.expected == ("appropriate_abstention",)
    assert request_for(v)["allowed_citations"] == list(v.allowed_citations)


def test_identity_swaps_the_join_key_for_a_lookalike(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/identity/m1"]
    assert (v.changes[0].old, v.changes[0].new) == ("K42", "K24")
    assert {p.id: p.text for p in v.passages}["m1~identity"] == "Project Atlas runs on cluster K24."
    assert v.expected == ("appropriate_abstention",)


def test_temporal_uses_the_suites_own_out_of_time_version_when_it_has_one(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["falcon/term/temporal/w2"]
    assert _shown(v) == ["w1"] and v.changes[0].new_id == "w1"
    assert v.passages[0].status == "superseded" and v.expected == ("appropriate_abstention",)
    derived = _by_id(suite)["atlas/maint/temporal/o1"]  # the roster has no older version: one is derived
    made = {p.id: p for p in derived.passages}["o1~temporal"]
    assert made.status == "superseded" and made.effective_to is not None and derived.as_of is not None
    assert made.effective_to < derived.as_of


def test_permission_blocks_a_member_and_never_sends_its_text(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/permission/m1"]
    assert v.withheld == ("m1~permission",) and "m1~permission" not in _shown(v)
    request = request_for(v)
    assert "Atlas runs on" not in str(request)
    vsuite = variant_suite(suite, v)
    blocked = vsuite.versions[vsuite.spans["m1~permission"].version_id]
    assert not blocked.readable_by(v.reader)
    assert v.expected == ("appropriate_abstention",)


def test_order_swap_changes_display_order_not_ids(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/order_swap"]
    assert v.baseline_order is not None
    assert _shown(v) == list(reversed(v.baseline_order)) and set(_shown(v)) == set(v.baseline_order)
    assert v.expected == ("supported_answer",)


def test_equivalent_swap_exchanges_two_equivalent_members(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/equivalent_swap"]
    assert v.baseline_order is not None
    assert _shown(v).index("r1") == v.baseline_order.index("m1")
    assert _shown(v).index("m1") == v.baseline_order.index("r1")
    single = _by_id(suite)["falcon/term/equivalent_swap"]  # no equivalent in the suite: an exact copy
    assert "w2~equivalent" in _shown(single) and len(single.case.claims[0].routes) == 2


def test_newer_version_changes_the_answer_and_supersedes_the_old(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["falcon/term/newer_version/w2"]
    shown = {p.id: p for p in v.passages}
    assert shown["w2~older"].status == "superseded" and shown["w2~newer"].status == "current"
    assert shown["w2~newer"].text == "The Falcon drill is covered for 25 months."
    assert v.case.reference_answer == ("25 months",)
    assert [r.members for r in v.case.claims[0].routes] == [("w2~newer",)]


def test_hard_negatives_remove_the_supporting_chunk_and_keep_near_misses(suite: Suite) -> None:  # noqa: F811
    v = _by_id(suite)["atlas/maint/hard_negatives"]
    assert "o1" not in _shown(v) and "o2" in _shown(v)
    assert v.expected == ("appropriate_abstention",)


def test_generation_is_deterministic_and_covers_every_intervention(suite: Suite) -> None:  # noqa: F811
    first, _ = generate(suite)
    second, _ = generate(suite)
    assert [v.model_dump_json() for v in first] == [v.model_dump_json() for v in second]
    assert {v.intervention for v in first} == set(INTERVENTIONS)
    only, _ = generate(suite, ["temporal"], ["falcon"])
    assert [v.variant_id for v in only] == ["falcon/term/temporal/w2"]


def test_an_out_of_time_version_the_reader_may_not_see_is_never_shown(suite_path) -> None:  # noqa: F811
    import json

    from citeset.suite import load_suite

    sources = [json.loads(x) for x in (suite_path / "sources.jsonl").read_text().splitlines()]
    for row in sources:
        if row["version_id"] == "war-1":
            row["readers"] = ["auditors"]  # the superseded warranty is restricted
    (suite_path / "sources.jsonl").write_text("".join(json.dumps(r) + "\n" for r in sources))
    variants, _ = generate(load_suite(suite_path), ["temporal"], ["falcon"])
    shown = [p.id for v in variants for p in v.passages]
    assert "w1" not in shown and shown == ["w2~temporal"]
