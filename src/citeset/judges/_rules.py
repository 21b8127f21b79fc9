"""The default judge, `rules`: deterministic, offline, explainable lexical entailment checks.

The evidence is the passages' texts in order (each passage also ends a sentence). Texts are turned
into features once and memoised (see `_rules_features`): content terms (lowercase, stopwords
removed, possessives/plurals/-ed/-ing stripped, irregular verbs mapped: "Cedar's" ~ "Cedar",
"held" ~ "holds") and typed tokens (numbers with units and qualifiers, dates, names, identifiers).
A claim is then labelled, first rule that applies:

1. `not_applicable` - the claim has no checkable content: only function words and pleasantries or
   framing ("Thanks for asking!", "Here is what I found:"). It needs no evidence.
2. `insufficient` - there is no evidence text.
3. `contradicted` - a *material* slot mismatch (`_rules_checks.find_mismatches`): a number ("60
   days" vs "30 days", "$5" vs "$7", "thirty days" = "30 days"), a unit ("30 days" vs "30 weeks"),
   a date (year, month, weekday, ISO date) or a name/identifier ("Entity S" vs "Entity R", "R17" vs
   "R18", "held in Paris" vs "held in Lyon") of the claim is replaced in the evidence by another
   value in the same slot (same neighbouring word, largely the same surrounding words), and the
   rest of the claim is covered (at least `coverage` of its other terms). Another number merely
   mentioned elsewhere is not in the slot and contradicts nothing.
4. `contradicted` - a polarity conflict (`_rules_checks.polarity_conflict`): the claim is covered
   (at least `coverage`), and the evidence sentences that align best with it have the opposite
   negation (not/never/no/n't/without/none) or a weaker modal force (claim "must", evidence "may";
   claim "always", evidence "usually").
5. `entailed` - at least `entail` (default: all) of the claim's content terms, numbers and names
   occur in the evidence.
6. `insufficient` - otherwise; the rationale lists the missing terms.

The score is the fraction of the claim's content terms found in the evidence (1.0 for
not_applicable). Known limits: bag-of-words coverage (word order and who-did-what are not checked
beyond the slot tests), no synonyms or paraphrase, no arithmetic, unit conversion or joins
through identifiers, and names in the same slot are read as exclusive ("born in Honolulu" vs
"born in Hawaii" is a mismatch). Labels are meant to be calibrated before they gate anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from citeset.errors import InputError
from citeset.judges._protocol import JudgeRequest, JudgeSpec, Judgment, Label, Passage
from citeset.judges._rules_checks import find_mismatches, polarity_conflict, qualifier_fits
from citeset.judges._rules_features import FeatureCache
from citeset.judges._rules_tokens import Features

_LIST_MAX = 8
_DECISION_CACHE_MAX_CHARS = 8192
_FLOAT_OPTIONS = ("coverage", "context", "sentence", "approx", "entail")
_BOOL_OPTIONS = ("negation", "modal")
_INT_OPTIONS = ("window", "cache")
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})

Decision = tuple[Label, float, str]


def _terms(cf: Features, norms: Sequence[str]) -> str:
    shown = [cf.display(n) for n in norms[:_LIST_MAX]]
    more = len(norms) - _LIST_MAX
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


class RulesJudge:
    """Lexical judge: coverage of claim terms, slot mismatches, negation and modal polarity."""

    spec: JudgeSpec

    def __init__(
        self,
        *,
        coverage: float = 0.8,
        context: float = 0.5,
        sentence: float = 0.5,
        approx: float = 0.1,
        entail: float = 1.0,
        window: int = 3,
        negation: bool = True,
        modal: bool = True,
        cache: int = 65536,
    ) -> None:
        """Build the judge.

        coverage: share of the claim's other terms the evidence must cover for a mismatch or a
            polarity conflict to be material (to count as a contradiction).
        context: share of the words around a claim token that must surround the evidence token in
            its slot (window of `window` content tokens each side).
        sentence: share of the claim's terms the best-aligned evidence sentence must hold before
            its negation/modal force is compared with the claim's.
        approx: relative tolerance for numbers read with "about", "around" ...
        entail: share of the claim's terms the evidence must hold for `entailed` (1.0 = all).
        negation, modal: enable the polarity checks.
        cache: entries of the per-judge decision cache, keyed by claim and passage texts (0 disables
            it; inputs over 8k characters are never kept; text features are cached regardless).
        """
        for name, value in (
            ("coverage", coverage),
            ("context", context),
            ("sentence", sentence),
            ("approx", approx),
            ("entail", entail),
        ):
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"{name} must be within [0, 1], got {value}")
        if entail <= 0.0:
            raise ValueError("entail must be above 0")
        if not 1 <= window <= 20:
            raise ValueError(f"window must be within [1, 20], got {window}")
        if cache < 0:
            raise ValueError(f"cache must be >= 0, got {cache}")
        self.coverage, self.context, self.sentence = coverage, context, sentence
        self.approx, self.entail, self.window = approx, entail, window
        self.negation, self.modal = negation, modal
        self.spec = JudgeSpec(
            name="rules",
            version="1",
            thresholds={
                "coverage": coverage,
                "context": context,
                "sentence": sentence,
                "approx": approx,
                "entail": entail,
            },
            params={"window": window, "negation": negation, "modal": modal},
        )
        self._features = FeatureCache()
        self._judge_name = str(self.spec)
        self._spec_key = self.spec.key
        self._cached: Callable[[str, tuple[str, ...]], Decision] | None = (
            lru_cache(maxsize=cache)(self._decide) if cache else None
        )

    @classmethod
    def from_arg(cls, arg: str | None) -> RulesJudge:
        """Build from `key=value,key=value` (keys: the keyword options of `__init__`)."""
        kwargs: dict[str, float | int | bool] = {}
        for item in (arg or "").split(","):
            if not item.strip():
                continue
            key, sep, raw = item.partition("=")
            key, raw = key.strip(), raw.strip().lower()
            known = (*_FLOAT_OPTIONS, *_BOOL_OPTIONS, *_INT_OPTIONS)
            if not sep or not key:
                raise InputError(f"rules judge option {item.strip()!r} is not key=value", field="--judge")
            if key not in known:
                raise InputError(
                    f"unknown rules judge option {key!r}; known: {', '.join(sorted(known))}", field="--judge"
                )
            try:
                if key in _BOOL_OPTIONS:
                    if raw not in _TRUE | _FALSE:
                        raise ValueError(f"expected on/off, got {raw!r}")
                    kwargs[key] = raw in _TRUE
                elif key in _INT_OPTIONS:
                    kwargs[key] = int(raw)
                else:
                    kwargs[key] = float(raw)
            except ValueError as exc:
                raise InputError(f"rules judge option {key!r}: {exc}", field="--judge") from exc
        try:
            return cls(**kwargs)  # type: ignore[arg-type]
        except ValueError as exc:
            raise InputError(f"rules judge: {exc}", field="--judge") from exc

    def label(self, claim: str, evidence: Sequence[Passage]) -> Judgment:
        """Label one claim against its ordered evidence passages (synchronous fast path)."""
        texts = tuple(p.text for p in evidence)
        if self._cached is not None and len(claim) + sum(map(len, texts)) <= _DECISION_CACHE_MAX_CHARS:
            label, score, rationale = self._cached(claim, texts)
        else:  # long evidence (calibration sets) is not worth keeping alive in the decision cache
            label, score, rationale = self._decide(claim, texts)
        return Judgment(
            label=label, score=score, rationale=rationale, judge=self._judge_name, spec_key=self._spec_key
        )

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        """Label a batch (the engine's entry point; the engine keeps the collector off loaded data)."""
        return [self.label(r.claim, r.evidence) for r in requests]

    def _qualifiers(
        self, cf: Features, efs: list[Features], covered: frozenset[str]
    ) -> tuple[frozenset[str], str]:
        """Uncover claim values the evidence states with another qualifier ("after 30" vs "within 30")."""
        dropped: set[str] = set()
        notes: list[str] = []
        for t in cf.valued:
            if t.norm not in covered or t.norm in dropped:
                continue
            occ = [(f, f.content[p]) for f in efs for p in f.index()[0].get(t.norm, ())]
            if any(qualifier_fits(t, u, self.approx) for _, u in occ):
                continue
            dropped.add(t.norm)
            f, u = occ[0]
            notes.append(f"claim '{cf.text[t.qstart : t.qend]}', evidence '{f.text[u.qstart : u.qend]}'")
        if not dropped:
            return covered, ""
        return covered - dropped, "; qualifier differs: " + "; ".join(notes[:2])

    def _decide(self, claim: str, texts: tuple[str, ...]) -> Decision:
        features = self._features.get
        cf = features(claim)
        if not cf.checkable:
            return Label.NOT_APPLICABLE, 1.0, "no checkable content (no facts, numbers or names to verify)"
        efs = [f for f in map(features, texts) if f.content]
        n = len(cf.terms)
        if not efs:
            return Label.INSUFFICIENT, 0.0, "no evidence text to check the claim against"
        claim_set = cf.cset
        covered = claim_set & efs[0].cset
        for f in efs[1:]:
            covered |= claim_set & f.cset
        notes = ""
        if cf.qualified:
            covered, notes = self._qualifiers(cf, efs, covered)
        score = len(covered) / n
        missing = [t for t in cf.terms if t not in covered]
        tally = f"{len(covered)}/{n} claim terms in evidence{notes}"

        mismatches = find_mismatches(
            cf, efs, covered, context=self.context, window=self.window, approx=self.approx
        )
        if mismatches:
            excluded = {m.norm for m in mismatches}
            rest = [t for t in cf.terms if t not in excluded]
            rest_cov = sum(t in covered for t in rest) / len(rest) if rest else 1.0
            if rest_cov >= self.coverage:
                why = "; ".join(m.describe() for m in mismatches[:3])
                return Label.CONTRADICTED, score, f"{why} ({tally})"

        if score >= self.coverage and (self.negation or self.modal):
            conflict = polarity_conflict(
                cf, efs, covered, sentence=self.sentence, negation=self.negation, modal=self.modal
            )
            if conflict is not None:
                return Label.CONTRADICTED, score, f"{conflict} ({tally})"

        if score >= self.entail and covered:
            if not missing:
                return Label.ENTAILED, score, f"all {n} claim terms in evidence: {_terms(cf, cf.terms)}"
            return Label.ENTAILED, score, f"{tally}; not in evidence: {_terms(cf, missing)}"
        return Label.INSUFFICIENT, score, f"not in evidence: {_terms(cf, missing)} ({tally})"
