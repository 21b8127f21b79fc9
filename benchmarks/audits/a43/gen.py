#!/usr/bin/env python3
"""Generate audit 43: ten domains, each a citeset suite + run + expectations.

python gen.py  -> writes domains/<domain>/{suite/,run.jsonl,expect.jsonl} and README.md
"""
import json, os, shutil, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from domains_data import D

CUTOFF = "2026-06-01"
ABST = "The provided sources do not specify this."

R_WRONG = "§3.4 correctness (contradicts reference: {k}) + §4 'an incorrect claim is never accepted' -> reject"
# Wrong claims whose error is an addition/other attribute or a dropped attribution or condition, not a
# substituted value for the reference claim's slot: §3.7 boundary clearly fails (so never accept), but whether
# §3.4 calls them "contradicting the reference claim" is not decided -> `correct` is not checked (None).
CORRECT_UNCHECKED = {"lh-05w", "bk-06w", "bk-12w", "hy-07w", "hs-01w", "tm-05w", "hb-01w", "ob-05w"}
# Superset claims (the output entails the reference claim and asserts more: widened list/scope/quantifier).
# §3.7 treats "asserts more" as a boundary failure of a possibly correct claim ("... and launched in 2019"),
# so §3.4 does not make them incorrect: verdict must be non-accept, `correct` not checked.
CORRECT_UNCHECKED |= {"lh-03w", "lh-08w", "bk-07w", "hy-02w", "hy-09w", "hs-02w", "hs-08w", "tm-01w", "fc-03w",
                      "fc-09w", "hb-08w", "hb-12w", "fb-04w", "fb-12w", "ob-02w", "ob-08w", "sp-01w", "sp-07w"}
R_RIGHT = "§3.4 contains accepted answer, §3.7 boundary (entailed by reference claim: {k}), §3.6 route covered -> §4 accept"


def version(vid, sid, title, sentences, status="current", observed="2026-01-10", published="2026-01-05",
            eff_from="2026-01-01", eff_to=None, readers=None):
    text = title + ".\n" + "".join(s + "\n" for s in sentences)
    return dict(version_id=vid, source_id=sid, uri="https://example.org/%s" % sid, title=title, text=text,
                observed_at=observed, published_at=published, effective_from=eff_from, effective_to=eff_to,
                status=status, readers=readers or [])


def build(dname, d):
    p = d["prefix"]
    versions, spans, spanidx = [], [], {}

    def add_version(v, keyed):
        versions.append(v)
        for key, s in keyed:
            start = v["text"].index(s)
            sid = "%s-%s" % (p, key)
            spans.append(dict(span_id=sid, version_id=v["version_id"], start=start, end=start + len(s), exact=s))
            spanidx[key] = (sid, s)

    main = d["main"]
    add_version(version(p + "-guide-v2", p + "-guide", d["title"], [s for _, s in main]), main)
    st = d["stale"]
    add_version(version(p + "-guide-v1", p + "-guide", d["title"] + " (2025 edition)", [st["old"]], status="superseded",
                        observed="2025-02-01", published="2025-01-20", eff_from="2025-01-01", eff_to="2026-01-01"), [("old", st["old"])])
    h = d["hop"]
    add_version(version(p + "-register-v1", p + "-register", d["title"] + " asset register", [h["a"]]), [("hopA", h["a"])])
    add_version(version(p + "-schedule-v3", p + "-schedule", d["title"] + " schedule", [h["b"]]), [("hopB", h["b"])])
    add_version(version(p + "-leaflet-v1", p + "-leaflet", d["title"] + " leaflet", [d["dup"]["leaflet"]]), [("leaflet", d["dup"]["leaflet"])])
    add_version(version(p + "-listing-v1", p + "-listing", d["title"] + " public listing", [d["conflict"]["other"]]), [("other", d["conflict"]["other"])])
    add_version(version(p + "-staff-v1", p + "-staff", d["title"] + " staff manual", [d["blocked"]["text"]], readers=["staff"]), [("staff", d["blocked"]["text"])])

    S = lambda k: spanidx[k][0]
    cases, runs, exps = [], [], []
    n = [0]

    def case(cid, q, claims, answers, reader="public", answerable=True, behavior="answer", probe="", qtype="lookup"):
        cases.append(dict(case_id=cid, question=q, reader=reader, cutoff=CUTOFF, answerable=answerable,
                          reference_answer=answers, expected_behavior=behavior,
                          strata=dict(question_type=qtype, probe=probe, hops=str(max([len(r["members"]) for c in claims for r in c["routes"]] or [0])) ),
                          claims=claims))

    def claim(text, members, inference=None, status="adjudicated"):
        return dict(claim_id="c1", text=text, consequential=False,
                    routes=[dict(set_id="r1", members=[S(m) for m in members], inference=inference or [],
                                 annotation_version="audit43", status=status)])

    def run_struct(cid, sents):
        # sents: list of (text, [keys], claim_id or None, quote or None)
        cl = []
        for t, keys, cidd, quote in sents:
            c = dict(text=t, citations=[(dict(span_id=S(k), quote=quote) if quote else dict(span_id=S(k))) for k in keys])
            if cidd:
                c["claim_id"] = cidd
            cl.append(c)
        runs.append(dict(case_id=cid, answer_text=" ".join(t for t, *_ in sents), claims=cl))

    def run_inline(cid, sents, bogus_marker=False):
        parts, sources, m = [], [], 0
        for t, keys in sents:
            marks = ""
            for k in keys:
                m += 1
                sources.append(dict(marker=str(m), span_id=S(k)))
                marks += "[%d]" % m
            if bogus_marker:
                marks += "[%d]" % (m + 7)
            parts.append(t[:-1] + " " + marks + t[-1])
        runs.append(dict(case_id=cid, answer_text=" ".join(parts), sources=sources))

    def run_abstain(cid):
        runs.append(dict(case_id=cid, answer_text=ABST, abstained=True))

    def expect(cid, verdict, correct, kind, rule, index=0, twin=None, unclear=False, probe=False, text=""):
        exps.append(dict(case_id=cid, domain=dname, index=index, verdict=verdict, correct=correct, kind=kind, rule=rule,
                         twin=twin, unclear=unclear, fa_probe=probe, claim=text))

    # ---- twins: wrong vs right paraphrase of one reference claim
    for i, (key, q, ref, ans, route, wrong, wkind, right, rkind) in enumerate(d["pairs"]):
        inline = (i % 2 == 1)
        for tag, text, verdict, correct, kind, rule in (
                ("w", wrong, "reject", False, wkind, R_WRONG.format(k=wkind)),
                ("r", right, "accept", True, rkind, R_RIGHT.format(k=rkind))):
            cid = "%s-%02d%s" % (p, i + 1, tag)
            case(cid, q, [claim(ref, route)], ans, probe="twin")
            if inline:
                run_inline(cid, [(text, route)])
            else:
                run_struct(cid, [(text, route, "c1", None)])
            if tag == "w" and (cid in CORRECT_UNCHECKED or (wkind.startswith("attribution dropped") and "+" not in wkind)):
                correct = None
                rule = ("§3.7 boundary: output asserts more than / other than the reference claim (%s); the cited span "
                        "does not entail it -> §3.5 unsupported -> §4 reject (correctness under §3.4 not decided)" % wkind)
            expect(cid, verdict, correct, ("wrong: " if tag == "w" else "right: ") + kind + (" [inline]" if inline else " [claim_id]"), rule,
                   twin="%s-%02d%s" % (p, i + 1, "r" if tag == "w" else "w"), probe=(tag == "w"), text=text)
    pr = lambda i: "%s-%02dr" % (p, i + 1)

    # ---- multi-hop
    cl = lambda: [claim(h["ref"], ["hopA", "hopB"], h["inference"])]
    cid = p + "-hop-missing"
    case(cid, h["q"], cl(), h["ans"], probe="hop", qtype="bridge")
    run_struct(cid, [(h["claim"], ["hopB"], "c1", None)])
    expect(cid, "revise_citations", True, "missing hop: correct claim cites only the second hop",
           "§3.6 set coverage incomplete (worked example case A) -> §4 revise_citations", twin=p + "-hop-full", probe=True, text=h["claim"])
    cid = p + "-hop-full"
    case(cid, h["q"], cl(), h["ans"], probe="hop", qtype="bridge")
    run_struct(cid, [(h["claim"], ["hopA", "hopB"], "c1", None)])
    expect(cid, "accept", True, "right: both hops cited (claim scope)", "§3.6 complete route (claim scope), §3.7 -> §4 accept",
           twin=p + "-hop-missing", text=h["claim"])
    cid = p + "-hop-scope"
    case(cid, h["q"], cl(), h["ans"], probe="hop", qtype="bridge")
    run_inline(cid, [(h["hopclaim"], ["hopA"]), (h["scoped"], ["hopB"])])
    expect(cid, "accept", True, "right: hop stated in earlier sentence (answer scope) [inline]",
           "§3.6 answer scope completes the route ('Cedar maps to R17 [1]. Entity R holds R17's rights [2].') -> §4 accept",
           index=1, twin=p + "-hop-missing", text=h["scoped"])

    # ---- candidate new route (unannotated duplicate source)
    du = d["dup"]
    cid = p + "-dup-leaflet"
    case(cid, du["q"], [claim(du["ref"], [du["key"]])], du["ans"], probe="newroute")
    run_struct(cid, [(du["claim"], ["leaflet"], "c1", None)])
    expect(cid, "escalate", True, "correct claim cites an unannotated source that states it (candidate new route)",
           "§3.7 'cited spans entail the claim but cover no known route' -> candidate new route -> escalate",
           twin=p + "-dup-guide", probe=True, text=du["claim"])
    cid = p + "-dup-guide"
    case(cid, du["q"], [claim(du["ref"], [du["key"]])], du["ans"], probe="newroute")
    run_struct(cid, [(du["claim"], [du["key"]], "c1", None)])
    expect(cid, "accept", True, "right: same claim cites the annotated span", R_RIGHT.format(k="paraphrase"),
           twin=p + "-dup-leaflet", text=du["claim"])

    # ---- blocked premise
    b = d["blocked"]
    cid = p + "-blocked-public"
    case(cid, b["q"], [claim(b["ref"], ["staff"])], b["ans"], probe="blocked")
    run_struct(cid, [(b["claim"], ["staff"], "c1", None)])
    expect(cid, "reject", None, "answer rests on a span blocked for the public reader",
           "§3.0 unanswerable for reader (blocked) + §4 reject 'answers that rest on spans blocked for the reader'",
           twin=p + "-blocked-staff", probe=True, text=b["claim"])
    cid = p + "-blocked-staff"
    case(cid, b["q"], [claim(b["ref"], ["staff"])], b["ans"], reader="staff", probe="blocked")
    run_struct(cid, [(b["claim"], ["staff"], "c1", None)])
    expect(cid, "accept", True, "right: same answer for the staff reader", R_RIGHT.format(k="paraphrase") + "; span readable by staff",
           twin=p + "-blocked-public", text=b["claim"])
    cid = p + "-blocked-abstain"
    case(cid, b["q"], [claim(b["ref"], ["staff"])], b["ans"], probe="blocked")
    run_abstain(cid)
    expect(cid, "abstain", None, "public reader, blocked premise, system abstains",
           "§3.0 blocked + §4 abstain (appropriate outcome)", index=None, text=ABST)

    # ---- stale version
    cid = p + "-stale-old"
    case(cid, st["q"], [claim(st["ref"], [st["key"]])], st["ans"], probe="stale")
    run_struct(cid, [(st["wrong"], ["old"], "c1", None)])
    expect(cid, "reject", False, "stale value cited from the superseded version",
           "§3.4 incorrect (another value) + §4 reject (worked example D, freshness)", twin=p + "-stale-new", probe=True, text=st["wrong"])
    cid = p + "-stale-new"
    case(cid, st["q"], [claim(st["ref"], [st["key"]])], st["ans"], probe="stale")
    run_inline(cid, [(st["right"], [st["key"]])])
    expect(cid, "accept", True, "right: current value cited from the current version [inline]", R_RIGHT.format(k="paraphrase"),
           twin=p + "-stale-old", text=st["right"])

    # ---- effective time (claim.applies_at): the same two texts, asked about mid-2025, swap verdicts
    def tclaim(text, members):
        c = claim(text, members)
        c["applies_at"] = "2025-06-01"
        return c
    tq = st["q"] + " (as of June 2025)"
    cid = p + "-time-2025-old"
    case(cid, tq, [tclaim(st["old"], ["old"])], st["oldans"], probe="time")
    run_struct(cid, [(st["wrong"], ["old"], "c1", None)])
    expect(cid, "accept", True, "right: 2025 value cited from the 2025 version whose effective interval contains applies_at",
           "§1 admissible (superseded is not invalidated; effective interval contains applies_at) + §3.4/§3.6/§3.7 -> §4 accept",
           twin=p + "-time-2025-new", text=st["wrong"])
    cid = p + "-time-2025-new"
    case(cid, tq, [tclaim(st["old"], ["old"])], st["oldans"], probe="time")
    run_struct(cid, [(st["right"], [st["key"]], "c1", None)])
    expect(cid, "reject", False, "current (2026) value given for a claim about June 2025, citing the 2026 version",
           "§3.4 another value (incorrect) + §1 cited version's effective interval excludes applies_at -> §4 reject (freshness)",
           twin=p + "-time-2025-old", probe=True, text=st["right"])

    # ---- conflict
    c = d["conflict"]
    ccl = lambda: [claim(c["ref"], [c["key"], "other"])]
    cans = [c["side"]] + c["ans"]  # both sides are accepted answer strings; §3.9 alone decides the verdict
    cid = p + "-conflict-silent"
    case(cid, c["q"], ccl(), cans, behavior="mention_conflict", probe="conflict")
    run_struct(cid, [(c["silent"], [c["key"]], "c1", None)])
    expect(cid, "revise_citations", None, "mention_conflict: answer silently picks one side",
           "§3.9 'under mention_conflict an answer that silently picks one side is not accepted (revise_citations, reason: conflict hidden)'",
           twin=p + "-conflict-both", probe=True, text=c["silent"])
    cid = p + "-conflict-both"
    case(cid, c["q"], ccl(), cans, behavior="mention_conflict", probe="conflict")
    run_struct(cid, [(c["both"], [c["key"], "other"], "c1", None)])
    expect(cid, "accept", True, "right: states the disagreement and cites both sides",
           "§3.9 'an answer that states the disagreement and cites both sides is accepted'", twin=p + "-conflict-silent", text=c["both"])

    # ---- unanswerable question
    u = d["unans"]
    cid = p + "-unans-answer"
    case(cid, u["q"], [], [], answerable=False, behavior="abstain", probe="unanswerable")
    run_struct(cid, [(u["claim"], [u["cite"]], None, None)])
    expect(cid, "reject", None, "unanswerable question answered, citing a related span that shares words",
           "§4 reject: 'answered where it should have abstained' / extra claim with no support; 'a citation to a related document does not turn it into support'",
           twin=pr(u["twin"]), probe=True, text=u["claim"])
    cid = p + "-unans-abstain"
    case(cid, u["q"], [], [], answerable=False, behavior="abstain", probe="unanswerable")
    run_abstain(cid)
    expect(cid, "abstain", None, "unanswerable question, system abstains", "§4 abstain; case-level card for an abstaining answer",
           index=None, text=ABST)

    # ---- citation problems on a correct claim (twin: the pair's right case)
    pairs = d["pairs"]
    i0 = 0
    key, q, ref, ans, route, _, _, right, _ = pairs[i0]
    # irrelevant-only citation: cite another main span sharing words
    other_key = pairs[1][0] if pairs[1][0] != key else pairs[2][0]
    cid = p + "-cite-irrelevant"
    case(cid, q, [claim(ref, route)], ans, probe="citation")
    run_struct(cid, [(right, [other_key], "c1", None)])
    expect(cid, "revise_citations", True, "correct claim cites only an unrelated span of the same guide",
           "§3.5 supported (correct, within boundary, route exists) + §3.6 no route covered -> §4 revise_citations",
           twin=pr(i0), probe=True, text=right)
    # over-abstention
    cid = p + "-overabstain"
    case(cid, q, [claim(ref, route)], ans, probe="abstention")
    run_abstain(cid)
    expect(cid, "reject", None, "answerable case, system abstains (over-abstention)",
           "§4 cards: omitted required claim -> reject ('Over-abstention on an answerable case therefore shows as omitted claims with verdict reject')",
           index=None, twin=pr(i0), probe=True, text=ABST)
    # extra variety per domain
    j = 2
    key, q, ref, ans, route, _, _, right, _ = pairs[j]
    variant = sorted(D).index(dname) % 3
    if variant == 0:
        cid = p + "-cite-invalid"
        case(cid, q, [claim(ref, route)], ans, probe="citation")
        runs.append(dict(case_id=cid, answer_text=right[:-1] + " [1]" + right[-1], sources=[dict(marker="1", span_id=p + "-no-such-span")]))
        expect(cid, "revise_citations", True, "correct claim; its only citation resolves to no span",
               "§3.1 invalid_citation (finding, not input error) + §3.5 supported -> §4 revise_citations (citations invalid)",
               twin=pr(j), probe=True, text=right)
    elif variant == 1:
        cid = p + "-quote-unfaithful"
        case(cid, q, [claim(ref, route)], ans, probe="citation")
        run_struct(cid, [(right, route, "c1", "this sentence is not in the source")])
        expect(cid, "revise_citations", True, "correct claim, route span cited, but the quote is not in the span",
               "§3.2 quote fidelity fails; §4 accept requires 'quotes faithful'; claim supported -> revise_citations (misattributed)",
               twin=pr(j), probe=True, text=right)
    else:
        cid = p + "-route-disputed"
        case(cid, q, [claim(ref, route, status="disputed")], ans, probe="annotation")
        run_struct(cid, [(right, route, "c1", None)])
        expect(cid, "escalate", True, "correct claim covering the only route, whose annotation is disputed",
               "§4 escalate: 'the annotation is disputed'", twin=pr(j), probe=True, text=right)
    # cited-but-irrelevant extra passage beside a complete route: DESIGN allows 'extra relevant' citations only
    if variant != 2:
        j = 3
        key, q, ref, ans, route, _, _, right, _ = pairs[j]
        cid = p + "-extra-irrelevant"
        case(cid, q, [claim(ref, route)], ans, probe="citation")
        run_struct(cid, [(right, route + [pairs[5][0]], "c1", None)])
        expect(cid, "accept", True, "correct claim, complete route plus an irrelevant extra citation",
               "UNCLEAR: §3.6 allows extra *relevant* citations; §3.8 labels this one irrelevant but §4 does not say whether it blocks accept",
               unclear=True, twin=None, text=right)
    return versions, spans, cases, runs, exps


def main():
    out = os.path.join(HERE, "domains")
    if os.path.isdir(out):
        shutil.rmtree(out)
    readme = ["# Audit 43 — ten new domains", "",
              "Generated by `gen.py` from `domains_data.py`. Run `bash run.sh /path/to/citeset` (source tree);",
              "`python show.py ID` prints one case. Expected verdicts follow /work/shared/DESIGN.md.",
              "Every false-accept probe (fa_probe) names a twin that must be accepted.", "",
              "Files: `domains/<domain>/{suite/,run.jsonl,expect.jsonl}`; `domains_data.py` (content), `gen.py` (writer),",
              "`run.sh SRC` (evaluates each domain with `PYTHONPATH=SRC/src python -m citeset evaluate ... --bootstrap 0",
              "--no-progress --workers 1` into a mktemp folder, then `compare.py`), `compare.py OUTDIR` (rows",
              "`ID expected actual expected_correct actual_correct KIND`, KIND in FA/FR/FC/OTHER/ok/UNCLEAR, then SUMMARY),",
              "`show.py ID [OUTDIR]`, `frgroups.py OUTDIR` (groups FR cases by the card's stated cause).", "",
              "Conventions: all cases cutoff 2026-06-01, reader `public` unless stated; `expect.index` is the output claim",
              "checked (null = look at all cards of the case: abstentions / over-abstention). `correct: null` = not checked:",
              "abstentions, blocked answers, silent conflict picks, unanswerable cases, and wrong claims that are",
              "*supersets* of the reference claim (widened list/scope/quantifier, dropped condition or attribution, another",
              "attribute) — §3.7 makes them boundary failures (never accept) but §3.4 does not decide their correctness.",
              "Case families per domain: `NNw/NNr` twins (wrong / right paraphrase of one reference claim, odd pairs use",
              "inline markers, even pairs claim_id); `hop-*` (missing hop / both hops / answer scope); `dup-*` (candidate",
              "new route vs annotated span); `blocked-*` (staff-only span for public / staff / abstain); `stale-*`",
              "(superseded value vs current); `time-2025-*` (claim applies_at 2025: old version right, current wrong);",
              "`conflict-*` (mention_conflict: silent pick vs both sides); `unans-*`; `cite-irrelevant`, `overabstain`,",
              "and one of `cite-invalid` / `quote-unfaithful` / `route-disputed`; `extra-irrelevant` is UNCLEAR.", "",
              "Format: `ID | expected verdict | expected correct | kind | DESIGN rule`", ""]
    total = 0
    for dname in sorted(D):
        versions, spans, cases, runs, exps = build(dname, D[dname])
        dd = os.path.join(out, dname)
        os.makedirs(os.path.join(dd, "suite"))
        w = lambda path, rows: open(path, "w", encoding="utf-8").write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
        w(os.path.join(dd, "suite", "sources.jsonl"), versions)
        w(os.path.join(dd, "suite", "spans.jsonl"), spans)
        w(os.path.join(dd, "suite", "cases.jsonl"), cases)
        w(os.path.join(dd, "run.jsonl"), runs)
        w(os.path.join(dd, "expect.jsonl"), exps)
        readme.append("## %s (%d cases)" % (dname, len(exps)))
        readme.append("")
        for e in exps:
            readme.append("- `%s` | %s | %s | %s | %s%s" % (e["case_id"], e["verdict"], e["correct"], e["kind"], e["rule"], " | UNCLEAR" if e["unclear"] else ""))
        readme.append("")
        total += len(exps)
    readme.insert(2, "Total cases: %d." % total)
    open(os.path.join(HERE, "README.md"), "w").write("\n".join(readme) + "\n")
    print("wrote %d cases" % total)


if __name__ == "__main__":
    main()
