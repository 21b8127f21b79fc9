"""Helpers shared by gen.py: build suites, runs and expectations from compact specs."""
import json, os

CUTOFF = "2026-11-01"
ABSTAIN_TEXT = "The provided sources do not specify this."


class Domain:
    def __init__(self, name, prefix):
        self.name, self.prefix = name, prefix
        self.sources, self.spans, self.facts = [], {}, {}
        self.cases, self.runs, self.expected, self.notes = [], [], {}, []

    # -- suite material -------------------------------------------------
    def src(self, vid, sid, title, sents, observed="2026-09-01", published="2026-08-20",
            eff_from="2026-01-01", eff_to=None, status="current", readers=()):
        text = title + ".\n"
        for span_id, s in sents:
            start = len(text)
            text += s
            self.spans[span_id] = {"span_id": span_id, "version_id": vid, "start": start,
                                   "end": start + len(s), "exact": s}
            text += " "
        text = text.rstrip() + "\n"
        self.sources.append({"version_id": vid, "source_id": sid,
                             "uri": f"https://{self.name}.example/{sid}", "title": title,
                             "text": text, "observed_at": observed, "published_at": published,
                             "effective_from": eff_from, "effective_to": eff_to,
                             "status": status, "readers": list(readers)})

    def fact(self, fid, question, text, answers, routes, applies_at=None):
        for r in routes:
            for m in r:
                assert m in self.spans, (fid, m)
        self.facts[fid] = dict(question=question, text=text, answers=answers,
                               routes=routes, applies_at=applies_at)

    # -- cases ----------------------------------------------------------
    def case(self, n, family, fact, out, exp, corr, why, reader=None, answerable=True,
             behavior="answer", question=None, cutoff=CUTOFF, rightwrong=None, unclear=None):
        cid = f"{self.prefix}{n:02d}"
        assert cid not in self.expected, cid
        claims, ref = [], []
        if fact is not None:
            f = self.facts[fact]
            ref = f["answers"]
            c = {"claim_id": fact, "text": f["text"], "consequential": True,
                 "routes": [{"set_id": f"{fact}-r{i+1}", "members": m,
                             "inference": ["join on shared name"] if len(m) > 1 else [],
                             "annotation_version": "a46-1", "status": "adjudicated"}
                            for i, m in enumerate(f["routes"])]}
            if f["applies_at"]:
                c["applies_at"] = f["applies_at"]
            claims.append(c)
            question = question or f["question"]
        self.cases.append({"case_id": cid, "question": question, "reader": reader,
                           "cutoff": cutoff, "answerable": answerable,
                           "reference_answer": ref, "expected_behavior": behavior,
                           "strata": {"family": family, "hops": max([len(r) for r in self.facts[fact]["routes"]] or [0]) if fact else 0},
                           "claims": claims})
        self.runs.append(self._run(cid, fact, out))
        kind = rightwrong or ("right" if exp in ("accept", "abstain") else "wrong")
        self.expected[cid] = {"domain": self.name, "expected": exp, "correct": corr,
                              "family": family, "kind": kind, "claim_id": fact,
                              "rationale": why}
        if unclear:
            self.expected[cid]["unclear"] = unclear
            why = why + " [UNCLEAR: " + unclear + "]"
        self.notes.append(f"{cid} | {family} | {kind} | {why}")

    def _run(self, cid, fact, out):
        typ = out[0]
        if typ == "abs":
            return {"case_id": cid, "answer_text": ABSTAIN_TEXT, "abstained": True}
        if typ == "i":  # inline markers
            _, text, srcs = out
            return {"case_id": cid, "answer_text": text,
                    "sources": [{"marker": str(m), "span_id": s} for m, s in srcs]}
        # structured: ("s", [(text, [cites], {span: quote}, claim_id or default)...])
        claims = []
        for item in out[1]:
            text, cites = item[0], item[1]
            quotes = item[2] if len(item) > 2 else {}
            cl_id = item[3] if len(item) > 3 else fact
            cl = {"text": text, "citations": []}
            if cl_id:
                cl["claim_id"] = cl_id
            for s in cites:
                if isinstance(s, dict):
                    cl["citations"].append(dict(s))
                    continue
                c = {"span_id": s}
                if s in quotes:
                    c["quote"] = quotes[s]
                cl["citations"].append(c)
            claims.append(cl)
        return {"case_id": cid, "answer_text": " ".join(c["text"] for c in claims), "claims": claims}

    def rng(self, span_id, trim=0):
        sp = self.spans[span_id]
        return {"version_id": sp["version_id"], "start": sp["start"] + trim, "end": sp["end"]}

    def write(self, root):
        sd = os.path.join(root, "suites", self.name)
        os.makedirs(sd, exist_ok=True)
        os.makedirs(os.path.join(root, "runs"), exist_ok=True)
        def dump(path, rows):
            with open(path, "w", encoding="utf-8") as fh:
                for r in rows:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        dump(os.path.join(sd, "sources.jsonl"), self.sources)
        dump(os.path.join(sd, "spans.jsonl"), self.spans.values())
        dump(os.path.join(sd, "cases.jsonl"), self.cases)
        dump(os.path.join(root, "runs", self.name + ".jsonl"), self.runs)


def S(*items):
    """structured run: S((text, [cites], {quotes}, claim_id?), ...)"""
    return ("s", list(items))


def I(text, *srcs):
    return ("i", text, list(srcs))


ABS = ("abs",)
