#!/usr/bin/env python3
"""show.py ID OUTDIR: the case, its run record with cited span texts, the expectation and the cards."""
import json, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def jl(p):
    return [json.loads(l) for l in open(p)]


def main():
    cid, outdir = sys.argv[1], sys.argv[2]
    exp = json.load(open(os.path.join(HERE, "expected.json")))[cid]
    dom = exp["domain"]
    sd = os.path.join(HERE, "suites", dom)
    spans = {s["span_id"]: s for s in jl(os.path.join(sd, "spans.jsonl"))}
    vers = {v["version_id"]: v for v in jl(os.path.join(sd, "sources.jsonl"))}
    case = next(c for c in jl(os.path.join(sd, "cases.jsonl")) if c["case_id"] == cid)
    run = next(r for r in jl(os.path.join(HERE, "runs", dom + ".jsonl")) if r["case_id"] == cid)
    print("== CASE"); print(json.dumps(case, indent=1, ensure_ascii=False))
    print("== RUN"); print(json.dumps(run, indent=1, ensure_ascii=False))
    refs = [s.get("span_id") for s in run.get("sources", [])]
    for c in run.get("claims", []):
        refs += [x.get("span_id") for x in c.get("citations", [])]
    print("== CITED SPANS")
    for r in refs:
        s = spans.get(r)
        if s:
            v = vers[s["version_id"]]
            print(f"  {r} [{s['version_id']} status={v['status']} observed={v['observed_at']} readers={v['readers']}]: {s['exact']}")
        else:
            print(f"  {r}: (no such span)")
    print("== EXPECTED"); print(json.dumps(exp, indent=1, ensure_ascii=False))
    print("== CARDS")
    p = os.path.join(outdir, dom, "cards.jsonl")
    for c in jl(p):
        if c["case_id"] == cid:
            keep = {k: c.get(k) for k in ("kind", "claim_id", "output_index", "text", "verdict", "correct", "supported",
                                         "within_boundary", "linked_by", "coverage_scope", "complete_route",
                                         "missing_from_citations", "joint_support", "joint_basis", "bucket",
                                         "decided_by", "reasons")}
            print(json.dumps(keep, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
