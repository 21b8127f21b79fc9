"""The reference system under test: a small deterministic extractive RAG with switchable flaws.

It ranks the given passages with BM25, picks the sentence that answers the question (it holds the
question's main word, e.g. "holds" or "return"), and, when that sentence does not name the question's
subject, looks for a bridge passage that names the subject and shares an identifier with it ("Project
Cedar is mapped to record R17." + "Entity R holds the rights associated with record R17."). It answers with
structured claims that cite passages by id: the bridge as a hop statement, then the answer. It ignores
passages that are out of time (status or effective interval against `as_of`) and passages it may not cite,
and abstains when no chain holds.

Flaws (`reference:FLAW,...`), each caught by the intervention designed for it:

| flaw | what it does | caught by |
|---|---|---|
| `last_hop_only` | cites only the passage holding the answer | gold_only (citations incomplete) |
| `by_position` | maps its citations through its own ranking instead of the display order | order_swap |
| `ignores_dates` | ignores status and effective dates, preferring the oldest version | temporal, newer_version |
| `from_memory` | states the answer although the bridging hop is missing | remove_hop, identity, permission, contradiction |
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

from citeset._lazyre import lazy_compile
from citeset.errors import InputError
from citeset.systems._protocol import Request
from citeset.systems._text import STOPWORDS, has_token, key_tokens, rank

Flaw = Literal["last_hop_only", "by_position", "ignores_dates", "from_memory"]
FLAWS: tuple[Flaw, ...] = ("last_hop_only", "by_position", "ignores_dates", "from_memory")
_WH = {"which", "what", "who", "whom", "whose", "when", "where", "why", "how"}
_WORD = lazy_compile(r"\w+")


def _stem(word: str) -> str:
    word = word.casefold()
    return word[:5] if len(word) > 5 else word


def _instant(value: Any) -> datetime | None:
    if not value:
        return None
    try:
        parsed = datetime.fromisoformat(str(value).replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)


@dataclass(frozen=True)
class _Question:
    text: str
    subject: tuple[str, ...]
    """Capitalised words naming what the question is about ("Project", "Cedar")."""
    head: str | None
    """The main word the answer sentence must hold ("holds")."""
    head_at: int | None
    """Where the head word starts in the question (the predicate runs from there)."""


def _parse(question: str) -> _Question:
    tokens = list(_WORD.finditer(question))
    lowered = [t.group(0).casefold() for t in tokens]
    subject = tuple(t.group(0) for i, t in enumerate(tokens)
                    if i > 0 and t.group(0)[:1].isupper() and t.group(0) != "I")
    start = 0
    if lowered and lowered[0] in _WH:
        start = 2 if lowered[0] in {"which", "what", "how", "whose"} and len(lowered) > 1 else 1
    for token, low in zip(tokens[start:], lowered[start:], strict=True):
        if low not in STOPWORDS and token.group(0) not in subject:
            return _Question(question, subject, _stem(low), token.start())
    return _Question(question, subject, None, None)


class ReferenceSystem:
    """Deterministic extractive RAG; `flaws` switch on documented mistakes."""

    def __init__(self, flaws: frozenset[Flaw] = frozenset()) -> None:
        self.flaws = flaws
        self.spec = "reference" + (":" + ",".join(f for f in FLAWS if f in flaws) if flaws else "")

    async def answer(self, request: Request) -> dict[str, Any]:
        return self.respond(request)

    async def aclose(self) -> None:
        return None

    def respond(self, request: Request) -> dict[str, Any]:
        """The run record for one request."""
        passages: list[dict[str, Any]] = list(request["passages"])
        question = _parse(str(request["question"]))
        usable = self._usable(passages, request.get("allowed_citations"), _instant(request.get("as_of")))
        plan = self._plan(question, usable)
        if plan is None:
            return {"case_id": request["case_id"], "answer_text": "The provided sources do not specify this.",
                    "abstained": True}
        answer, bridge = plan
        if "last_hop_only" in self.flaws:
            bridge = None
        cite = self._citer(question, passages)
        claims = []
        if bridge is not None:
            claims.append({"text": bridge["text"], "citations": [{"span_id": cite(bridge)}]})
        main = [cite(answer)] + ([cite(bridge)] if bridge is not None else [])
        claims.append({"text": self._compose(question, answer["text"]),
                       "citations": [{"span_id": i} for i in main]})
        return {"case_id": request["case_id"], "answer_text": " ".join(c["text"] for c in claims),
                "abstained": False, "claims": claims}

    def _usable(self, passages: list[dict[str, Any]], allowed: list[str] | None,
                as_of: datetime | None) -> list[dict[str, Any]]:
        citable = [p for p in passages if allowed is None or p["id"] in allowed]
        if "ignores_dates" in self.flaws:  # oldest first: a superseded version wins a tie
            return sorted(citable, key=lambda p: (p.get("status") == "current", str(p.get("effective_from") or "")))
        return [p for p in citable if _in_time(p, as_of)]

    def _plan(self, q: _Question, usable: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any] | None] | None:
        """(answer passage, bridge passage or None), or None to abstain."""
        if q.head is None:
            return None
        order = {pid: i for i, pid in enumerate(rank(q.text, [(p["id"], p["text"]) for p in usable]))}
        if "ignores_dates" in self.flaws:
            order = {p["id"]: i for i, p in enumerate(usable)}
        candidates = sorted((p for p in usable if any(_stem(w) == q.head for w in _WORD.findall(p["text"]))),
                            key=lambda p: order[p["id"]])
        for answer in candidates:
            missing = [w for w in q.subject if not has_token(answer["text"], w)]
            if not missing:
                return answer, None
            bridge = self._bridge(q, answer, missing, usable, order)
            if bridge is not None or "from_memory" in self.flaws:
                return answer, bridge
        return None

    def _bridge(self, q: _Question, answer: dict[str, Any], missing: list[str], usable: list[dict[str, Any]],
                order: dict[str, int]) -> dict[str, Any] | None:
        keys = {t for t in key_tokens(answer["text"]) if t not in q.subject} - {answer["text"].split()[0]}
        found = [p for p in usable if p is not answer and has_token(p["text"], missing[-1])
                 and any(has_token(p["text"], k) for k in keys)]
        found.sort(key=lambda p: (-sum(has_token(p["text"], w) for w in q.subject), order[p["id"]]))
        return found[0] if found else None

    def _compose(self, q: _Question, sentence: str) -> str:
        """'Which entity holds X?' + 'Entity R holds ... R17.' -> 'Entity R holds X.'; else the sentence."""
        lead = q.text.split(maxsplit=1)[0].casefold() if q.text.strip() else ""
        if lead in {"which", "what", "who"} and q.head is not None and q.head_at is not None:
            match = next((m for m in _WORD.finditer(sentence) if _stem(m.group(0)) == q.head), None)
            phrase = sentence[: match.start()].strip() if match else ""
            if phrase:
                return f"{phrase} {q.text[q.head_at:].strip().rstrip('?').strip()}."
        return sentence.strip()

    def _citer(self, q: _Question, shown: list[dict[str, Any]]) -> Any:
        """Maps a chosen passage to the id cited. Flawless: its own id. `by_position`: the id shown at the
        position the passage has in the system's own ranking (right only while the two orders agree)."""
        if "by_position" not in self.flaws:
            return lambda p: p["id"]
        ranking = rank(q.text, [(p["id"], p["text"]) for p in shown])
        return lambda p: shown[ranking.index(p["id"])]["id"]


def _in_time(passage: dict[str, Any], as_of: datetime | None) -> bool:
    if passage.get("status", "current") in ("superseded", "archived", "invalidated"):
        return False
    start, end = _instant(passage.get("effective_from")), _instant(passage.get("effective_to"))
    if as_of is None:
        return True
    return (start is None or start <= as_of) and (end is None or as_of < end)


def from_arg(arg: str | None) -> ReferenceSystem:
    flaws = [f.strip() for f in (arg or "").split(",") if f.strip()]
    unknown = [f for f in flaws if f not in FLAWS]
    if unknown:
        raise InputError(f"unknown reference flaw(s) {', '.join(map(repr, unknown))}; known: {', '.join(FLAWS)}",
                         field="--system")
    return ReferenceSystem(frozenset(flaws))  # type: ignore[arg-type]
