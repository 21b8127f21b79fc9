"""Benchmark: `citeset diff` throughput, cards loaded into the review database per second, and review-app
latency under concurrent simulated reviewers (with a count of lost or duplicated decisions), and the HTML
report's generation time and size for 10k cards.

Synthetic outputs of N cards (default 100k) are written as `evaluate` writes them; B differs from A in
~10% of verdicts. Escalated cards (default 20% of A) are loaded into SQLite (and PostgreSQL with --pg URL).
Then `citeset review serve`'s app runs under uvicorn on loopback and R simulated people (threads, one HTTP
client each; every fifth an adjudicator recording final decisions, the others reviewers recording blind
per-dimension judgments) open cards (escalations and user-reported incidents) and post for S seconds, while
user reports arrive (`feedback add`, each sent twice); stale-page refusals are expected, lost events not.

    python benchmarks/bench_review.py [--cards 100000] [--reviewers 20] [--seconds 20] [--pg URL]
"""

from __future__ import annotations

import argparse
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

VERDICTS = ["accept", "revise_citations", "reject", "escalate"]


def write_output(folder: Path, n: int, seed: int, escalate_share: float, flip: float = 0.0) -> None:
    from citeset.cards import Card, CitationView, Counts, Report
    from citeset.judges._protocol import JudgeSpec

    rng = random.Random(seed)
    folder.mkdir(parents=True)
    with (folder / "cards.jsonl").open("w") as handle:
        for i in range(n):
            r = random.Random(i).random()
            verdict = "escalate" if r < escalate_share else VERDICTS[int(r * 10) % 3]
            if flip and rng.random() < flip:
                verdict = rng.choice(VERDICTS)
            card = Card(case_id=f"case-{i // 2}", claim_id="c" if i % 2 == 0 else "d", kind="output",
                        output_index=i % 2, text=f"Entity {i} holds the rights associated with project P{i}.",
                        answerability="answerable", verdict=verdict, reasons=[f"reason {verdict}"],
                        citations=[CitationView(ref=f"s{i}", valid=True, version_id=f"v{i}", start=0, end=40,
                                                exact=f"Entity {i} holds the rights of record R{i}.")])
            handle.write(card.model_dump_json() + "\n")
    report = Report(citeset_version="bench", suite={"path": "bench"}, run={"path": "bench"},
                    judge=JudgeSpec(name="rules", version="1"), config={}, metrics={}, strata={},
                    counts=Counts(cases=n // 2, records=n // 2))
    (folder / "report.json").write_text(report.model_dump_json())


def bench_diff(root: Path, n: int) -> None:
    from citeset.diff import diff_outputs

    write_output(root / "a", n, 1, 0.2)
    write_output(root / "b", n, 2, 0.2, flip=0.1)
    started = time.perf_counter()
    result = diff_outputs(root / "a", root / "b", limit=200)
    took = time.perf_counter() - started
    changed = sum(result.transitions.values())
    print(f"diff: {n:,} + {n:,} cards in {took:.2f} s = {2 * n / took:,.0f} cards/s ({changed:,} changed)")


def bench_html(root: Path, n: int) -> None:
    from citeset.cards import Card, Report
    from citeset.htmlreport import render_html

    folder = root / "html"
    write_output(folder, n, 3, 0.2)
    report = Report.model_validate_json((folder / "report.json").read_text())
    cards = [Card.model_validate_json(line) for line in (folder / "cards.jsonl").read_text().splitlines()]
    started = time.perf_counter()
    page = render_html(report, cards)
    took = time.perf_counter() - started
    print(f"html report: {n:,} cards in {took:.2f} s, {len(page.encode()) / 1e6:.1f} MB")


def bench_load(root: Path, url: str, label: str) -> None:
    from citeset.review import load_output, open_db

    engine = open_db(url)
    started = time.perf_counter()
    loaded = load_output(engine, root / "a")
    took = time.perf_counter() - started
    print(f"load into {label}: {loaded.added:,} escalated cards (of {loaded.escalated:,}) in {took:.2f} s = "
          f"{loaded.added / took:,.0f} cards/s (the whole cards.jsonl streamed and parsed)")
    engine.dispose()


def _suite(root: Path) -> Path:
    import json

    suite = root / "suite"
    suite.mkdir(exist_ok=True)
    (suite / "sources.jsonl").write_text(json.dumps({"version_id": "v0", "source_id": "s", "text": "x" * 50}) + "\n")
    (suite / "spans.jsonl").write_text("")
    (suite / "cases.jsonl").write_text(json.dumps({"case_id": "case-0", "question": "q?", "answerable": False}) + "\n")
    return suite


def bench_app(root: Path, url: str, label: str, reviewers: int, seconds: float) -> None:
    import httpx
    from sqlalchemy import func, select
    from sqlalchemy.orm import Session

    from citeset.review import DIMENSIONS, Decision, Judgment, ReviewCard, open_db
    from citeset.review._db import Incident

    engine = open_db(url)
    incident_ids = [_incident(engine, k) for k in range(20)]  # user-reported incidents, reviewed like escalations
    with Session(engine) as session:  # cards are reached by their opaque reference, never their id
        refs = dict(session.execute(select(ReviewCard.id, ReviewCard.ref)).all())
        ids = [refs[i] for i in session.scalars(select(ReviewCard.id).limit(180))] + [refs[i] for i in incident_ids]
    reported = {refs[i] for i in incident_ids}
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    # The app in its own process, as `citeset review serve` runs it: the simulated reviewers do not share its GIL.
    adjudicators = [arg for k in range(0, reviewers, 5) for arg in ("--adjudicator", f"r{k}")]
    server = subprocess.Popen([sys.executable, "-m", "citeset", "review", "serve", str(_suite(root)),
                               str(root / "a"), "--db", url, "--port", str(port), *adjudicators],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    for _ in range(600):
        try:
            httpx.get(f"http://127.0.0.1:{port}/", timeout=1)
            break
        except httpx.HTTPError:
            time.sleep(0.1)
    latencies: list[float] = []
    outcomes = {"recorded": 0, "stale": 0, "other": 0}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds

    judgment = {"entailment": "entailed", "minimality": "minimal", "admissibility": "admissible",
                "alternative_route": "no_new_route", "contradiction": "none", "boundary": "in_scope"}

    def form(k: int, adjudicator: bool, incident: bool) -> dict[str, str]:
        if adjudicator and incident:
            return {"action": "decide_incident", "bucket": "attribution", "label": "insufficient",
                    "reason": f"bench {k}"}
        if adjudicator:
            return {"action": "override_verdict", "verdict": "reject", "bucket": "attribution", "label": "entailed",
                    "reason": f"bench {k}"}
        return {**judgment, **{f"reason_{d}": f"bench {k}" for d in DIMENSIONS}}

    def reviewer(k: int) -> None:
        rng = random.Random(k)
        adjudicator = k % 5 == 0
        path = "decisions" if adjudicator else "judgments"
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", follow_redirects=False, timeout=30) as client:
            client.post("/signin", data={"name": f"r{k}", "reader": "",
                                         "role": "adjudicator" if adjudicator else "reviewer"})
            while time.monotonic() < deadline:
                cid = rng.choice(ids)
                t0 = time.perf_counter()
                page = client.get(f"/cards/{cid}").text
                t1 = time.perf_counter()
                rev = re.search(r'name="revision" value="(\d+)"', page)
                tok = re.search(r'name="token" value="([0-9a-f]+)"', page)
                key = re.search(r'name="csrf" value="([0-9a-f]+)"', page)  # the session's form key
                if not rev or not tok or not key:
                    continue
                answer = client.post(f"/cards/{cid}/{path}", data={
                    "revision": rev.group(1), "token": tok.group(1), "csrf": key.group(1),
                    **form(k, adjudicator, cid in reported)})
                t2 = time.perf_counter()
                kind = ("recorded" if answer.status_code == 303 else "stale" if answer.status_code == 409
                        else "other")
                with lock:
                    latencies.extend((t1 - t0, t2 - t1))
                    outcomes[kind] += 1

    adds = {"recorded": 0, "duplicate": 0}

    def feedback() -> None:  # `citeset feedback add` arriving while people review; every report sent twice
        k = 1000
        while time.monotonic() < deadline:
            for _ in range(2):
                adds[_add_report(engine, k)] += 1
            k += 1
            time.sleep(0.2)

    with ThreadPoolExecutor(reviewers + 1) as pool:
        reports = pool.submit(feedback)
        list(pool.map(reviewer, range(reviewers)))
        reports.result()
    server.terminate()
    server.wait(timeout=30)
    with Session(engine) as session:
        stored = (session.scalar(select(func.count()).select_from(Decision)) or 0) + (
            session.scalar(select(func.count()).select_from(Judgment)) or 0)
        incidents = (session.scalar(select(func.count()).select_from(Incident)) or 0) - len(incident_ids)
    engine.dispose()
    q = statistics.quantiles(latencies, n=20)
    print(f"app on {label}: {reviewers} reviewers x {seconds:.0f} s: {len(latencies):,} requests, "
          f"p50 {statistics.median(latencies) * 1000:.1f} ms, p95 {q[18] * 1000:.1f} ms; judgments and decisions recorded "
          f"{outcomes['recorded']:,}, refused as stale {outcomes['stale']:,}, other {outcomes['other']}; "
          f"in the database {stored:,} (lost or duplicated: {abs(stored - outcomes['recorded'])}); feedback "
          f"reports added meanwhile {adds['recorded']:,} (each sent twice: {adds['duplicate']:,} refused as "
          f"duplicates), incidents in the database {incidents:,} (lost or duplicated: "
          f"{abs(incidents - adds['recorded'])})")


def _add_report(engine: object, k: int) -> str:
    from citeset.review._incidents import IncidentRecord, add_incident

    answer = f"Entity {k} holds the rights associated with project P{k}."
    record = IncidentRecord(case_id="case-0", question="q?", record={"case_id": "case-0", "answer_text": answer},
                            claim_start=0, claim_end=len(answer), claim_text=answer, version_id="v0", cited=[(0, 40)],
                            reader=None, report=f"report {k}: this source does not say that", who=f"user{k}")
    return add_incident(engine, record, "x" * 50).status  # type: ignore[arg-type]


def _incident(engine: object, k: int) -> int:
    from citeset.review._incidents import incident_card

    _add_report(engine, k)
    return incident_card(engine, k + 1)[0]  # type: ignore[arg-type]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=100_000)
    parser.add_argument("--reviewers", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--html-cards", type=int, default=10_000)
    parser.add_argument("--pg", default=None, help="PostgreSQL URL (an empty database) to measure too.")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        bench_diff(root, args.cards)
        bench_html(root, args.html_cards)
        targets = [(f"sqlite:///{root / 'review.sqlite'}", "SQLite")]
        if args.pg:
            targets.append((args.pg, "PostgreSQL"))
        for url, label in targets:
            bench_load(root, url, label)
            bench_app(root, url, label, args.reviewers, args.seconds)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
