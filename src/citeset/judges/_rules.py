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
5. `entailed` or `insufficient` - two variants:
   * `rules` (the default, "scored", version 2): a claim whose names, identifiers, numbers or dates
     are not all in the evidence (a missing hop), or one of whose words the evidence replaces by
     another word between the same neighbours ("founded" where it says "leads"), is `insufficient`.
     Otherwise a logistic
     model over graded coverage features (`_rules_scored`: coverage by kind, length-weighted and
     family coverage, locality in one/two/three sentences, word order) gives p(entailed), compared
     with the shipped threshold (`rules_model.json`, trained by `python -m citeset.calibration.train`).
   * `rules:strict` (version 1, a high-precision gate): `entailed` when at least `entail` (default:
     all) of the claim's content terms, numbers and names occur in the evidence.
6. `insufficient` - otherwise; the rationale lists the missing terms.

The score is p(entailed) for the scored variant (0 when a gate rules it out) and the fraction of
the claim's content terms found in the evidence for the strict one and for contradictions (1.0 for
not_applicable). Known limits: bag-of-words coverage (word order and who-did-what are read only by the
slot tests and the statement checks: which subject a clause's predicate is said of, `_rules_doers`; which
name an apposition or copula gives a role, `_rules_bearers`; which word of a possessive owns which,
`_rules_possessions`; which noun a relative clause is said of, `_rules_relatives`; who does what a verb
says, active or passive, `_rules_deeds`; which of two events came first, `_rules_order`, by their years, `_rules_timeline`, or by a succession,
`_rules_succession`), no synonyms or paraphrase, no
arithmetic beyond one step the evidence marks (a unit conversion, a difference, a share, a remainder, a sum or a
comparison: `_rules_derived`), no joins through identifiers, and names in the same slot are read as exclusive ("born in Honolulu" vs
"born in Hawaii" is a mismatch). Labels are meant to be calibrated before they gate anything.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache, partial
from pathlib import Path

from citeset._lazyre import lazy_compile
from citeset._version import files_digest
from citeset.errors import InputError
from citeset.judges._protocol import JudgeRequest, JudgeSpec, Judgment, Label, Passage
from citeset.judges._rules_alike import said_alike
from citeset.judges._rules_caused import cause_words_unsaid
from citeset.judges._rules_checks import (
    find_mismatches,
    polarity_conflict,
    qualifier_fits,
)
from citeset.judges._rules_clauses import value_clause
from citeset.judges._rules_conditions import dropped_condition
from citeset.judges._rules_connectives import (
    bound_of_subject,
    bound_subject,
    negation_restated,
    rate_after,
    resumed,
    same_counted,
)
from citeset.judges._rules_converse_comparatives import comparative_unsaid
from citeset.judges._rules_dates import dates_as_written
from citeset.judges._rules_denials import denial_restated
from citeset.judges._rules_derived import derived_values
from citeset.judges._rules_features import FeatureCache, stem
from citeset.judges._rules_frequency import frequency_restated, time_words_unsaid
from citeset.judges._rules_funding import funding_denial_restated
from citeset.judges._rules_handover import taken_over
from citeset.judges._rules_hours import closed_day_restated
from citeset.judges._rules_memo import Analysis, AnalysisMemo, Decision, Decisions, Pair, groups
from citeset.judges._rules_model import RulesModel, load_model
from citeset.judges._rules_opposites import opposite_relation, opposites_table
from citeset.judges._rules_options import VARIANTS, Variant, judge_options
from citeset.judges._rules_pairs import bound_elsewhere
from citeset.judges._rules_partial import part_said_of_all
from citeset.judges._rules_ranks import rank_words_unsaid
from citeset.judges._rules_revisions import CHECKS_REVISION
from citeset.judges._rules_roles import conversely_stated, swapped_roles
from citeset.judges._rules_scope import universal_unsaid
from citeset.judges._rules_scored import feature_vector, substitutions
from citeset.judges._rules_statements import (
    ANY_COVERAGE_READINGS,
    STATEMENT_CHECKS,
    SUBJECT_CHECKS,
    Statement,
)
from citeset.judges._rules_timeline import dated_order_reversed
from citeset.judges._rules_tokens import NEG, CTok, Features, occurrences
from citeset.judges._rules_values import restated_terms, signed_alike
from citeset.judges._rules_yearspans import year_in_span

_LIST_MAX = 8
_DECISION_CACHE_MAX_CHARS = 8192


@cache
def checks_code_digest() -> str:
    """SHA-256 (first 16 hex digits) of the files whose code decides the rules judge's labels
    (`code_files_digest` of this install), computed once per process."""
    return code_files_digest(Path(__file__).resolve().parent.parent)


def code_files_digest(package: Path) -> str:
    """The digest of the rules judge's code in the citeset package folder `package`: every
    `judges/_rules*.py` and the module they read text with (`parse/_markers.py`), by name and bytes. (The
    scored variant's model is keyed by its own digest.)"""
    files = [*(package / "judges").glob("_rules*.py"), package / "parse" / "_markers.py"]
    return files_digest(package, files)[:16]


OPPOSITES = opposites_table(stem)
"""Stems of opposite relations, each mapped to its opposites (an immutable table built once)."""


def _terms(cf: Features, norms: Sequence[str]) -> str:
    shown = [cf.display(n) for n in norms[:_LIST_MAX]]
    more = len(norms) - _LIST_MAX
    return ", ".join(shown) + (f" (+{more} more)" if more > 0 else "")


def _bare(t: CTok, occ: list[tuple[Features, CTok]]) -> bool:
    """Whether the evidence supports a claim's count or amount said bare ("damaged 40 boats"): always for a year, a
    date or a time, and when any occurrence is bare, "about" or "by" ("rose by 8": a change, read elsewhere); not
    when every occurrence is a bound ("at least 40", "more than 40": probe 41, the claim says more)."""
    if t.sub != "plain":
        return True
    return any(not _QUANTITY_BOUND.match(f.text, u.qstart, u.sstart) or _FROM_BEFORE.search(f.text, 0, u.qstart)
               for f, u in occ)


_QUANTITY_BOUND = lazy_compile(r"(?:at\s+least|at\s+most|more\s+than|fewer\s+than|less\s+than|no\s+(?:fewer|more|less)"
                             r"\s+than|in\s+excess\s+of|exceeding|up\s+to|above|below)\b", re.IGNORECASE)
"""The qualifiers of a quantity that make it a bound (not "since", "until", "by", "within": times and changes; nor
"over", "under": "ran over 5 days", "spread over 3 floors" say a span as often as a bound)."""
_FROM_BEFORE = lazy_compile(r"\bfrom\s+[£$€]?\d[\d,.]*\s*(?:\w+\s+)?$", re.IGNORECASE)
"""A range's start before an "up to" ("aged from 11 up to 16"): the bound is the range's end."""
_BOUND_WORDS = frozenset({"maximum", "minimum", "most", "least", "much", "many", "long", "between", "up", "limit",
                          "cap", "no", "more", "fewer", "less", "over", "under", "above", "below", "exceed", "only",
                          "than", "max", "min", "upto"})
"""Words before a claim's number by which the claim says a bound of its own ("a maximum of 12", "as much as 50")."""


def _denied_bound(cf: Features, t: CTok, occ: list[tuple[Features, CTok]]) -> bool:
    """Whether the claim denies a lower bound the evidence gives as an upper one: "No applicant can receive more than
    £1,750" for "can receive up to £1,750" (probe 42), "not less than" for "at least", "has not run them since 2021"
    for "ran them until 2021"."""
    flipped = {"gt": ("le", "lt"), "ge": ("le", "lt"), "lt": ("ge", "gt")}.get(t.qual or "")
    if flipped is None or NEG not in cf.cue or not _DENIED_BOUND.match(cf.text, t.qstart, t.sstart):
        return False  # ("cannot be returned after 30 days" is not said by "can be returned within 30 days")
    if t.sub == "year" and any(resumed(f.text) for f, _ in occ):
        return False  # "ran tours until 2021, paused them, resumed them in 2022"
    subject = bound_subject(cf)
    return any(u.qual == flipped[0] and u.value == t.value and _GIVEN_BOUND.match(f.text, u.qstart, u.sstart)
               and (t.sub == "year" or (bound_of_subject(f.text, u.qstart, u.send, subject)
                                        and same_counted(cf.text, t.send, f.text, u.send)
                                        and rate_after(f.text, u.send) <= rate_after(cf.text, t.send))) for f, u in occ)


_DENIED_BOUND = lazy_compile(r"(?:more|greater|higher|larger|fewer|less|lower)\s+than|over|above|under|below|exceeding|"
                           r"since", re.IGNORECASE)
_GIVEN_BOUND = lazy_compile(r"up\s+to|at\s+most|at\s+least|(?:a\s+)?(?:maximum|minimum)\s+of|no\s+(?:more|fewer|less)\s+than|"
                          r"capped\s+at|limited\s+to|until|till", re.IGNORECASE)


def _bounded_in_words(cf: Features, t: CTok) -> bool:
    """Whether the claim says its number as a bound in words of its own, within three words before it, or says "the
    most"/"the maximum"/"the least" anywhere ("The most a single applicant can get is 6,000 dollars"; probe 42)."""
    return not _BOUND_WORDS.isdisjoint(cf.low[max(0, t.ri - 3) : t.ri]) or any(
        a == "the" and b in _EXTREMES for a, b in zip(cf.low, cf.low[1:], strict=False))


_EXTREMES = frozenset({"most", "maximum", "least", "minimum", "highest", "lowest", "fewest", "largest", "smallest"})


def _check_unit(name: str, value: float) -> None:
    if not 0.0 <= value <= 1.0:
        raise ValueError(f"{name} must be within [0, 1], got {value}")


class RulesJudge:
    """Lexical judge: coverage of claim terms, slot mismatches, negation and modal polarity."""

    spec: JudgeSpec

    def __init__(
        self,
        *,
        variant: Variant = "scored",
        coverage: float = 0.8,
        context: float = 0.5,
        sentence: float = 0.5,
        approx: float = 0.1,
        entail: float = 1.0,
        threshold: float | None = None,
        model: Path | None = None,
        window: int = 3,
        negation: bool = True,
        modal: bool = True,
        opposites: bool = True,
        cache: int = 65536,
    ) -> None:
        """Build the judge.

        variant: "scored" (default) decides entailment with the shipped learned model over graded
            coverage features; "strict" requires `entail` of the claim's terms (a high-precision gate).
        coverage: share of the claim's other terms the evidence must cover for a mismatch or a
            polarity conflict to be material (to count as a contradiction).
        context: share of the words around a claim token that must surround the evidence token in
            its slot (window of `window` content tokens each side).
        sentence: share of the claim's terms the best-aligned evidence sentence must hold before
            its negation/modal force is compared with the claim's.
        approx: relative tolerance for numbers read with "about", "around" ...
        entail: (strict) share of the claim's terms the evidence must hold for `entailed` (1.0 = all).
        threshold: (scored) p(entailed) at or above which a pair is entailed; default: the model's.
        model: (scored) another model file written by `python -m citeset.calibration.train`.
        negation, modal: enable the polarity checks.
        opposites: enable the opposite-relation check ("rejected" where the evidence says "approved",
            between the same things: contradicted).
        cache: entries of the per-judge decision cache, keyed by claim and passage texts (0 disables
            it; inputs over 8k characters are never kept; text features are cached regardless).
        """
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant {variant!r}; use {' or '.join(VARIANTS)}")
        for name, value in (("coverage", coverage), ("context", context), ("sentence", sentence)):
            _check_unit(name, value)
        _check_unit("approx", approx)
        _check_unit("entail", entail)
        if threshold is not None:
            _check_unit("threshold", threshold)
        if entail <= 0.0:
            raise ValueError("entail must be above 0")
        if not 1 <= window <= 20:
            raise ValueError(f"window must be within [1, 20], got {window}")
        if cache < 0:
            raise ValueError(f"cache must be >= 0, got {cache}")
        self.variant: Variant = variant
        self.coverage, self.context, self.sentence = coverage, context, sentence
        # The condition reading picks the sentences holding this share of the claim's terms, as before the table.
        _, label, why = STATEMENT_CHECKS[0]
        self._statements: tuple[Statement, ...] = ((partial(dropped_condition, coverage=coverage), label, why),
                                                    *STATEMENT_CHECKS[1:])
        self.approx, self.entail, self.window = approx, entail, window
        self.negation, self.modal, self.opposites = negation, modal, opposites
        self._model: RulesModel | None = load_model(model) if variant == "scored" else None
        self.threshold = threshold if threshold is not None or self._model is None else self._model.threshold
        self.spec = self._make_spec(model)
        self._features = FeatureCache()
        self._analyses: AnalysisMemo | None = None  # set once a strict sibling shares this judge's texts
        self._judge_name = str(self.spec)
        self._spec_key = self.spec.key
        self._cache_size = cache
        self._decisions = Decisions(cache) if cache else None
        self._ready: dict[Pair, Analysis] = {}  # analyses of the batch being labelled (`label_pairs`)

    def __getstate__(self) -> dict[str, object]:
        # A copy starts with a decision cache of its own (and no batch).
        return {**self.__dict__, "_decisions": Decisions(self._cache_size) if self._cache_size else None,
                "_ready": {}}

    def strict_sibling(self) -> RulesJudge:
        """The `strict` variant with this judge's slot and polarity settings, sharing its text-feature cache
        (features depend on the text alone), so checking a pair both ways extracts each text once."""
        sibling = RulesJudge(variant="strict", coverage=self.coverage, context=self.context, sentence=self.sentence,
                             approx=self.approx, window=self.window, negation=self.negation, modal=self.modal,
                             opposites=self.opposites)
        sibling._features = self._features
        # The analysis depends on the texts and the slot/polarity settings alone (both variants decide from
        # it), so the guard's strict question on a pair the scored judge just answered re-reads nothing.
        if self._analyses is None:
            self._analyses = AnalysisMemo()
        sibling._analyses = self._analyses
        return sibling

    def _make_spec(self, model_path: Path | None) -> JudgeSpec:
        thresholds = {"coverage": self.coverage, "context": self.context, "sentence": self.sentence}
        thresholds["approx"] = self.approx
        params: dict[str, object] = {"window": self.window, "negation": self.negation, "modal": self.modal}
        if self.opposites:  # a key only when on: labels cached before the check existed keyed without it
            params["opposites"] = 1
        # The revision of the deterministic checks: labels cached before values were read by their slot even
        # when present and before role swaps (2), or before clauses, prepositions, signs and converses (3),
        # must not be served for this judge (the strict variant keeps its version-1 spec otherwise).
        params["checks"] = CHECKS_REVISION
        # ... and the code of the checks themselves: an edit between revisions (a `git pull`, another install)
        # decides pairs otherwise, so its labels are never served for this code, nor this code's for it.
        params["code"] = checks_code_digest()
        if self._model is None:  # the strict spec is the version-1 spec, so its cached labels stay valid
            return JudgeSpec(
                name="rules", version="1", thresholds={**thresholds, "entail": self.entail}, params=params
            )
        assert self.threshold is not None
        params |= {
            "variant": "scored",
            "model_version": self._model.model_version,
            "model_sha256": self._model.digest,
        }
        if model_path is not None:
            params["model"] = str(model_path)
        return JudgeSpec(
            name="rules", version="2", thresholds={**thresholds, "p_entailed": self.threshold}, params=params
        )

    @classmethod
    def from_arg(cls, arg: str | None) -> RulesJudge:
        """Build from `[VARIANT][,key=value...]`: `strict`, `scored` or options of `__init__` alone."""
        kwargs = judge_options(arg)
        try:
            return cls(**kwargs)  # type: ignore[arg-type]
        except ValueError as exc:
            raise InputError(f"rules judge: {exc}", field="--judge") from exc

    def label(self, claim: str, evidence: Sequence[Passage]) -> Judgment:
        """Label one claim against its ordered evidence passages (synchronous fast path)."""
        return self.label_texts(claim, tuple([p.dated_text() for p in evidence]))

    def label_texts(self, claim: str, texts: tuple[str, ...]) -> Judgment:
        """`label` on the passages' texts alone (what the rules read of a passage): the engine's precision guard
        asks this way, without building passages."""
        decisions = self._decisions
        if decisions is not None and len(claim) + sum(map(len, texts)) <= _DECISION_CACHE_MAX_CHARS:
            key = (claim, texts)
            decided = decisions.get(key)
            label, score, rationale = decided if decided is not None else decisions.put(key, self._decide(*key))
        else:  # long evidence (calibration sets) is not worth keeping alive in the decision cache
            label, score, rationale = self._decide(claim, texts)
        # (validated, not `model_construct`: pydantic's validator is compiled, its construct path is Python and
        # measured 2.4x slower for this five-field answer)
        return Judgment(
            label=label, score=score, rationale=rationale, judge=self._judge_name, spec_key=self._spec_key
        )

    async def judge(self, requests: Sequence[JudgeRequest]) -> list[Judgment]:
        """Label a batch (the engine's entry point; the engine keeps the collector off loaded data)."""
        return self.label_pairs([(r.claim, tuple([p.dated_text() for p in r.evidence])) for r in requests])

    def label_pairs(self, pairs: Sequence[Pair]) -> list[Judgment]:
        """`label_texts` of each (claim, texts) pair, in order, the same answers; the pairs not yet decided are
        analysed together first, each reading done for all of them before the next (`_analyse_together`)."""
        out: list[Judgment] = []
        for group in groups(pairs):
            self._ready = self._analyse_together([p for p in dict.fromkeys(group) if self._unread(p)])
            try:
                out.extend([self.label_texts(claim, texts) for claim, texts in group])
            finally:
                self._ready = {}
        return out

    def _unread(self, pair: Pair) -> bool:
        """Whether a pair short enough to be remembered has neither a decision nor an analysis remembered."""
        if len(pair[0]) + sum(map(len, pair[1])) > _DECISION_CACHE_MAX_CHARS:
            return False  # long evidence is read alone, as `label_texts` reads it, and not held for a batch
        memo = self._analyses
        return ((self._decisions is None or pair not in self._decisions.entries)
                and (memo is None or pair not in memo.entries))

    def _analyse_together(self, pairs: list[Pair]) -> dict[Pair, Analysis]:
        """`analyse` of each pair, reading by reading: the texts' features of all pairs, then each pair up to its
        statement checks, then each statement check on every pair it is still open for (in `analyse`'s order: the
        first that finds something decides), then the scored judge's feature vectors. The same readings of the same
        texts as pair by pair, so the same analyses, but the interpreter runs one reading's code many times in a row
        (measured on the 10k benchmark's questions: about a fifth less CPU time than pair by pair)."""
        features = self._features.get
        for claim, texts in pairs:
            features(claim)
            for text in texts:
                features(text)
        done: dict[Pair, Analysis] = {}
        waiting: list[tuple[Analysis, bool, str]] = []
        for claim, texts in pairs:
            a, rest = self._prelude(claim, texts)
            done[(claim, texts)] = a
            if rest is not None:
                waiting.append((a, *rest))
        for statement in self._statements:
            waiting = _unsettled(waiting, statement)
        if self._model is not None:  # what `_decide` reads of a pair no check settled and no value is missing from
            for a in done.values():
                if a.decided is None and a.cf is not None and not a.values_missing:
                    self.scored(a)
        return done

    def _qualifiers(
        self, cf: Features, efs: list[Features], covered: frozenset[str], *, bare: bool
    ) -> tuple[frozenset[str], str]:
        """Uncover claim values the evidence states with another qualifier ("after 30" vs "within 30"); with `bare`
        (a claim qualifying none of its values), only a count or amount the evidence gives only as a bound ("40" for
        "at least 40")."""
        dropped: set[str] = set()
        notes: list[str] = []
        # Each value's occurrences are listed, and each reading of a qualifier tried, once: a claim saying "until
        # 2020" thousands of times listed the evidence's thousands of "2020"s at each (hardening audit h42).
        found: dict[str, list[tuple[Features, CTok]]] = {}
        fit: dict[tuple[str, str | None, float | None, str], bool] = {}
        handed: dict[tuple[str, str | None, tuple[int, int]], bool] = {}  # `taken_over` by value and claim clause
        for t in cf.valued:
            if t.norm not in covered or t.norm in dropped:
                continue
            occ = found.get(t.norm)
            if occ is None:
                occ = found[t.norm] = occurrences(efs, t.norm)
            key = (t.norm, t.qual, t.value, t.sub)  # what `qualifier_fits` reads of t
            fits = fit.get(key)
            if fits is None:
                fits = fit[key] = (_bare(t, occ) or _bounded_in_words(cf, t) if bare
                                   else any(qualifier_fits(t, u, self.approx) for _, u in occ)
                                   or _denied_bound(cf, t, occ))
            if fits:
                continue
            over_key = (t.norm, t.qual, value_clause(cf, t.ri))
            over = handed.get(over_key)
            if over is None:
                over = handed[over_key] = any(taken_over(cf, t, f, u) for f, u in occ)
            if over:
                continue
            dropped.add(t.norm)
            f, u = occ[0]
            notes.append(f"claim '{cf.text[t.qstart : t.qend]}', evidence '{f.text[u.qstart : u.qend]}'")
        if not dropped:
            return covered, ""
        return covered - dropped, "; qualifier differs: " + "; ".join(notes[:2])

    def analyse(self, claim: str, texts: tuple[str, ...], *, with_vector: bool = False) -> Analysis:
        """What both variants decide from: the deterministic outcome, coverage, the feature vector.

        The substitutions and the feature vector are computed here only when `with_vector` is set
        (training); the scored judge computes them in `scored` once the cheaper checks have passed.
        """
        a, rest = self._prelude(claim, texts, with_vector=with_vector)
        if rest is not None:
            for statement in self._statements:
                if self._settles((a, *rest), statement):
                    break
        return a

    def _settles(self, waiting: tuple[Analysis, bool, str], statement: Statement) -> bool:
        """Whether a statement check decides an analysis its statement checks are read for (`_prelude`), with
        whether the claim's number is of a part and the coverage tally."""
        a, of_part, tally = waiting
        check, label, why = statement
        if of_part and check in SUBJECT_CHECKS:
            return False  # the claim's number is of the part the evidence names otherwise ("the rest", "Hatton")
        assert a.cf is not None and a.efs is not None
        found = check(a.cf, a.efs)
        if found is None:
            return False
        a.decided = (label, a.score if label is Label.CONTRADICTED else 0.0, f"{why.format(found)} ({tally})")
        return True

    def _prelude(self, claim: str, texts: tuple[str, ...], *,
                 with_vector: bool = False) -> tuple[Analysis, tuple[bool, str] | None]:
        """`analyse` up to the statement checks: the analysis, and when they are to be read (the claim's terms are
        covered and nothing decided it), whether the claim's number is of a part and the coverage tally."""
        features = self._features.get
        cf = features(dates_as_written(claim, texts))
        if not cf.checkable:
            return Analysis(
                (Label.NOT_APPLICABLE, 1.0, "no checkable content (no facts, numbers or names to verify)")
            ), None
        efs = [f for f in map(features, texts) if f.content]
        n = len(cf.terms)
        if not efs:
            return Analysis((Label.INSUFFICIENT, 0.0, "no evidence text to check the claim against")), None
        claim_set = cf.cset
        covered = claim_set & efs[0].cset
        for f in efs[1:]:
            covered |= claim_set & f.cset
        notes = ""
        restated = restated_terms(cf, efs, covered) | signed_alike(cf, efs, covered) \
            | frequency_restated(cf, efs, covered) | year_in_span(cf, efs, covered)  # terms lacked as words
        derived = derived_values(cf, efs, covered)  # numbers one step of arithmetic away
        restated |= derived.words
        if cf.qualified or any(f.qualified for f in efs):
            covered, notes = self._qualifiers(cf, efs, covered, bare=not cf.qualified)
        in_slots = covered  # the slot check compares the words as written
        if restated:
            covered |= restated
            notes += "; values stated otherwise: " + ", ".join(cf.display(t) for t in sorted(restated))
        alike = said_alike(cf, efs, covered)
        if alike:
            covered |= alike
            restated |= alike  # like a converse, the word itself is not in the evidence
            notes += "; said alike: " + ", ".join(cf.display(t) for t in sorted(alike))
        converse = conversely_stated(cf, efs, claim_set - covered)
        if converse:
            covered |= converse
            restated |= converse  # like a value written otherwise, the word itself is not in the evidence
            notes += "; stated conversely: " + ", ".join(cf.display(t) for t in sorted(converse))
        score = len(covered) / n
        missing = [t for t in cf.terms if t not in covered]
        tally = f"{len(covered)}/{n} claim terms in evidence{notes}"
        values = [t.norm for t in cf.checked if t.norm not in covered] + time_words_unsaid(cf, efs, covered) \
            + cause_words_unsaid(cf, efs, covered) + rank_words_unsaid(cf, efs, covered)
        analysis = Analysis(
            None, score, cf, tuple(missing), tally, covered, values_missing=tuple(dict.fromkeys(values))
        )
        mismatches = find_mismatches(
            cf, efs, in_slots, context=self.context, window=self.window, approx=self.approx, restated=restated
        ) or bound_elsewhere(cf, efs, in_slots)
        analysis.efs, analysis.mismatch, analysis.restated = efs, bool(mismatches), restated
        if with_vector:
            self.scored(analysis)
        if mismatches:
            # a value in another slot still counts as found
            excluded = {n for m in mismatches for n in (m.norm, *m.also)} - covered
            rest = [t for t in cf.terms if t not in excluded]
            rest_cov = sum(t in covered for t in rest) / len(rest) if rest else 1.0
            if rest_cov >= self.coverage:
                why = "; ".join(m.describe() for m in mismatches[:3])
                analysis.decided = (Label.CONTRADICTED, score, f"{why} ({tally})")
                return analysis, None
        if score >= self.coverage and (self.negation or self.modal):
            conflict = polarity_conflict(
                cf, efs, covered, sentence=self.sentence, negation=self.negation, modal=self.modal
            )
            if conflict is not None and conflict.startswith("negation") and (
                    negation_restated(cf, efs) or denial_restated(cf, efs) or funding_denial_restated(cf, efs)
                    or closed_day_restated(cf, efs) or derived.complement):
                conflict = None  # "if they do not hold a pass" for "unless they hold a pass"; "did not renew" for
                # "declined to renew"
            if conflict is not None:
                # the opposite word in the same place, where there is one, says more than the polarity it gives
                opposite = opposite_relation(cf, efs, OPPOSITES) if self.opposites else None
                analysis.decided = (Label.CONTRADICTED, score, f"{opposite or conflict} ({tally})")
                return analysis, None
        if self.opposites:
            opposite = opposite_relation(cf, efs, OPPOSITES) or swapped_roles(cf, efs)
            if opposite is not None:
                analysis.decided = (Label.CONTRADICTED, score, f"{opposite} ({tally})")
                return analysis, None
        dated = dated_order_reversed(cf, efs)  # read at any coverage: the years say it, not the words
        if dated is not None:
            analysis.decided = (Label.INSUFFICIENT, 0.0, f"{dated} ({tally})")
            return analysis, None
        for reading, label in ANY_COVERAGE_READINGS:
            found = reading(cf, efs)
            if found:
                analysis.decided = (label, score if label is Label.CONTRADICTED else 0.0, f"{found} ({tally})")
                return analysis, None
        # A value the evidence lacks says more than a comparative or a universal left unsaid.
        considered = None if analysis.values_missing else (
            comparative_unsaid(cf, efs)
            or (universal_unsaid(cf, efs) or part_said_of_all(cf, efs) if score < self.coverage else None))
        if considered is not None:
            analysis.decided = (Label.INSUFFICIENT, 0.0, f"{considered} ({tally})")
            return analysis, None
        return analysis, ((derived.of_part, tally) if score >= self.coverage else None)

    @staticmethod
    def scored(a: Analysis) -> list[float]:
        """Fill in the substitutions and the feature vector of an analysed pair (with evidence)."""
        assert a.cf is not None and a.efs is not None
        if a.vector is None:
            a.substituted = tuple(substitutions(a.cf, a.efs, a.covered))
            a.vector = feature_vector(a.cf, a.efs, a.covered, mismatch=a.mismatch, restated=a.restated)
        return a.vector

    def _analysis(self, claim: str, texts: tuple[str, ...]) -> Analysis:
        """`analyse`, remembered for recent short pairs when a strict sibling shares them: the engine's precision
        guard asks the strict question about pairs the scored judge has just analysed."""
        memo = self._analyses
        if memo is None:
            return self._ready.get((claim, texts)) or self.analyse(claim, texts)
        key = (claim, texts)
        hit = memo.entries.get(key)
        if hit is not None:
            return hit[0]
        a = self._ready.get(key) or self.analyse(claim, texts)
        size = len(claim) + sum(map(len, texts))
        if size <= _DECISION_CACHE_MAX_CHARS:
            memo.put(key, a, size)
        return a

    def _decide(self, claim: str, texts: tuple[str, ...]) -> Decision:
        a = self._analysis(claim, texts)
        if a.decided is not None:
            return a.decided
        assert a.cf is not None
        cf, missing, n = a.cf, list(a.missing), len(a.cf.terms)
        if self._model is not None and self.threshold is not None:
            if a.values_missing:  # a name, identifier, number or date the evidence never states
                why = f"names/values not in evidence: {_terms(cf, a.values_missing)} ({a.tally})"
                return Label.INSUFFICIENT, 0.0, why
            vector = self.scored(a)
            if a.substituted:  # the same statement with another relation: "founded" where it says "leads"
                swaps = "; ".join(f"claim '{c}', evidence '{e}'" for c, e in a.substituted[:3])
                return Label.INSUFFICIENT, 0.0, f"another word in the same place: {swaps} ({a.tally})"
            p = self._model.probability(vector)
            why = f"p(entailed)={p:.2f} vs threshold {self.threshold:.2f}; {a.tally}"
            if missing:
                why += f"; not in evidence: {_terms(cf, missing)}"
            return (Label.ENTAILED if p >= self.threshold else Label.INSUFFICIENT), p, why
        if a.score >= self.entail and a.covered:
            if not missing:
                return Label.ENTAILED, a.score, f"all {n} claim terms in evidence: {_terms(cf, cf.terms)}"
            return Label.ENTAILED, a.score, f"{a.tally}; not in evidence: {_terms(cf, missing)}"
        return Label.INSUFFICIENT, a.score, f"not in evidence: {_terms(cf, missing)} ({a.tally})"


def _unsettled(waiting: list[tuple[Analysis, bool, str]], statement: Statement) -> list[tuple[Analysis, bool, str]]:
    """`RulesJudge._settles` of one statement check on each waiting analysis, in one loop: the analyses it leaves
    open. (Every pair the 10k benchmark asks reaches every check: a method call per pair and check was a tenth of
    the checks' time.)"""
    check, label, why = statement
    subject = check in SUBJECT_CHECKS
    contradicted = label is Label.CONTRADICTED
    left = []
    for w in waiting:
        a = w[0]
        if subject and w[1]:
            left.append(w)  # the claim's number is of the part the evidence names otherwise
            continue
        found = check(a.cf, a.efs)  # type: ignore[arg-type]
        if found is None:
            left.append(w)
            continue
        a.decided = (label, a.score if contradicted else 0.0, f"{why.format(found)} ({w[2]})")
    return left
