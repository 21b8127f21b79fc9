"""Never write text a reader may not see: a card kept from a reviewer's reader class leaves no trace in what that
reviewer gets. Cards, judgments, decisions and audit events were named by their database ids, which count every
card loaded; a public reviewer seeing cards 1 and 3 knew that card 2 existed and was kept from them (hardening
audit 32)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from test_review_app import judgment

from citeset.review import create_app, load_output, open_db
from citeset.suite import load_suite
from conftest import cedar_case, make_suite, oak_case, span_of, world_sources, world_spans
from outputs_world import CLAIM, EVIL, OAK, answer, evaluate


def _world(root: Path, kept_card: bool) -> tuple[TestClient, TestClient, TestClient]:
    """(cleared, public reviewer, public adjudicator) over three escalated cases, the middle one (oak-2) checked
    against a version only `legal` may read; with `kept_card` False, oak-2 was not answered (no card loaded)."""
    sources = [*world_sources(), {"version_id": "evil-v1", "source_id": "evil", "uri": "https://x.example/evil",
                                  "text": EVIL, "observed_at": "2025-03-01"}]
    spans = [*world_spans(), span_of("evil", "evil-v1", EVIL, "Entity R holds the rights associated with Project Cedar")]
    oak = oak_case("oak-2", reader="legal")
    oak["claims"][0]["routes"][0]["status"] = "proposed"
    suite = make_suite(root / "suite", [cedar_case("cedar-3"), oak, cedar_case("evil-1")], sources, spans)
    run = [answer("cedar-3", CLAIM, "memo"), *([answer("oak-2", OAK, "oak-map", "oak-rights")] if kept_card else []),
           answer("evil-1", CLAIM, "evil")]
    _, out = evaluate(root, "w", run, suite=suite)
    engine = open_db(f"sqlite:///{root / 'db.sqlite'}")
    load_output(engine, out)
    app = create_app(load_suite(suite), engine, secret=b"k" * 32, readers=["", "legal"], adjudicators=["adj"])
    clients = []
    for name, reader, role in (("lee", "legal", "reviewer"), ("pat", "", "reviewer"), ("adj", "", "adjudicator")):
        client = TestClient(app, base_url="http://localhost")
        client.post("/signin", data={"name": name, "reader": reader, "role": role})
        clients.append(client)
    return clients[0], clients[1], clients[2]


def _refs(client: TestClient) -> dict[str, str]:
    rows = re.findall(r'href="/cards/([^"]+)">Card [^<]+</a></td>\s*<td>[^<]+</td><td>([^<]+)<', client.get("/queue").text)
    return {case: ref for ref, case in rows}


def _seen(client: TestClient) -> str:
    """Everything the client's queue, audit log and cards show, with each opaque reference named by its order of
    appearance and times, form keys, digests and paths left out."""
    text = client.get("/queue").text + client.get("/audit").text
    text += "".join(client.get(f"/cards/{ref}").text for ref in _refs(client).values())
    names: dict[str, str] = {}
    text = re.sub(r"\b[0-9a-f]{16}\b", lambda m: names.setdefault(m.group(0), f"REF{len(names)}"), text)
    return re.sub(r'\d{4}-\d\d-\d\dT[\d:+]+|value="[0-9a-f]{32,64}"|sha256:[0-9a-f]+|[0-9a-f]{64}|/tmp/\S*?/out-w',
                  "V", text)


def test_a_card_kept_from_a_reader_class_leaves_no_trace_in_names_or_places(tmp_path: Path) -> None:
    shown = []
    for kept in (True, False):
        lee, pat, adj = _world(tmp_path / str(kept), kept)
        if kept:  # a cleared reviewer judges the card kept from the public (an event, a judgment)
            ref = _refs(lee)["oak-2"]
            assert lee.post(f"/cards/{ref}/judgments", data=judgment(lee.get(f"/cards/{ref}").text)).status_code == 200
        first = _refs(pat)["cedar-3"]
        pat.post(f"/cards/{first}/judgments", data=judgment(pat.get(f"/cards/{first}").text))
        shown.append([_seen(pat), _seen(adj)])
    assert shown[0] == shown[1]
    assert "J1" in shown[0][0]  # the public reviewer's judgment is the first on its card, whatever else was judged


def test_card_references_are_opaque_and_a_cleared_reviewer_still_reaches_every_card(tmp_path: Path) -> None:
    lee, pat, _ = _world(tmp_path, True)
    refs = _refs(lee)
    assert set(refs) == {"cedar-3", "oak-2", "evil-1"} and set(_refs(pat)) == {"cedar-3", "evil-1"}
    assert all(re.fullmatch(r"[0-9a-f]{16}", ref) for ref in refs.values())
    assert lee.get(f"/cards/{refs['oak-2']}").status_code == 200
    assert pat.get(f"/cards/{refs['oak-2']}").status_code == pat.get("/cards/1").status_code == 404


def test_feedback_add_names_the_queued_card_by_the_reference_the_app_knows(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from feedback_world import public_args
    from test_review_export import run_cli

    from outputs_world import escalations

    suite, _ = escalations(tmp_path)
    url = f"sqlite:///{tmp_path / 'r.sqlite'}"
    code, out, err = run_cli(capsys, *public_args(tmp_path, suite, url))
    assert code == 0, err
    ref = re.search(r"queued as card ([0-9a-f]{16}) in the review app", out).group(1)
    engine = open_db(url)
    app = create_app(load_suite(suite), engine, secret=b"k" * 32)
    client = TestClient(app, base_url="http://localhost")
    client.post("/signin", data={"name": "pat", "reader": "", "role": "reviewer"})
    assert "User report" in client.get(f"/cards/{ref}").text
    engine.dispose()
