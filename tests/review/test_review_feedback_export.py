"""Decided incidents become minimized regression cases (`citeset feedback export`): a suite that loads, a run
that reproduces the failure when evaluated, appended without duplicates, written crash-consistently."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from feedback_world import PUBLIC_ANSWER, add, legal_args, public_args, stale_args, trace, write_trace
from helpers_db import db_url, postgres_url  # noqa: F401  (fixtures)
from test_review_export import run_cli

from citeset.cli import cli
from citeset.review import DecisionForm, Reviewer, open_db, submit
from citeset.suite import load_suite
from outputs_world import CLAIM, escalations

RUN = "feedback-run.jsonl"


def decide(url: str, suite: Path, incident: int, bucket: str, who: str = "adj", reader: str | None = None) -> None:
    engine = open_db(url)
    from citeset.review._incidents import incident_card

    card_id, revision = incident_card(engine, incident)
    form = DecisionForm(action="decide_incident", bucket=bucket, reason=f"decided {bucket}", revision=revision,
                        token=f"tok-{incident}-{revision}-{bucket}", label="insufficient")
    outcome = submit(engine, load_suite(suite), card_id, Reviewer(who, reader, "adjudicator"), form)
    assert outcome.status == "recorded", outcome.message
    engine.dispose()


def export(capsys: pytest.CaptureFixture[str], url: str, suite: Path, out: Path) -> str:
    code, stdout, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 0, err
    return stdout


def evaluated(out: Path, tmp_path: Path, name: str) -> dict[str, dict[str, object]]:
    result = CliRunner().invoke(cli, ["evaluate", str(out), str(out / RUN), "--out", str(tmp_path / name),
                                      "--bootstrap", "0"])
    assert result.exit_code in (0, 1), result.output
    cards = [json.loads(x) for x in (tmp_path / name / "cards.jsonl").read_text().splitlines()]
    return {c["case_id"]: c for c in cards if c["kind"] == "output"}


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def decided_public_incident(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """The public reader's attribution report on an escalated case (incident 1), decided as attribution: the
    suite and database URL."""
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, public_args(tmp_path, suite, url))
    decide(url, suite, 1, "attribution")
    return suite, url


def test_a_decided_incident_becomes_a_minimized_case_that_reproduces_its_bucket(
        tmp_path: Path, db_url: str, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    suite, _ = escalations(tmp_path)
    add(capsys, public_args(tmp_path, suite, db_url))  # 1: attribution
    add(capsys, public_args(tmp_path, suite, db_url, report="wrong, twice"))  # 2: decided none
    add(capsys, legal_args(tmp_path, suite, db_url))  # 3: undecided
    decide(db_url, suite, 1, "attribution")
    decide(db_url, suite, 2, "none")
    out = tmp_path / "regression"
    stdout = export(capsys, db_url, suite, out)
    assert "exported 1 new case(s)" in stdout and "1 incident(s) await a decision" in stdout
    assert "1 decided 'none'" in stdout
    reg = load_suite(out)
    (case,) = reg.cases.values()
    assert case.strata["feedback_bucket"] == "attribution" and case.strata["origin"] == "feedback"
    assert case.question == "Which entity holds the rights associated with Project Cedar?"
    assert set(reg.versions) == {"map-v1", "rights-v3", "registry-v2"}  # the cited version and the claim's routes
    assert "secret-v1" not in reg.texts and "memo-v1" not in reg.texts
    record = json.loads((out / RUN).read_text())
    assert record["case_id"] == case.case_id and record["answer_text"] == PUBLIC_ANSWER
    card = evaluated(out, tmp_path, "ev")[case.case_id]
    assert card["verdict"] == "revise_citations" and card["bucket"] == "attribution"


def test_export_is_idempotent_and_appends_new_incidents(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    first = snapshot(out)
    assert "0 new case(s)" in export(capsys, url, suite, out) and snapshot(out) == first
    add(capsys, stale_args(tmp_path, suite, url))
    decide(url, suite, 2, "freshness")
    assert "exported 1 new case(s)" in export(capsys, url, suite, out)
    reg = load_suite(out)
    assert len(reg.cases) == 2 and sorted(c.strata["feedback_bucket"] for c in reg.cases.values()) == [
        "attribution", "freshness"]
    assert len((out / RUN).read_text().splitlines()) == 2
    cards = evaluated(out, tmp_path, "ev2")
    stale = next(c for c in reg.cases.values() if c.strata["feedback_bucket"] == "freshness")
    assert cards[stale.case_id]["bucket"] == "freshness"


def production_incident(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """A user's report on an answer to a question outside the suite (incident 1): the suite and database URL."""
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    path = write_trace(tmp_path, "prod", trace("prod-7", PUBLIC_ANSWER, "a1"))
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace", str(path), "--claim-span", "0:56",
                 "--source", "map-v1", "--reader", "", "--report", "no", "--question", "Who holds Cedar?"])
    return suite, url


def test_a_production_trace_outside_the_suite_exports_as_an_unannotated_case(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, url = production_incident(tmp_path, capsys)
    decide(url, suite, 1, "attribution")
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    (case,) = load_suite(out).cases.values()
    assert case.annotated is False and case.question == "Who holds Cedar?"
    card = evaluated(out, tmp_path, "ev")[case.case_id]
    assert card["verdict"] != "accept"  # the map does not state the claim: the failure is reproduced


def test_a_failed_export_leaves_the_regression_suite_as_it_was(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    before = snapshot(out)
    add(capsys, stale_args(tmp_path, suite, url))
    decide(url, suite, 2, "freshness")
    import citeset.review._feedback_export as module

    def crash(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(module, "freeze_suite", crash)
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 2 and "No space left on device" in err
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".reg") and p.name != ".regression.lock"]
    assert snapshot(out) == before and leftovers == []


def test_a_retrieval_incident_keeps_the_trace_and_reproduces_the_retrieval_miss(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    answer = {**trace("cedar-3", PUBLIC_ANSWER, "a1", claim_id="c"),
              "trace": {"retrieved": [{"span_id": "a1", "rank": 1}, {"span_id": "b1", "rank": 2},
                                      {"span_id": "gone", "rank": 3}], "context": ["a1"]}}
    path = write_trace(tmp_path, "retrieval", answer)
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace", str(path), "--claim-span",
                 "0:56", "--source", "map-v1", "--reader", "", "--report", "half the evidence never came back"])
    decide(url, suite, 1, "retrieval")
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    record = json.loads((out / RUN).read_text())
    assert record["trace"] == {"retrieved": [{"span_id": "a1", "rank": 1}, {"span_id": "b1", "rank": 2}],
                               "context": ["a1"]}  # only what the suite can place
    (case,) = load_suite(out).cases.values()
    assert evaluated(out, tmp_path, "ev")[case.case_id]["bucket"] == "retrieval_miss"


def test_a_restricted_incident_exports_for_its_reader_class_only(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    add(capsys, legal_args(tmp_path, suite, url))
    decide(url, suite, 1, "attribution", who="lee", reader="legal")
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    reg = load_suite(out)
    (case,) = reg.cases.values()
    assert case.reader == "legal" and reg.versions["secret-v1"].readers == ("legal",)  # the engine still gates it
    assert "memo-v1" not in reg.versions


def test_a_swap_cut_short_by_a_crash_is_completed_by_the_next_export(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    before = snapshot(out)
    out.rename(tmp_path / ".regression.old")  # the old folder moved aside, the new one not yet in place
    assert "0 new case(s) to" in export(capsys, url, suite, out)
    assert snapshot(out) == before and not (tmp_path / ".regression.old").exists()


def test_the_exported_answer_keeps_all_its_citations_so_a_mistaken_bucket_is_not_confirmed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    complete = write_trace(tmp_path, "complete", trace("cedar-3", CLAIM, "a1", "a2", claim_id="c"))
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace", str(complete), "--claim", CLAIM,
                 "--source", "map-v1", "--reader", "", "--report", "the map does not say that"])
    decide(url, suite, 1, "attribution")  # mistaken: the answer also cites the rights schedule
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    reg = load_suite(out)
    (citations,) = [c["citations"] for c in json.loads((out / RUN).read_text())["claims"]]
    cited = {reg.spans[c["span_id"]].version_id for c in citations}
    assert cited == {"map-v1", "rights-v3"}
    (case,) = reg.cases.values()
    assert evaluated(out, tmp_path, "ev")[case.case_id]["verdict"] == "accept"  # what the engine says of the answer


@pytest.mark.parametrize("name,junk,message", [
    (RUN, "garbage{\n", f"{RUN}:2: "),
    ("feedback-incidents.jsonl", '{"case_id": "x"}\n', "feedback-incidents.jsonl:2: field '"),
])
def test_a_malformed_line_in_the_regression_suite_is_one_error_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, junk: str, message: str) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    with (out / name).open("a") as handle:
        handle.write(junk)
    before = snapshot(out)
    add(capsys, stale_args(tmp_path, suite, url))
    decide(url, suite, 2, "freshness")
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 2 and err.startswith("error: ") and message in err and "Traceback" not in err, err
    assert len(err.strip().splitlines()) == 1 and snapshot(out) == before


@pytest.mark.parametrize("name", [RUN, "feedback-incidents.jsonl"])
def test_a_hand_edited_regression_run_is_refused_not_carried_into_the_next_export(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    path = out / name
    path.write_text(path.read_text().replace("It was agreed", "It was not agreed").replace("decided attr", "edited"))
    before = snapshot(out)
    add(capsys, stale_args(tmp_path, suite, url))
    decide(url, suite, 2, "freshness")
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(out))
    assert code == 2 and name in err and "changed since" in err and len(err.strip().splitlines()) == 1, err
    assert snapshot(out) == before


def test_a_retrieval_incident_that_cannot_be_reproduced_is_not_exported_and_is_counted(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, url = production_incident(tmp_path, capsys)
    decide(url, suite, 1, "retrieval")
    out = tmp_path / "regression"
    stdout = export(capsys, url, suite, out)
    assert "exported 0 new case(s)" in stdout and not out.exists()
    assert "1 incident(s) not exported: bucket 'retrieval'" in stdout


def test_an_existing_suite_no_feedback_export_wrote_is_refused_as_out(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    suite, url = decided_public_incident(tmp_path, capsys)
    import shutil

    main = tmp_path / "main-suite"  # the team's own suite, with its own run: never a regression suite
    shutil.copytree(suite, main)
    before = snapshot(main)
    code, _, err = run_cli(capsys, "feedback", "export", "--db", url, "--suite", str(suite), "--out", str(main))
    assert code == 2 and "no feedback export wrote" in err and "Traceback" not in err, err
    assert len(err.strip().splitlines()) == 1 and snapshot(main) == before


def test_a_regression_suite_exported_from_another_suite_is_refused_and_left_as_it_was(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from conftest import cedar_case, make_suite

    suite, url = decided_public_incident(tmp_path, capsys)
    out = tmp_path / "regression"
    export(capsys, url, suite, out)
    other = make_suite(tmp_path / "other" / "suite", [cedar_case("cedar-3"), cedar_case("cedar-9")])
    other_url = f"sqlite:///{tmp_path / 'other' / 'r.sqlite'}"
    add(capsys, public_args(tmp_path / "other", other, other_url, "the map says nothing of rights"))
    decide(other_url, other, 1, "attribution")
    before = snapshot(out)
    code, _, err = run_cli(capsys, "feedback", "export", "--db", other_url, "--suite", str(other), "--out", str(out))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err
    assert "feedback-export.json" in err and "exported from another suite" in err
    assert snapshot(out) == before
    assert "exported 0 new case(s)" in export(capsys, url, suite, out) and snapshot(out) == before  # its own: fine


def _reported_guess(root: Path, capsys: pytest.CaptureFixture[str], guess: str) -> Path:
    """A public user's answer to cedar-3 citing the map and the system's own chunk of the restricted map (only legal
    may read it), with text the system made up; reported, decided as attribution, exported."""
    suite, _ = escalations(root)
    url = f"sqlite:///{root / 'r.sqlite'}"
    record = trace("cedar-3", CLAIM, "a1", claim_id="c")
    record["claims"][0]["citations"].append({"chunk_id": "g"})
    record["trace"] = {"chunks": [{"span_id": "g", "version_id": "secret-v1", "exact": guess}]}
    add(capsys, ["feedback", "add", "--db", url, "--suite", str(suite), "--trace",
                 str(write_trace(root, "guess", record)), "--claim-span", f"0:{len(CLAIM)}", "--source", "map-v1",
                 "--reader", "", "--report", "the map does not say that", "--who", "pat"])
    decide(url, suite, 1, "attribution")
    export(capsys, url, suite, root / "regression")
    return root / "regression"


def test_a_regression_case_resolves_citations_only_as_its_reader_may_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import re

    shown = {}
    for name, guess in (("hit", "mapped to record R30"), ("miss", "mapped to record R31")):
        out = _reported_guess(tmp_path / name, capsys, guess)
        text = "".join((out / f).read_text() for f in ("sources.jsonl", "spans.jsonl", "cases.jsonl", RUN))
        shown[name] = re.sub(r"feedback-[0-9a-f]{16}", "K", text.replace("R30", "R3X").replace("R31", "R3X"))
        card = next(iter(evaluated(out, tmp_path, f"eval-{name}").values()))
        cited = [c for c in card["citations"] if c["ref"] == "g"]
        assert cited and cited[0]["version_id"] == "secret-v1" and cited[0]["start"] is None  # placed nowhere
    assert shown["hit"] == shown["miss"]
    assert '"span_id":"K-cited-2"' not in shown["hit"]
