"""Never write text a reader may not see, in PROV exports of adjudications: a decision on a card checked against a
version the export's reader may not read says whether the claim is supported there (hardening audit 32)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_export_reader_rules import _export, _normal

from outputs_world import escalations

pytestmark = pytest.mark.filterwarnings("ignore:ConjunctiveGraph is deprecated:DeprecationWarning")


def _decided(tmp_path: Path, verdict: str) -> tuple[Path, Path, str]:
    """The escalations world with an adjudicator of class legal overriding oak-2's card (it cites a version only
    legal may read) to `verdict`."""
    from citeset.review import DecisionForm, Reviewer, load_output, open_db, record

    root = tmp_path / verdict
    suite, out = escalations(root)
    url = f"sqlite:///{root / 'r.sqlite'}"
    engine = open_db(url)
    load_output(engine, out)
    form = DecisionForm(action="override_verdict", verdict=verdict, reason="decided", revision=0, token="t" * 16,
                        bucket="none")
    assert record(engine, 3, Reviewer("lee", "legal", "adjudicator"), form).status == "recorded"
    engine.dispose()
    return suite, out, url


def test_a_prov_export_gives_no_decision_on_a_card_checked_against_a_blocked_version(tmp_path: Path) -> None:
    shown = {}
    for verdict in ("accept", "reject"):
        suite, out, url = _decided(tmp_path, verdict)
        doc = _export(out, "prov", tmp_path / f"{verdict}.jsonld", "--suite", str(suite), "--db", url)
        shown[verdict] = _normal(doc, f"/{verdict}/")
        assert not [n for n in doc["@graph"] if "citeset:Adjudication" in n.get("@type", [])]
    assert shown["accept"] == shown["reject"]
    cleared = _export(out, "prov", tmp_path / "legal.jsonld", "--suite", str(suite), "--db", url, "--reader", "legal")
    decisions = [n for n in cleared["@graph"] if "citeset:Adjudication" in n.get("@type", [])]
    assert [d["citeset:verdict"] for d in decisions] == ["reject"]
