#!/usr/bin/env python3
"""Analyse labels.json of probe 59 (written after the run).
usage: python3 analyse.py            -> full results (per-kind table, totals, balanced accuracy, ...)
       python3 analyse.py W:<kind>[/w<k>]   -> list the pairs of one kind or template with their labels"""
import json, os, sys, collections

HERE = os.path.dirname(os.path.abspath(__file__))
D = json.load(open(os.path.join(HERE, "labels.json")))
PAIRS = D["pairs"]
TREE, LABELS = next(iter(D["labels"].items()))
ent = [l["label"] == "entailed" for l in LABELS]

def listing(sel):
    for i, p in enumerate(PAIRS):
        if p["kind"] == sel or p["template"] == sel:
            l = LABELS[i]
            print("#%d %s gold=%s -> %s (%.2f)" % (i, p["group"], p["gold"], l["label"], l["score"]))
            print("   claim:", p["claim"])
            for s in p["passages"]:
                print("   |", s)
            print("   why:", l["rationale"])

def main():
    kinds = []
    for p in PAIRS:
        if p["kind"] not in kinds:
            kinds.append(p["kind"])
    wk = [k for k in kinds if any(p["kind"] == k and p["gold"] == "wrong" for p in PAIRS)]
    twin = {}
    for p in PAIRS:
        if p["gold"] == "right":
            w = next(q["kind"] for q in PAIRS if q["group"] == p["group"] and q["gold"] == "wrong")
            twin[w] = p["kind"]
    print("probe 59 — tree %s — label 'entailed' = predicts right" % TREE)
    print()
    print("%-24s %8s   %-22s %8s" % ("W family (gold wrong)", "ent/15", "R twin (gold right)", "ent/15"))
    for w in wk:
        r = twin[w]
        nw = sum(ent[i] for i, p in enumerate(PAIRS) if p["kind"] == w)
        nr = sum(ent[i] for i, p in enumerate(PAIRS) if p["kind"] == r)
        tw = sum(1 for p in PAIRS if p["kind"] == w); tr = sum(1 for p in PAIRS if p["kind"] == r)
        print("%-24s %5d/%d   %-22s %5d/%d" % (w, nw, tw, r, nr, tr))
    W = [ent[i] for i, p in enumerate(PAIRS) if p["gold"] == "wrong"]
    R = [ent[i] for i, p in enumerate(PAIRS) if p["gold"] == "right"]
    fa, ta = sum(W), sum(R)
    tnr, tpr = 1 - fa / len(W), ta / len(R)
    print()
    print("wrong entailed %d/%d  right entailed %d/%d  balanced accuracy %.3f  (TPR %.3f, TNR %.3f)"
          % (fa, len(W), ta, len(R), (tpr + tnr) / 2, tpr, tnr))
    print("label distribution:", dict(collections.Counter(l["label"] for l in LABELS)))
    for g in ("wrong", "right"):
        print("  gold %s:" % g, dict(collections.Counter(LABELS[i]["label"] for i, p in enumerate(PAIRS) if p["gold"] == g)))
    print()
    print("per wording (entailed of 3), W | R:")
    for w in wk:
        r = twin[w]
        cw = [sum(ent[i] for i, p in enumerate(PAIRS) if p["kind"] == w and p["wording"] == k) for k in range(5)]
        cr = [sum(ent[i] for i, p in enumerate(PAIRS) if p["kind"] == r and p["wording"] == k) for k in range(5)]
        print("  %-24s %s | %-22s %s" % (w, " ".join(map(str, cw)), r, " ".join(map(str, cr))))
    print()
    # twin separation: groups where W refused and R entailed
    groups = collections.defaultdict(dict)
    for i, p in enumerate(PAIRS):
        groups[p["group"]][p["gold"]] = ent[i]
    sep = sum(1 for g in groups.values() if g["right"] and not g["wrong"])
    both = sum(1 for g in groups.values() if g["right"] and g["wrong"])
    none = sum(1 for g in groups.values() if not g["right"] and not g["wrong"])
    inv = sum(1 for g in groups.values() if g["wrong"] and not g["right"])
    print("twins (300): separated %d, both entailed %d, both refused %d, inverted %d" % (sep, both, none, inv))
    # distractor split (a passage not in the domain's evidence: count passages from domains' distractor lists)
    sys.path.insert(0, HERE)
    from domains import DOMAINS
    dis = {s for d in DOMAINS for s in d["distractors"]}
    for g in ("wrong", "right"):
        a = [ent[i] for i, p in enumerate(PAIRS) if p["gold"] == g and not any(s in dis for s in p["passages"])]
        b = [ent[i] for i, p in enumerate(PAIRS) if p["gold"] == g and any(s in dis for s in p["passages"])]
        print("gold %s entailed: no distractor %d/%d, with distractor %d/%d" % (g, sum(a), len(a), sum(b), len(b)))

if __name__ == "__main__":
    if len(sys.argv) > 1:
        listing(sys.argv[1].split(":", 1)[-1])
    else:
        main()
