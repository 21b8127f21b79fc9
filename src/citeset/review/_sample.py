"""A blind stratified sample of judge decisions (cards not escalated) joins the review queue after the
escalations, so reviewers also check what the engine decided alone. Strata: verdict x the case's stratum
value under one key (e.g. question_type). Equal allocation over strata (leftover to the larger ones), drawn
with a seed: the same output, size, key and seed give the same sample."""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import func, insert, select
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from citeset.diff._compare import iter_cards, read_side
from citeset.review._db import AuditEvent, ReviewCard, Sampled
from citeset.suite import Suite

SAMPLED_VERDICTS = ("accept", "revise_citations", "reject")
RowKey = tuple[str, str, int, int]


@dataclass(frozen=True)
class SampleLoaded:
    """What `load_sample` did: cards available per stratum and how many were drawn."""

    available: dict[str, int]
    drawn: dict[str, int]
    added: int
    kept_existing: bool


def stratum_of(suite: Suite, case_id: str, verdict: str, by: str | None) -> str:
    case = suite.cases.get(case_id)
    value = case.strata.get(by) if case is not None and by else None
    return verdict if value is None else f"{verdict} | {by}={value}"


def allocate(strata: dict[str, list[RowKey]], n: int, seed: int) -> list[tuple[str, RowKey]]:
    """Equal allocation over strata, shuffled with the seed; leftover capacity goes to the larger strata. The
    strata are visited in an order drawn with the seed, so when fewer cards than strata are drawn (or the
    draws do not divide evenly) the seed, not the alphabet, decides which strata get the remainder."""
    rng = random.Random(seed)
    order = sorted(strata)
    rng.shuffle(order)
    pools = {s: sorted(strata[s]) for s in order}
    for keys in pools.values():
        rng.shuffle(keys)
    quota = dict.fromkeys(pools, 0)
    remaining = min(n, sum(len(k) for k in pools.values()))
    while remaining > 0:
        open_strata = [s for s in pools if quota[s] < len(pools[s])]
        share = max(1, remaining // len(open_strata))
        for s in open_strata:
            take = min(share, len(pools[s]) - quota[s], remaining)
            quota[s] += take
            remaining -= take
            if remaining == 0:
                break
    picked = [(s, key) for s in pools for key in pools[s][: quota[s]]]
    rng.shuffle(picked)
    return picked


def _row_key(key: tuple[str, str | None, int | None, int]) -> RowKey:
    return key[0], key[1] or "", -1 if key[2] is None else key[2], key[3]


def load_sample(engine: Engine, folder: Path, suite: Suite, n: int, seed: int, by: str | None,
                who: str = "citeset") -> SampleLoaded:
    """Draw the sample of `folder`'s judge decisions into the database, once per output (a second call with
    any size or seed keeps the first sample, so reviewers' work is never orphaned)."""
    digest = read_side(folder)[0].cards_digest
    strata: dict[str, list[RowKey]] = defaultdict(list)
    for key, card in iter_cards(folder / "cards.jsonl"):
        if card.verdict in SAMPLED_VERDICTS:
            strata[stratum_of(suite, card.case_id, card.verdict, by)].append(_row_key(key))
    available = {s: len(keys) for s, keys in sorted(strata.items())}
    with Session(engine) as session, session.begin():
        existing = session.execute(select(Sampled.stratum, func.count()).where(Sampled.output_digest == digest)
                                   .group_by(Sampled.stratum)).all()
        if existing:
            return SampleLoaded(available, {s: int(c) for s, c in existing}, 0, True)
        picked = allocate(strata, n, seed)
        wanted = {key: (position, s) for position, (s, key) in enumerate(picked)}
        rows = [{"output_digest": digest, "case_id": k[0], "claim_key": k[1], "output_key": k[2],
                 "occurrence": k[3], "verdict": card.verdict, "card_json": card.model_dump_json(), "revision": 0}
                for k, card in ((_row_key(key), card) for key, card in iter_cards(folder / "cards.jsonl"))
                if k in wanted]
        if rows:
            session.execute(insert(ReviewCard), rows)
        ids = {(r.case_id, r.claim_key, r.output_key, r.occurrence): r.id for r in session.scalars(
            select(ReviewCard).where(ReviewCard.output_digest == digest, ReviewCard.verdict != "escalate"))}
        for key, (position, s) in wanted.items():
            session.add(Sampled(card_id=ids[key], output_digest=digest, stratum=s, seed=seed, position=position))
        drawn: dict[str, int] = defaultdict(int)
        for s, _ in picked:
            drawn[s] += 1
        session.add(AuditEvent(who=who, reader=None, action="sample", detail={
            "output_digest": digest, "size": len(picked), "seed": seed, "by": by, "strata": dict(drawn)}))
    return SampleLoaded(available, dict(drawn), len(rows), False)
