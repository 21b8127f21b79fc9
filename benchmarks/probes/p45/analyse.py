"""Analyse judge labels for the p45 probe -> results.txt, failures.md (standard library only)."""
import collections
import json

rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labels = json.load(open("labels.json", encoding="utf-8"))
assert len(rows) == len(labels) == 600
for r, l in zip(rows, labels):
    r["label"] = l["label"]
    r["score"] = l["score"]
    r["rationale"] = l.get("rationale", "")
    r["accepted"] = l["label"] == "entailed"
    r["correct"] = r["accepted"] == (r["gold"] == "right")

out = []
W = [r for r in rows if r["gold"] == "wrong"]
Rt = [r for r in rows if r["gold"] == "right"]
we = sum(r["accepted"] for r in W)
re_ = sum(r["accepted"] for r in Rt)
bal = (re_ / len(Rt) + (1 - we / len(W))) / 2
groups = collections.defaultdict(list)
for r in rows:
    groups[r["group"]].append(r)
full = sum(all(x["correct"] for x in g) for g in groups.values())

out.append("p45 blind probe of RulesJudge (/tmp/wt_s54b/src); accepted = label 'entailed'")
out.append("pairs.jsonl sha256: " + open("pairs.sha256").read().split()[0])
out.append("")
out.append("HEADLINE")
out.append("  wrong claims entailed (false accepts): %d / %d = %.3f" % (we, len(W), we / len(W)))
out.append("  right claims entailed (true accepts):  %d / %d = %.3f" % (re_, len(Rt), re_ / len(Rt)))
out.append("  balanced accuracy: %.3f" % bal)
out.append("  twin groups fully correct (right entailed AND wrong not entailed): %d / %d" % (full, len(groups)))
out.append("")
lab = collections.Counter((r["gold"], r["label"]) for r in rows)
out.append("LABEL DISTRIBUTION (gold x label)")
for g in ("right", "wrong"):
    out.append("  %-6s " % g + "  ".join("%s=%d" % (k, lab[(g, k)]) for k in ("entailed", "contradicted", "insufficient", "not_applicable", "ERROR")))
out.append("")


def table(title, key, subset, note):
    c = collections.defaultdict(lambda: [0, 0])
    for r in subset:
        c[key(r)][0] += r["accepted"]
        c[key(r)][1] += 1
    out.append(title + "  (" + note + ")")
    for k, (a, n) in sorted(c.items(), key=lambda kv: (-kv[1][0] / kv[1][1], kv[0])):
        out.append("  %-42s %3d / %-3d  %.2f" % (k, a, n, a / n))
    out.append("")


table("WRONG KINDS: entailed (lower is better)", lambda r: r["kind"], W, "sorted by rate, desc")
table("RIGHT KINDS: entailed (higher is better)", lambda r: r["kind"], Rt, "sorted by rate, desc")

out.append("PER TEMPLATE: right entailed / wrong entailed / groups fully correct")
bt = collections.defaultdict(list)
for r in rows:
    bt[r["template"]].append(r)
for t in sorted(bt):
    rs = bt[t]
    wk = sorted({r["kind"] for r in rs if r["gold"] == "wrong"})
    ra = sum(r["accepted"] for r in rs if r["gold"] == "right")
    wa = sum(r["accepted"] for r in rs if r["gold"] == "wrong")
    gf = sum(all(x["correct"] for x in groups[g]) for g in {r["group"] for r in rs})
    out.append("  %s %-28s right %2d/10  wrong %2d/10  groups ok %2d/10" % (t, ",".join(wk), ra, wa, gf))
out.append("")

out.append("PER WORDING (passage variant / claim variant): entailed")
bw = collections.defaultdict(lambda: [0, 0])
for r in rows:
    k = "%s %s %s" % (r["gold"], r["wording"].split("/")[0], r["wording"].split("/")[1])
    bw[k][0] += r["accepted"]
    bw[k][1] += 1
for k in sorted(bw):
    out.append("  %-20s %3d / %d" % (k, bw[k][0], bw[k][1]))
out.append("")
out.append("PER DOMAIN: right entailed / wrong entailed")
bd = collections.defaultdict(lambda: [0, 0])
for r in rows:
    bd[r["domain"]][0 if r["gold"] == "right" else 1] += r["accepted"]
for k in sorted(bd):
    out.append("  %-26s right %2d/30  wrong %2d/30" % (k, bd[k][0], bd[k][1]))
open("results.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")

# failures.md
f = ["# p45 failures", "",
     "Every wrong claim labelled `entailed` and every right claim not labelled `entailed`, by template.", ""]
fa = [r for r in W if r["accepted"]]
fr = [r for r in Rt if not r["accepted"]]
f.append("- wrong claims entailed: %d" % len(fa))
f.append("- right claims not entailed: %d" % len(fr))
f.append("")
for title, lst in (("Wrong claims accepted (false accepts)", fa), ("Right claims refused (false refusals)", fr)):
    f.append("## " + title)
    f.append("")
    for r in sorted(lst, key=lambda r: (r["template"], r["kind"], r["group"])):
        f.append("### %s %s %s — %s (%s, %s)" % (r["group"], r["template"], r["kind"], r["domain"], r["wording"], r["label"]))
        for i, p in enumerate(r["passages"]):
            f.append("- e%d: %s" % (i, p))
        f.append("- **claim**: %s" % r["claim"])
        f.append("- judge: `%s` score=%s — %s" % (r["label"], r["score"], str(r["rationale"]).replace("\n", " ")))
        f.append("")
open("failures.md", "w", encoding="utf-8").write("\n".join(f) + "\n")
print("\n".join(out[:12]))
