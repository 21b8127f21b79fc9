"""A bound on how often one case reads one long text against other texts (hardening audit h48).

Each output claim is judged against its evidence, and each reference claim against each output claim it may be
linked to: an answer of n sentences citing a passage of n sentences (or linked against a reference claim of n
sentences) read the long text n times, n x n work (1,000 words 2.9 CPU s, 2,000 words 7.5 s). Real answers have a
handful of claims per long passage; past `LONG_TEXT_PARTNERS` of them the questions are not asked and the claims
escalate, saying why."""

from __future__ import annotations

from collections.abc import Sequence

LONG_TEXT_CHARS = 4096
"""A text this long (a page of prose) is read in time proportional to its length for every question holding it."""
LONG_TEXT_PARTNERS = 64
"""The most distinct other texts one case reads one long text against: the claims citing a long passage, or the
output claims a long reference claim is compared with. A real answer states a handful of claims of one passage (the
answers of audits a41-a43 have at most two claims; the imported datasets' are a claim or a few sentences); an answer
of more sentences than this all resting on one page of text is a list, and its questions past the cap escalate
instead of costing n x n."""


class LongTextReads:
    """Per case: the distinct texts each long text was asked with (its partners)."""

    __slots__ = ("_partners",)

    def __init__(self) -> None:
        self._partners: dict[tuple[bool, str], set[object]] = {}  # (read as the claim?, long text) -> partners

    def refusal(self, claim: str, texts: Sequence[str]) -> str | None:
        """None when the question (claim, evidence texts) may be asked, and it is recorded; else why it is not. A
        long evidence text's partner is the claim; a long claim's partner is its evidence."""
        wanted: list[tuple[tuple[bool, str], object]] = []
        if len(claim) >= LONG_TEXT_CHARS:
            wanted.append(((True, claim), tuple(texts)))
        wanted.extend(((False, text), claim) for text in texts if len(text) >= LONG_TEXT_CHARS)
        for key, partner in wanted:
            known = self._partners.get(key)
            if known is not None and partner not in known and len(known) >= LONG_TEXT_PARTNERS:
                return (f"not asked: a text of {len(key[1])} characters was already read against "
                        f"{LONG_TEXT_PARTNERS} other texts of this case (a bound against n x n work on answers of "
                        "many sentences)")
        for key, partner in wanted:
            self._partners.setdefault(key, set()).add(partner)
        return None
