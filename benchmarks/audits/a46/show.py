#!/usr/bin/env python3
"""show.py ID: print a case's suite rows (case, spans, source versions) and its run record."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))


def rows(path):
    return [json.loads(l) for l in open(path, encoding="utf-8")]


def main(cid):
    exp = json.load(open(os.path.join(HERE, "expected.json")))
    if cid not in exp:
        sys.exit(f"unknown case {cid}")
    e = exp[cid]
    dom = e["domain"]
    sd = os.path.join(HERE, "suites", dom)
    case = next(c for c in rows(os.path.join(sd, "cases.jsonl")) if c["case_id"] == cid)
    run = next(r for r in rows(os.path.join(HERE, "runs", dom + ".jsonl")) if r["case_id"] == cid)
    spans = {s["span_id"]: s for s in rows(os.path.join(sd, "spans.jsonl"))}
    srcs = {s["version_id"]: s for s in rows(os.path.join(sd, "sources.jsonl"))}
    print("EXPECTED", json.dumps(e, ensure_ascii=False))
    print("CASE", json.dumps(case, ensure_ascii=False, indent=1))
    print("RUN", json.dumps(run, ensure_ascii=False, indent=1))
    used = set()
    for cl in case["claims"]:
        for r in cl["routes"]:
            used.update(r["members"])
    for cl in run.get("claims", []):
        for c in cl["citations"]:
            if "span_id" in c:
                used.add(c["span_id"])
    for s in run.get("sources", []):
        used.add(s.get("span_id"))
    vers = set()
    for sid in sorted(x for x in used if x):
        sp = spans.get(sid)
        if sp:
            vers.add(sp["version_id"])
            print("SPAN", json.dumps(sp, ensure_ascii=False))
        else:
            print("SPAN", sid, "(not in suite)")
    for cl in run.get("claims", []):
        for c in cl["citations"]:
            if "version_id" in c:
                vers.add(c["version_id"])
    for v in sorted(vers):
        s = dict(srcs[v])
        print("SOURCE", json.dumps(s, ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
