"""Helpers for audit 42: build suites/runs from compact case specs."""
import json, os, re

DOMAINS = {}

class Domain:
    def __init__(self, name, prefix):
        self.name, self.prefix = name, prefix
        self.sources, self.spans, self.cases, self.runs, self.expect = [], [], [], [], []
        DOMAINS[name] = self

    def src(self, vid, sents, status="current", readers=(), observed="2025-01-10", published=None,
            eff_from=None, eff_to=None, title=None, source_id=None):
        title = title or vid
        text = title + ".\n"
        for sid, s in sents:
            start = len(text)
            text += s
            self.spans.append({"span_id": sid, "version_id": vid, "start": start, "end": len(text), "exact": s})
            text += "\n"
        rec = {"version_id": vid, "source_id": source_id or vid.rsplit("-v", 1)[0],
               "uri": f"https://{self.name}.example/{vid}", "title": title, "text": text,
               "observed_at": observed, "published_at": published or observed, "status": status,
               "readers": list(readers)}
        if eff_from: rec["effective_from"] = eff_from
        if eff_to: rec["effective_to"] = eff_to
        self.sources.append(rec)

    def case(self, cid, claim, ans, route, answer, exp, corr, sec, note, pick=None, reader=None,
             cutoff="2026-06-01", answerable=True, behavior="answer", applies_at=None, abstained=None,
             extra_claims=(), route_status=None, annotated=True, structured=None):
        cid = f"{self.prefix}-{cid}"
        routes = []
        for i, r in enumerate(route.split("|") if route else []):
            rt = {"set_id": f"r{i+1}", "members": r.split("+"), "inference": ["join"] if "+" in r else [],
                  "annotation_version": "2026-01", "status": route_status or "adjudicated"}
            routes.append(rt)
        cl = {"claim_id": "c1", "text": claim, "consequential": True, "routes": routes}
        if applies_at: cl["applies_at"] = applies_at
        claims = [cl] + [dict(c) for c in extra_claims]
        case = {"case_id": cid, "question": f"Q: {claim}", "reader": reader, "cutoff": cutoff,
                "answerable": answerable, "reference_answer": ans if isinstance(ans, list) else [ans],
                "expected_behavior": behavior, "strata": {"question_type": "audit"}, "claims": claims}
        if not annotated:
            case["annotated"] = False
            for c in claims: c["routes"] = []
        self.cases.append(case)
        # answer: markers [@span] [@span|quote] [@!] -> numbered
        sources, n = [], 0
        def rep(m):
            nonlocal n
            out = ""
            for part in m.group(1).split(";"):
                n += 1
                if part == "!":
                    out += f"[{90+n}]"
                    continue
                sid, _, q = part.partition("|")
                s = {"marker": str(n), "span_id": sid}
                if q: s["quote"] = q
                sources.append(s)
                out += f"[{n}]"
            return out
        text = re.sub(r"\[@([^\]]+)\]", rep, answer)
        run = {"case_id": cid, "answer_text": text}
        if structured is not None:
            run = {"case_id": cid, "answer_text": re.sub(r"\[@[^\]]+\]", "", answer), "claims": structured}
        elif sources:
            run["sources"] = sources
        if abstained: run["abstained"] = True
        self.runs.append(run)
        self.expect.append({"id": cid, "domain": self.name, "exp": exp, "corr": corr, "sec": sec,
                            "note": note, "pick": pick, "claim": claim})

    def pair(self, nid, claim, ans, route, probe, pexp, pcorr, right, sec, pnote, rnote, popts=None,
             ropts=None, rexp="accept", **kw):
        self.case(f"{nid}f", claim, ans, route, probe, pexp, pcorr, sec, pnote, **{**kw, **(popts or {})})
        self.case(f"{nid}r", claim, ans, route, right, rexp, True if rexp == "accept" else None, sec,
                  rnote, **{**kw, **(ropts or {})})

    def write(self, base):
        d = os.path.join(base, self.name)
        os.makedirs(os.path.join(d, "suite"), exist_ok=True)
        for fn, recs in (("suite/sources.jsonl", self.sources), ("suite/spans.jsonl", self.spans),
                         ("suite/cases.jsonl", self.cases), ("run.jsonl", self.runs),
                         ("expected.jsonl", self.expect)):
            with open(os.path.join(d, fn), "w") as f:
                for r in recs: f.write(json.dumps(r, ensure_ascii=False) + "\n")
