"""Tiny DSL used by gen.py to write one suite + run + expected file per domain."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))


class Domain:
    def __init__(self, name):
        self.name = name
        self.sources = []   # (meta, [(span_id, sentence)])
        self.cases = []
        self.n = 0

    def src(self, vid, title, sents, sid=None, status="current", readers=None,
            observed="2026-01-10", published="2026-01-05", eff_from=None, eff_to=None):
        self.sources.append((dict(version_id=vid, source_id=sid or vid.rsplit("-v", 1)[0],
                                  uri=f"https://{self.name}.example/{vid}", title=title,
                                  observed_at=observed, published_at=published,
                                  effective_from=eff_from, effective_to=eff_to,
                                  status=status, readers=readers or []), sents))

    def case(self, q, ans, claim, routes, answer, cites, exp, corr, note, sec, *,
             reader=None, behavior="answer", answerable=True, applies_at=None,
             abstained=None, quotes=None, unclear=False, target=None, cutoff="2026-06-01",
             twin=None, kind="probe"):
        self.n += 1
        cid = f"{self.name}-{self.n:02d}"
        claims = []
        if claim is not None:
            c = {"claim_id": "c", "text": claim, "consequential": True,
                 "routes": [{"set_id": f"r{i+1}", "members": list(m), "inference": [],
                             "annotation_version": "audit41", "status": "adjudicated"}
                            for i, m in enumerate(routes)]}
            if applies_at:
                c["applies_at"] = applies_at
            claims.append(c)
        self.cases.append(dict(
            case=dict(case_id=cid, question=q, reader=reader, cutoff=cutoff,
                      answerable=answerable, reference_answer=ans if isinstance(ans, list) else [ans],
                      expected_behavior=behavior, strata={"audit": kind}, claims=claims),
            run=dict(case_id=cid, answer_text=answer,
                     sources=[dict(marker=str(i + 1), span_id=s, **({"quote": quotes[i]} if quotes and quotes.get(i) else {}))
                              for i, s in enumerate(cites) if s is not None]
                     if not isinstance(cites, dict) else
                     [dict(marker=m, span_id=s) for m, s in cites.items()],
                     **({"abstained": abstained} if abstained is not None else {})),
            exp=dict(id=cid, exp=exp, corr=corr, note=note, sec=sec, unclear=unclear,
                     target=target, twin=twin, kind=kind)))
        return cid

    def write(self):
        d = os.path.join(HERE, "domains", self.name)
        os.makedirs(os.path.join(d, "suite"), exist_ok=True)
        srcs, spans = [], []
        for meta, sents in self.sources:
            text = meta["title"] + ".\n"
            for sp, s in sents:
                start = len(text)
                text += s + "\n"
                spans.append(dict(span_id=sp, version_id=meta["version_id"], start=start,
                                  end=start + len(s), exact=s))
            srcs.append({k: v for k, v in dict(meta, text=text).items() if v is not None})
        ids = [s["span_id"] for s in spans]
        assert len(ids) == len(set(ids)), self.name
        for c in self.cases:
            for cl in c["case"]["claims"]:
                for r in cl["routes"]:
                    for m in r["members"]:
                        assert m in ids, (c["case"]["case_id"], m)
            for s in c["run"]["sources"]:
                assert s["span_id"] in ids, (c["case"]["case_id"], s)
        w = lambda fn, rows: open(os.path.join(d, fn), "w").write(
            "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
        w("suite/sources.jsonl", srcs)
        w("suite/spans.jsonl", spans)
        w("suite/cases.jsonl", [c["case"] for c in self.cases])
        w("run.jsonl", [c["run"] for c in self.cases])
        w("expected.jsonl", [c["exp"] for c in self.cases])
        return len(self.cases)


def make_pair(D):
    def pair(q, ans, claim, routes, bad, good, cites, note, sec, corr=False, exp="reject", gcites=None,
             gnote="", gsec="§4", unclear_twin=False, unclear_probe=False, **kw):
        a = D.case(q, ans, claim, routes, bad, cites, exp, corr, note, sec, unclear=unclear_probe, **kw)
        D.case(q, ans, claim, routes, good, gcites or cites, "accept", True,
               ("twin of " + a + (": " + gnote if gnote else "")), gsec, twin=a, kind="twin",
               unclear=unclear_twin, **kw)
        return a
    return pair
