"""A second synthetic suite generator, shaped unlike `bench_evaluate.generate`, so that the evaluation's speed
and memory are not measured on one shape only.

Each case asks about one company and has three claims (founding year, headquarters city, chief executive),
answered in prose of three or four sentences. Facts sit in long profile documents (a dozen sentences, most of
them filler), so spans are short slices of long texts; the chief executive is a two-hop claim (the company's
profile names a holding group, the group's register names the executive). A quarter of the profiles have an
older, superseded version. Answers cite with every marker style the design lists (`[1]`, `[1][2]`, `[1, 2]`,
`[1-2]`), some through structured claims with quotes (faithful or not), some state a wrong year or city, some
add an uncited sentence, some abstain. Traces carry 20 retrieved spans and the 6 sent as context.

    from gen_profiles import generate; generate(Path("suite"), 30000)   # 30k claims = 10k cases
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import IO, Any

CITIES = ["Lisbon", "Tallinn", "Osaka", "Quito", "Accra", "Perth", "Bergen", "Tucson", "Leeds", "Hanoi", "Cusco",
          "Malmo", "Dakar", "Porto", "Graz", "Nagoya"]
FILLER = ["The firm publishes an annual sustainability review.", "Its staff work across {n} offices.",
          "Revenue figures are reported in the second quarter.", "The company sponsors a regional chess league.",
          "Its logo was redrawn in {y}.", "A museum exhibit covered its early products.",
          "Employees elect two members of the works council.", "The board meets four times a year.",
          "Customers include {n} municipal utilities.", "It filed {n} patents on water filtration."]


class _Writer:
    def __init__(self, files: dict[str, IO[str]]) -> None:
        self.files = files

    def row(self, name: str, row: dict[str, Any]) -> None:
        self.files[name].write(json.dumps(row) + "\n")

    def doc(self, vid: str, sid: str, sentences: list[str], **meta: Any) -> list[tuple[int, int, str]]:
        text, offsets = "", []
        for s in sentences:
            offsets.append((len(text), len(text) + len(s), s))
            text += s + " "
        self.row("sources", {"version_id": vid, "source_id": sid, "text": text, "observed_at": "2025-03-01",
                             "published_at": "2024-11-15", **meta})
        return offsets

    def span(self, sid: str, vid: str, at: tuple[int, int, str]) -> str:
        self.row("spans", {"span_id": sid, "version_id": vid, "start": at[0], "end": at[1], "exact": at[2]})
        return sid


def _facts(rng: random.Random, i: int) -> dict[str, str]:
    return {"name": f"Norvale {i}", "year": str(rng.randint(1950, 2020)), "city": rng.choice(CITIES),
            "group": f"Holding Group {i % 997}-{i}", "ceo": f"Dr. Amara Quist-{i}"}


def _filler(rng: random.Random, k: int) -> list[str]:
    return [f.format(n=rng.randint(2, 90), y=rng.randint(1990, 2023)) for f in rng.sample(FILLER, k)]


def _documents(w: _Writer, rng: random.Random, i: int, f: dict[str, str]) -> dict[str, str]:
    """The case's profile (maybe with an older version), the group register; spans by role."""
    facts = [f"{f['name']} was founded in {f['year']}.", f"{f['name']} has its headquarters in {f['city']}.",
             f"{f['name']} is owned by {f['group']}."]
    body = _filler(rng, 8)
    body.insert(0, facts[0])
    for fact in facts[1:]:
        body.insert(rng.randint(1, len(body)), fact)
    if rng.random() < 0.25:
        w.doc(f"p{i}-old", f"profile-{i}", [f"{f['name']} was founded in {int(f['year']) - 3}.", *_filler(rng, 3)],
              status="superseded")
    at = w.doc(f"p{i}", f"profile-{i}", body, status="current")
    spans = {}
    for k, role in enumerate(("year", "city", "group")):
        spans[role] = w.span(f"q{i}-{role}", f"p{i}", next(o for o in at if o[2] == facts[k]))
    reg = w.doc(f"g{i}", f"register-{i}", [*_filler(rng, 2), f"{f['group']} appointed {f['ceo']} as chief executive "
                                                                "of its operating company.", *_filler(rng, 2)])
    spans["ceo"] = w.span(f"q{i}-ceo", f"g{i}", reg[2])
    spans["noise"] = w.span(f"q{i}-noise", f"p{i}", next(o for o in at if o[2] not in facts))
    return spans


def _case(w: _Writer, i: int, f: dict[str, str], spans: dict[str, str]) -> None:
    claims = [{"claim_id": "year", "text": f"{f['name']} was founded in {f['year']}.",
               "routes": [{"set_id": "a", "members": [spans["year"]]}]},
              {"claim_id": "city", "text": f"{f['name']} is headquartered in {f['city']}.",
               "routes": [{"set_id": "a", "members": [spans["city"]]}]},
              {"claim_id": "ceo", "text": f"{f['ceo']} is the chief executive of {f['name']}.",
               "routes": [{"set_id": "a", "members": [spans["group"], spans["ceo"]]}]}]
    w.row("cases", {"case_id": f"k{i}", "question": f"When and where was {f['name']} founded, and who leads it?",
                    "reference_answer": [f"{f['year']}, {f['city']}, {f['ceo']}"],
                    "strata": {"hops": "mixed", "question_type": "profile"}, "claims": claims})


def _prose(rng: random.Random, f: dict[str, str], spans: dict[str, str]) -> tuple[str, list[dict[str, str]]]:
    year = f["year"] if rng.random() < 0.85 else str(int(f["year"]) + 1)
    city = f["city"] if rng.random() < 0.9 else rng.choice(CITIES)
    two_hop = rng.choice(["[3][4]", "[3, 4]", "[3-4]", "[4]"])
    text = (f"{f['name']} was founded in {year} [1]. It is headquartered in {city}[2]. "
            f"{f['ceo']} is the chief executive of {f['name']} {two_hop}.")
    if rng.random() < 0.3:
        text += f" The company is widely admired in {city}."
    sources = [{"marker": "1", "span_id": spans["year"]}, {"marker": "2", "span_id": spans["city"]},
               {"marker": "3", "span_id": spans["group"]}, {"marker": "4", "span_id": spans["ceo"]}]
    return text, sources


def _structured(rng: random.Random, f: dict[str, str], spans: dict[str, str]) -> list[dict[str, Any]]:
    quote = f"founded in {f['year']}" if rng.random() < 0.8 else f"established in {f['year']}"
    return [{"text": f"{f['name']} was founded in {f['year']}.", "claim_id": "year",
             "citations": [{"span_id": spans["year"], "quote": quote}]},
            {"text": f"{f['name']} is headquartered in {f['city']}.", "claim_id": "city",
             "citations": [{"span_id": spans["noise"] if rng.random() < 0.2 else spans["city"]}]},
            {"text": f"{f['ceo']} is the chief executive of {f['name']}.", "claim_id": "ceo",
             "citations": [{"span_id": spans["ceo"]}]}]


def _record(w: _Writer, rng: random.Random, i: int, f: dict[str, str], spans: dict[str, str], pool: list[str]) -> None:
    gold = [spans[r] for r in ("year", "city", "group", "ceo")]
    retrieved = gold + rng.sample(pool, min(16, len(pool)))
    rng.shuffle(retrieved)
    trace = {"retrieved": [{"span_id": s, "rank": k + 1, "score": round(1 - k / 40, 3)}
                           for k, s in enumerate(retrieved)], "context": retrieved[:6]}
    row: dict[str, Any] = {"case_id": f"k{i}", "trace": trace}
    roll = rng.random()
    if roll < 0.05:
        row.update(answer_text="I cannot find enough information to answer this.", abstained=True)
    elif roll < 0.45:
        claims = _structured(rng, f, spans)
        row.update(answer_text=" ".join(c["text"] for c in claims), claims=claims)
    else:
        text, sources = _prose(rng, f, spans)
        row.update(answer_text=text, sources=sources)
    w.row("run", row)


def generate(root: Path, n_claims: int, seed: int = 0) -> None:
    """A suite and run of `n_claims` claims (three per case) in `root`."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    names = ("sources", "spans", "cases", "run")
    files = {n: (root / f"{n}.jsonl").open("w") for n in names}
    try:
        w = _Writer(files)
        pool: list[str] = []
        for i in range(max(1, n_claims // 3)):
            f = _facts(rng, i)
            spans = _documents(w, rng, i, f)
            _case(w, i, f, spans)
            _record(w, rng, i, f, spans, pool)  # distractors from earlier cases only
            pool.append(spans["noise"])
    finally:
        for fh in files.values():
            fh.close()
