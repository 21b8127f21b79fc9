"""Words, a small BM25 and deterministic perturbations of premises (numbers, identifiers, names).

The probe and the reference system rank passages with the same `rank` function, so "display order" in a
variant is the order a relevance ranker would show (ties broken by id).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from citeset._lazyre import lazy_compile

_WORD = lazy_compile(r"\w+", re.UNICODE)
STOPWORDS = frozenset(
    ["a", "an", "and", "are", "as", "at", "be", "been", "by", "can", "do", "does", "for", "from", "had", "has", "have", "how", "i", "in", "is", "it", "its", "of", "on", "or", "that", "the", "their", "there", "these", "this", "to", "was", "were", "what", "when", "where", "which", "who", "whom", "whose", "why", "will", "with", "within", "you", "your"])


@lru_cache(maxsize=1 << 18)
def words(text: str) -> tuple[str, ...]:
    """Lower-cased word tokens without stopwords (cached: variants of a claim re-rank the same texts)."""
    return tuple(w for w in (m.group(0).casefold() for m in _WORD.finditer(text)) if w not in STOPWORDS)


class BM25:
    """Okapi BM25 (k1=1.5, b=0.75) over a fixed list of texts, with postings so large suites stay fast."""

    def __init__(self, texts: Sequence[str], k1: float = 1.5, b: float = 0.75) -> None:
        self.k1, self.b = k1, b
        self.lengths: list[int] = []
        self.counts: list[Counter[str]] = []
        self.postings: dict[str, list[tuple[int, int]]] = {}
        for index, text in enumerate(texts):
            counts = Counter(words(text))
            self.lengths.append(sum(counts.values()))
            self.counts.append(counts)
            for word, tf in counts.items():
                self.postings.setdefault(word, []).append((index, tf))
        n = len(texts)
        self.avg = (sum(self.lengths) / n) if n else 0.0
        self.idf = {w: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for w, p in self.postings.items()}

    def scores(self, query: str, common: int | None = None) -> dict[int, float]:
        """Document index -> score, for documents sharing at least one query word.

        With `common`, documents are found through query words held by at most `common` documents (when
        there are any) and then scored on every query word: on a large suite a word like "servers" would
        otherwise make each query touch most of the suite."""
        terms = [w for w in dict.fromkeys(words(query)) if w in self.idf]
        seeds = terms
        if common is not None:
            seeds = [w for w in terms if len(self.postings[w]) <= common] or terms
        out: dict[int, float] = {}
        for index in {i for w in seeds for i, _ in self.postings[w]}:
            counts, score = self.counts[index], 0.0
            norm = self.k1 * (1 - self.b + self.b * self.lengths[index] / (self.avg or 1.0))
            for word in terms:
                tf = counts.get(word)
                if tf:
                    score += self.idf[word] * tf * (self.k1 + 1) / (tf + norm)
            out[index] = score
        return out


def rank(query: str, items: Sequence[tuple[str, str]]) -> list[str]:
    """Ids of (id, text) items by BM25 relevance to `query`, best first; ties (and misses) by id."""
    scores = BM25([text for _, text in items]).scores(query)
    order = sorted(range(len(items)), key=lambda i: (-round(scores.get(i, 0.0), 9), items[i][0]))
    return [items[i][0] for i in order]


# --- perturbations ---------------------------------------------------------------------------------------------

_TOKEN = lazy_compile(r"[A-Za-z]*\d+[A-Za-z0-9]*|\b[A-Z][A-Za-z]*\b")


def key_tokens(text: str) -> list[str]:
    """Tokens that can carry a fact or an identity: anything with a digit, and capitalised words."""
    return [m.group(0) for m in _TOKEN.finditer(text)]


def _bump(token: str, taken: set[str]) -> str:
    """A different value of the same shape: the last number increased, or the next letter of a name."""
    candidate = token
    for _ in range(60):
        digits = list(re.finditer(r"\d+", candidate))
        if digits:
            last = digits[-1]
            number = str(int(last.group(0)) + 1).zfill(len(last.group(0)))
            candidate = candidate[: last.start()] + number + candidate[last.end():]
        elif len(candidate) == 1:
            candidate = chr((ord(candidate) - ord("A") + 1) % 26 + ord("A"))
        else:
            candidate = candidate[0] + candidate[1:-1] + chr((ord(candidate[-1].lower()) - 96) % 26 + 97)
        if candidate not in taken and candidate != token:
            return candidate
    return token + "X"


def incompatible(token: str, taken: Iterable[str]) -> str:
    """A replacement value incompatible with `token` and absent from every text in play."""
    return _bump(token, set(taken))


def lookalike(token: str, taken: Iterable[str]) -> str:
    """A similar but different identifier: two digits transposed, else a doubled last character."""
    seen = set(taken)
    digits = re.search(r"(\d)(\d)(?!.*\d)", token)
    if digits and digits.group(1) != digits.group(2):
        swapped = token[: digits.start()] + digits.group(2) + digits.group(1) + token[digits.end():]
        if swapped not in seen:
            return swapped
    doubled = token + token[-1]
    return doubled if doubled not in seen else _bump(token, seen)


@lru_cache(maxsize=1 << 17)
def _whole(token: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w]){re.escape(token)}(?![\w])")


def replace_token(text: str, old: str, new: str) -> str:
    """Replace whole-token occurrences of `old` (R17 is not replaced inside R170)."""
    return _whole(old).sub(lambda _: new, text)


def has_token(text: str, token: str) -> bool:
    return _whole(token).search(text) is not None
