"""The reference system: flawless it passes every intervention; each injected flaw is caught by the
intervention designed for it, with the outcome a user would read in the report."""

from __future__ import annotations

import pytest
from probe_fixtures import suite, suite_path  # noqa: F401  (fixtures)

from citeset.demo import example_paths
from citeset.probes import probe
from citeset.suite import Suite, load_suite
from citeset.systems import load_system


def _violations(suite: Suite, spec: str) -> dict[str, str]:  # noqa: F811
    result = probe(suite, load_system(spec))
    assert result.summary.system_errors == 0
    return {r.variant_id: r.observed for r in result.results if r.violation}


@pytest.mark.parametrize("name", ["cedar", "returns"])
def test_the_flawless_reference_passes_every_intervention_on_the_demo_suites(name: str) -> None:
    demo = load_suite(example_paths(name)[0])
    result = probe(demo, load_system("reference"))
    assert result.summary.variants > 0
    assert result.summary.violations == 0, result.summary.violation_list
    assert not result.failed


def test_the_flawless_reference_passes_on_a_suite_in_other_words(suite: Suite) -> None:  # noqa: F811
    result = probe(suite, load_system("reference"))
    observed = {r.variant_id: r.observed for r in result.results}
    assert observed["atlas/maint/gold_only"] == "supported_answer"
    assert observed["atlas/maint/remove_hop/m1"] == "appropriate_abstention"
    assert observed["atlas/maint/alternative_route"] == "supported_answer"
    assert result.summary.violations == 0, result.summary.violation_list


def test_ignores_removal_keeps_answering_and_is_an_unsupported_synthesis(suite: Suite) -> None:  # noqa: F811
    result = probe(suite, load_system("reference:from_memory"))
    removal = next(r for r in result.results if r.variant_id == "atlas/maint/remove_hop/m1")
    assert removal.observed == "unsupported_synthesis" and removal.violation
    assert removal.correct is True  # correctness kept apart: right answer, no support given
    assert removal.cited == ["o1"]
    assert "expected appropriate_abstention" in removal.reason
    caught = {r.intervention for r in result.results if r.violation}
    assert {"remove_hop", "identity", "permission", "contradiction"} <= caught
    assert "order_swap" not in caught and "gold_only" not in caught


def test_last_hop_only_is_caught_by_gold_only(suite: Suite) -> None:  # noqa: F811
    result = probe(suite, load_system("reference:last_hop_only"))
    gold = next(r for r in result.results if r.variant_id == "atlas/maint/gold_only")
    assert gold.violation and gold.correct is True and gold.cited == ["o1"]
    # Citations incomplete (revise_citations), or, when the judge finds the answer's one passage entails
    # the claim, a candidate new route the engine escalates: either way never a supported answer.
    assert gold.observed in ("unsupported_synthesis", "undetermined")
    assert not next(r for r in result.results if r.variant_id == "falcon/term/gold_only").violation


def test_by_position_is_caught_by_order_swap_only(suite: Suite) -> None:  # noqa: F811
    result = probe(suite, load_system("reference:by_position"))
    swap = next(r for r in result.results if r.variant_id == "atlas/maint/order_swap")
    assert swap.violation and "display order changed the cited ids" in swap.reason
    assert swap.baseline_cited == ["m1", "o1"] and swap.cited != swap.baseline_cited
    assert {r.intervention for r in result.results if r.violation} <= {"order_swap", "equivalent_swap"}


def test_ignores_dates_is_caught_by_temporal_and_newer_version(suite: Suite) -> None:  # noqa: F811
    found = _violations(suite, "reference:ignores_dates")
    assert found["falcon/term/temporal/w2"] == "unsupported_synthesis"
    assert found["falcon/term/newer_version/w2"] == "unsupported_synthesis"
    assert {v.split("/")[2] for v in found} == {"temporal", "newer_version"}


def test_flaws_combine(suite: Suite) -> None:  # noqa: F811
    found = _violations(suite, "reference:from_memory,ignores_dates")
    assert {v.split("/")[2] for v in found} >= {"remove_hop", "temporal", "newer_version"}
