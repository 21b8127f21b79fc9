"""Core helpers for audit 47 suite/run generation (blind black-box audit)."""
import json, os

CUTOFF = "2026-06-01"


class Domain:
    def __init__(self, name, cutoff=CUTOFF):
        self.name = name
        self.cutoff = cutoff
        self.sources = []   # version dicts
        self.spans = {}     # span_id -> (version_id, sentence)
        self.cases = []
        self.runs = []
        self.expected = {}
        self.notes = []

    # ---------------- sources
    def src(self, vid, title, sents, source_id=None, status="current", readers=None,
            eff_from=None, eff_to=None, observed="2026-01-10", published="2026-01-05"):
        text = title + "\n" + "\n".join(s for _, s in sents) + "\n"
        v = {"version_id": vid, "source_id": source_id or vid, "uri": f"https://{self.name}.example/{vid}",
             "title": title, "text": text, "observed_at": observed, "published_at": published,
             "status": status, "readers": readers or []}
        if eff_from:
            v["effective_from"] = eff_from
        if eff_to:
            v["effective_to"] = eff_to
        self.sources.append(v)
        for sid, s in sents:
            assert sid not in self.spans, sid
            assert text.count(s) == 1, (sid, s)
            self.spans[sid] = (vid, s, text.index(s))

    # ---------------- cases
    def case(self, cid, q, claim, ans, routes, answer, verdict, correct, fam, rw, note,
             reader=None, answerable=True, behavior="answer", applies_at=None, target="last",
             unclear=False, abstained=None, claims=None, strata=None):
        cid = f"{self.name}-{cid}"
        assert cid not in self.expected, cid
        if claims is None:
            if claim is None:
                claims = []
            else:
                c = {"claim_id": "c", "text": claim, "consequential": True,
                     "routes": [{"set_id": f"r{i+1}", "members": list(r), "inference": ["join on shared entity"] if len(r) > 1 else [],
                                 "annotation_version": "2026-05", "status": "adjudicated"} for i, r in enumerate(routes)]}
                if applies_at:
                    c["applies_at"] = applies_at
                claims = [c]
        rec = {"case_id": cid, "question": q, "reader": reader, "cutoff": self.cutoff,
               "answerable": answerable, "reference_answer": ans, "expected_behavior": behavior,
               "strata": dict(strata or {}, family=fam), "claims": claims}
        self.cases.append(rec)
        run = {"case_id": cid}
        if answer == "ABSTAIN":
            run["answer_text"] = "The provided sources do not specify this."
            run["abstained"] = True
            tgt = None
        else:
            segs = answer if isinstance(answer, list) and answer and isinstance(answer[0], tuple) else [(answer, None)]
            parts, srcs, keymap = [], [], {}
            for text, cites in segs:
                if cites is None:
                    cites = routes[0] if routes else []
                marks = ""
                for c in cites:
                    if isinstance(c, tuple) and c[0] == "bad":
                        marks += f"[{c[1]}]"
                        continue
                    if isinstance(c, tuple):
                        key = (c[1], c[2])
                    else:
                        key = (c, None)
                    if key not in keymap:
                        n = len(keymap) + 1
                        keymap[key] = n
                        s = {"marker": str(n), "span_id": key[0]}
                        if key[1] is not None:
                            s["quote"] = key[1]
                        srcs.append(s)
                    marks += f"[{keymap[key]}]"
                t = text.rstrip(".")
                parts.append(t + (" " + marks if marks else "") + ".")
            run["answer_text"] = " ".join(parts)
            run["sources"] = srcs
            if abstained is not None:
                run["abstained"] = abstained
            tgt = len(segs) - 1 if target == "last" else target
        self.runs.append(run)
        self.expected[cid] = {"verdict": verdict, "correct": correct, "target": tgt,
                              "unclear": unclear, "family": fam, "rw": rw}
        self.notes.append(f"{cid} | {fam} | {rw} | {note}" + (" [UNCLEAR]" if unclear else ""))

    def group(self, gid, fam, q, claim, ans, routes, right, wrongs, **kw):
        """right: list of (answer, note[, overrides]); wrongs: list of (answer, family, note[, overrides])."""
        for i, r in enumerate(right):
            ans_text, note = r[0], r[1]
            ov = dict(kw); ov.update(r[2] if len(r) > 2 else {})
            v = ov.pop("verdict", "accept"); c = ov.pop("correct", True)
            ans_text = self._ans(ans_text, ov)
            self.case(f"{gid}r{i+1}", q, claim, ans, routes, ans_text, v, c, fam, "right",
                      note + (" §4 accept" if v == "accept" else ""), **ov)
        for i, w in enumerate(wrongs):
            ans_text, wf, note = w[0], w[1], w[2]
            ov = dict(kw); ov.update(w[3] if len(w) > 3 else {})
            v = ov.pop("verdict", "reject"); c = ov.pop("correct", False)
            ans_text = self._ans(ans_text, ov)
            self.case(f"{gid}w{i+1}", q, claim, ans, routes, ans_text, v, c, wf, "wrong", note, **ov)

    @staticmethod
    def _ans(text, ov):
        if "answer" in ov:
            return ov.pop("answer")
        if "cites" in ov:
            return [(text, ov.pop("cites"))]
        return text

    # ---------------- output
    def write(self, root):
        d = os.path.join(root, "suites", self.name)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "sources.jsonl"), "w") as f:
            for v in self.sources:
                f.write(json.dumps(v, ensure_ascii=False) + "\n")
        with open(os.path.join(d, "spans.jsonl"), "w") as f:
            for sid, (vid, s, off) in self.spans.items():
                f.write(json.dumps({"span_id": sid, "version_id": vid, "start": off, "end": off + len(s), "exact": s},
                                   ensure_ascii=False) + "\n")
        with open(os.path.join(d, "cases.jsonl"), "w") as f:
            for c in self.cases:
                f.write(json.dumps(c, ensure_ascii=False) + "\n")
        os.makedirs(os.path.join(root, "runs"), exist_ok=True)
        with open(os.path.join(root, "runs", self.name + ".jsonl"), "w") as f:
            for r in self.runs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
