"""Score labels.json against pairs.jsonl gold; write results.txt and failures.md."""
import json
from collections import Counter, defaultdict

rows = [json.loads(l) for l in open("pairs.jsonl")]
labels = json.load(open("labels.json"))["labels"]
rats = json.load(open("rationales.json"))["rationales"]
assert len(rows) == len(labels)
acc = [l == "entailed" for l in labels]
R = [i for i, r in enumerate(rows) if r["gold"] == "right"]
W = [i for i, r in enumerate(rows) if r["gold"] == "wrong"]
re_ = sum(acc[i] for i in R); we = sum(acc[i] for i in W)
bal = (re_ / len(R) + (len(W) - we) / len(W)) / 2
out = []
out.append(f"rows: {len(rows)}  groups: {len(rows)//2}")
out.append(f"wrong claims accepted (entailed): {we}/{len(W)} = {we/len(W):.3f}")
out.append(f"right claims accepted (entailed): {re_}/{len(R)} = {re_/len(R):.3f}")
out.append(f"balanced accuracy: {bal:.3f}")
grp = defaultdict(dict)
for i, r in enumerate(rows):
    grp[r["group"]][r["gold"]] = acc[i]
both = sum(1 for g in grp.values() if g["right"] and not g["wrong"])
out.append(f"twin groups fully correct (right accepted, wrong rejected): {both}/{len(grp)}")
out.append("label distribution: right " + str(dict(Counter(labels[i] for i in R))) +
           " | wrong " + str(dict(Counter(labels[i] for i in W))))

def table(title, keyf, idx, col):
    c = defaultdict(lambda: [0, 0])
    for i in idx:
        k = keyf(rows[i]); c[k][1] += 1; c[k][0] += acc[i]
    out.append(""); out.append(title)
    for k in sorted(c, key=lambda k: (-c[k][0] / c[k][1], k)):
        out.append(f"  {k:40s} {col} {c[k][0]:3d}/{c[k][1]:<3d}")

table("WRONG kinds: accepted as entailed (lower is better)", lambda r: r["kind"], W, "entailed")
table("RIGHT kinds: accepted as entailed (higher is better)", lambda r: r["kind"], R, "entailed")
table("WRONG by wording (W1 = passage words, W2 = paraphrase)", lambda r: r["wording"].split(".")[1], W, "entailed")
table("RIGHT by wording", lambda r: r["wording"].split(".")[1], R, "entailed")
table("WRONG by passage wording", lambda r: r["wording"].split(".")[0], W, "entailed")
table("RIGHT by passage wording", lambda r: r["wording"].split(".")[0], R, "entailed")
table("WRONG by domain", lambda r: r["domain"], W, "entailed")
table("RIGHT by domain", lambda r: r["domain"], R, "entailed")
tt = defaultdict(lambda: [0, 0, 0])
for i, r in enumerate(rows):
    t = tt[r["template"]]
    if r["gold"] == "right": t[0] += acc[i]
    else: t[1] += acc[i]
out.append(""); out.append("Per template: right entailed /10, wrong entailed /10")
for k in sorted(tt):
    out.append(f"  {k}  right {tt[k][0]:2d}/10  wrong {tt[k][1]:2d}/10")
# Sensitivity: groups whose RIGHT claim names the organisation in full while no passage does
# (found after hashing; pairs.jsonl is frozen, so these are reported, not edited)
import sys
sys.path.insert(0, ".")
from lexicon import DOMAINS
ORG = {d["key"]: d["org"] for d in DOMAINS}
flag = {r["group"] for r in rows if r["gold"] == "right" and ORG[r["domain"]] in r["claim"]
        and not any(ORG[r["domain"]] in p for p in r["passages"])}
R2 = [i for i in R if rows[i]["group"] not in flag]; W2_ = [i for i in W if rows[i]["group"] not in flag]
re2 = sum(acc[i] for i in R2); we2 = sum(acc[i] for i in W2_)
out.append("")
out.append(f"Sensitivity (drop {len(flag)} groups with an ungrounded full org name in the RIGHT claim: {sorted(flag)}):")
out.append(f"  wrong entailed {we2}/{len(W2_)} = {we2/len(W2_):.3f}; right entailed {re2}/{len(R2)} = {re2/len(R2):.3f}; "
           f"balanced accuracy {(re2/len(R2) + 1 - we2/len(W2_))/2:.3f}")
open("results.txt", "w").write("\n".join(out) + "\n")
print("\n".join(out))

f = ["# Failures (blind probe p48)", "",
     "A failure is a WRONG claim labelled entailed (false accept) or a RIGHT claim not labelled entailed (false reject).", ""]
for title, idx, cond in [("False accepts (wrong claim labelled entailed)", W, True),
                         ("False rejects (right claim not entailed)", R, False)]:
    sel = [i for i in idx if acc[i] == cond]
    f.append(f"## {title}: {len(sel)}"); f.append("")
    for i in sel:
        r = rows[i]
        f.append(f"- g{r['group']} {r['template']} {r['domain']} `{r['kind']}` {r['wording']} → **{labels[i]}**")
        f.append(f"  - claim: {r['claim']}")
        for p in r["passages"]:
            f.append(f"  - passage: {p}")
        f.append(f"  - rationale: {rats[i]}")
    f.append("")
open("failures.md", "w").write("\n".join(f) + "\n")
