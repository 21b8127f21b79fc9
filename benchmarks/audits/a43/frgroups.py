#!/usr/bin/env python3
"""frgroups.py OUTDIR: group the FR cases of compare.py by the cause the card gives (for the report)."""
import json, os, re, sys, collections
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare import load, actual_for

O = sys.argv[1]
groups = collections.defaultdict(list)
for d in sorted(os.listdir(os.path.join(HERE, "domains"))):
    cards = load(os.path.join(O, d, "cards.jsonl"))
    for e in load(os.path.join(HERE, "domains", d, "expect.jsonl")):
        if e["unclear"] or e["verdict"] != "accept":
            continue
        act, _ = actual_for(e, cards)
        if act == "accept":
            continue
        c = [c for c in cards if c["case_id"] == e["case_id"] and c.get("output_index") == e["index"]][0]
        r = " ".join(c["reasons"])
        k = e["kind"]
        if "conflict" in e["case_id"]:
            g = "conflict stated with both sides cited (mention_conflict) not recognised"
        elif "hop" in e["case_id"]:
            g = "multi-hop route: judge finds identifier join contradictory / answer-scope not linked"
        elif "hedges" in r or "modal mismatch" in r or re.search(r"do not contain: (can|may|must|until|lower|since)\b", r) and re.search(r"\b(can|may|must|allowed|required)\b", e["claim"]):
            g = "modal/permission wording (can/may/are allowed to/must/required) read as hedge or modality change"
        elif "denies it" in r or "negation mismatch" in r:
            g = "negation paraphrase (no longer / not allowed / no fare) read as denial"
        elif "adjudicate before it can pass" in r and "attribution" in k:
            g = "attribution kept ('X says ...') treated as beyond boundary -> escalate"
        elif "converse verb" in k or "converse +" in k:
            g = "converse verb used correctly (sells/buys, lends/borrows, refer, lets, gave) not recognised"
        elif "converse comparative" in k:
            g = "converse comparative (shorter/lower/smaller/newer) not recognised"
        elif "passive" in k:
            g = "passive voice paraphrase not recognised"
        elif "reorder" in k:
            g = "reordered clause/list paraphrase not recognised"
        elif "quantifier" in k:
            g = "quantifier synonym (majority / greater part) not recognised"
        elif "inverted copula" in k or "existential" in k:
            g = "copula inversion / existential ('there are') paraphrase not recognised"
        else:
            g = "lexical synonym / rewording ('pay', 'runs for', 'opens its doors', 'kept', 'staff') not recognised"
        groups[g].append((e["case_id"], act))
for g, v in sorted(groups.items(), key=lambda x: -len(x[1])):
    print("%3d  %s" % (len(v), g))
    print("      " + ", ".join("%s(%s)" % x for x in v))
print("total FR:", sum(len(v) for v in groups.values()))
