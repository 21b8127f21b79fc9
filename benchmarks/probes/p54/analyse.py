#!/usr/bin/env python3
"""Summarise judge labels for /work/p54/pairs.jsonl.

usage: python3 analyse.py [labels.json] [KIND]
  no KIND: per-family count of label "entailed" (right / wrong), totals, balanced accuracy
           (label "entailed" = predicts gold "right"; any other label = predicts "wrong").
  KIND   : list that family's pairs (prefix match, e.g. W:hedge_dropped) with their labels.
"""
import json
import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))


def load_pairs():
    with open(os.path.join(HERE, "pairs.jsonl"), encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def extract_labels(obj, n):
    """Return a list of n labels (strings) in pair order, from whatever layout probe.py writes."""
    # probe.py layout: {"pairs": [...], "labels": {TREE: [{"label", "score", "rationale"}, ...]}}
    if isinstance(obj, dict) and isinstance(obj.get("labels"), dict):
        tree, recs = next(iter(obj["labels"].items()))
        if len(recs) == n:
            return [r["label"] for r in recs], recs
    # otherwise find the list of per-pair records
    cands = []

    def walk(o, path=""):
        if isinstance(o, list) and len(o) == n:
            cands.append((path, o))
        if isinstance(o, dict):
            for k, v in o.items():
                walk(v, path + "." + k)
        elif isinstance(o, list):
            for i, v in enumerate(o[:3]):
                if isinstance(v, (dict, list)) and not (len(o) == n):
                    walk(v, path + "[%d]" % i)
    walk(obj)
    if not cands:
        raise SystemExit("no list of %d records found in labels file" % n)
    path, recs = cands[0]
    labels = []
    for r in recs:
        if isinstance(r, str):
            labels.append(r)
        elif isinstance(r, dict):
            for k in ("label", "judge_label", "verdict", "prediction", "pred"):
                if k in r:
                    v = r[k]
                    labels.append(v.get("label") if isinstance(v, dict) else v)
                    break
            else:
                raise SystemExit("record without a label field: %r" % (r,))
        else:
            raise SystemExit("unexpected record: %r" % (r,))
    return labels, recs


def main():
    args = sys.argv[1:]
    lab_path = os.path.join(HERE, "labels.json")
    if args and args[0].endswith(".json"):
        lab_path = args.pop(0)
    kind = args[0] if args else None
    pairs = load_pairs()
    with open(lab_path, encoding="utf-8") as f:
        obj = json.load(f)
    labels, recs = extract_labels(obj, len(pairs))
    # sanity: if records carry the claim, check alignment
    for p, r in zip(pairs, recs):
        if isinstance(r, dict) and "claim" in r and r["claim"] != p["claim"]:
            raise SystemExit("label records are not in pair order")
    if kind:
        for p, lab, rec in zip(pairs, labels, recs):
            if p["kind"].startswith(kind):
                print("[%s] %-13s gold=%s  %s | %s" % (p["template"], lab, p["gold"], p["domain"], p["claim"]))
                for ps in p["passages"]:
                    print("      - " + ps)
                if isinstance(rec, dict) and rec.get("rationale"):
                    print("      judge: " + str(rec["rationale"]))
        return
    fam = OrderedDict()
    for p, lab in zip(pairs, labels):
        e, t = fam.get(p["kind"], (0, 0))
        fam[p["kind"]] = (e + (lab == "entailed"), t + 1)
    print("%-34s %s" % ("family", "entailed/total"))
    for k in sorted(fam, key=lambda k: (k[0] != "W", k)):
        e, t = fam[k]
        print("%-34s %3d/%d" % (k, e, t))
    re_ = sum(1 for p, l in zip(pairs, labels) if p["gold"] == "right" and l == "entailed")
    rt = sum(1 for p in pairs if p["gold"] == "right")
    we = sum(1 for p, l in zip(pairs, labels) if p["gold"] == "wrong" and l == "entailed")
    wt = sum(1 for p in pairs if p["gold"] == "wrong")
    tpr = re_ / rt
    tnr = 1 - we / wt
    print()
    print("right entailed: %d/%d  (recall on right %.3f)" % (re_, rt, tpr))
    print("wrong entailed: %d/%d  (specificity on wrong %.3f)" % (we, wt, tnr))
    print("balanced accuracy: %.3f" % ((tpr + tnr) / 2))
    from collections import Counter
    print("label counts:", dict(Counter(labels)))


if __name__ == "__main__":
    main()
