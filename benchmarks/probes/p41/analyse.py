"""Analyse p41 judge labels -> results.txt and failures.md."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
rows = [json.loads(l) for l in open(os.path.join(HERE, "pairs.jsonl"), encoding="utf-8") if l.strip()]
labels = json.load(open(os.path.join(HERE, "labels.json"), encoding="utf-8"))
assert len(rows) == len(labels), (len(rows), len(labels))

ent = lambda i: labels[i]["label"] == "entailed"

out = []
cat = collections.defaultdict(lambda: [0, 0])
tpl = collections.defaultdict(lambda: {"right": [0, 0], "wrong": [0, 0]})
dom = collections.defaultdict(lambda: {"right": [0, 0], "wrong": [0, 0]})
lab = collections.Counter()
tot = {"right": [0, 0], "wrong": [0, 0]}
for i, r in enumerate(rows):
    e = int(ent(i))
    cat[r["category"]][0] += e
    cat[r["category"]][1] += 1
    tpl[r["template"]][r["gold"]][0] += e
    tpl[r["template"]][r["gold"]][1] += 1
    dom[r["domain"]][r["gold"]][0] += e
    dom[r["domain"]][r["gold"]][1] += 1
    tot[r["gold"]][0] += e
    tot[r["gold"]][1] += 1
    lab[(r["gold"], labels[i]["label"])] += 1

re_, rn = tot["right"]
we, wn = tot["wrong"]
bal = (re_ / rn + (wn - we) / wn) / 2
out.append("p41 blind probe of citeset RulesJudge (black box, /tmp/wt_s53/src)")
out.append("rows=%d groups=%d" % (len(rows), len(rows) // 2))
out.append("")
out.append("HEADLINE")
out.append("  wrong entailed (accepted): %d / %d" % (we, wn))
out.append("  right entailed (accepted): %d / %d" % (re_, rn))
out.append("  balanced accuracy = (%.4f + %.4f)/2 = %.4f" % (re_ / rn, (wn - we) / wn, bal))
out.append("")
out.append("LABELS by gold")
for g in ("right", "wrong"):
    out.append("  %s: %s" % (g, ", ".join("%s=%d" % (l, lab[(g, l)]) for l in
                                           ("entailed", "contradicted", "insufficient", "not_applicable", "ERROR") if lab[(g, l)])))
out.append("")
out.append("WRONG categories: entailed / n (sorted, highest first)")
for k, (e, n) in sorted(((k, v) for k, v in cat.items() if k.startswith("W:")), key=lambda kv: (-kv[1][0], kv[0])):
    out.append("  %-32s %2d / %2d" % (k, e, n))
out.append("")
out.append("RIGHT categories: entailed / n (sorted, fewest accepted first)")
for k, (e, n) in sorted(((k, v) for k, v in cat.items() if k.startswith("R:")), key=lambda kv: (kv[1][0], kv[0])):
    out.append("  %-34s %2d / %2d   refused %2d" % (k, e, n, n - e))
out.append("")
out.append("PER TEMPLATE: right entailed/n | wrong entailed/n | kinds")
kinds = {}
for r in rows:
    kinds.setdefault(r["template"], {})[r["gold"]] = r["category"]
for t in sorted(tpl):
    d = tpl[t]
    out.append("  %s  R %2d/%2d | W %2d/%2d | %s / %s" % (t, d["right"][0], d["right"][1], d["wrong"][0], d["wrong"][1],
                                                       kinds[t]["right"], kinds[t]["wrong"]))
out.append("")
out.append("PER DOMAIN: right entailed/n | wrong entailed/n")
for k in sorted(dom):
    d = dom[k]
    out.append("  %-16s R %2d/%2d | W %2d/%2d" % (k, d["right"][0], d["right"][1], d["wrong"][0], d["wrong"][1]))
out.append("")
# twin-level: both right accepted and wrong rejected
both = sum(1 for i in range(0, len(rows), 2) if ent(i) and not ent(i + 1))
out.append("twin groups fully correct (right entailed AND wrong not entailed): %d / %d" % (both, len(rows) // 2))
errs = [i for i in range(len(rows)) if labels[i]["label"] == "ERROR"]
out.append("ERROR rows: %d" % len(errs))
for i in errs:
    out.append("  row %d %s %s: %s | %s" % (i, rows[i]["group"], rows[i]["category"], rows[i]["claim"], labels[i]["rationale"]))
open(os.path.join(HERE, "results.txt"), "w", encoding="utf-8").write("\n".join(out) + "\n")

# failures.md
md = ["# p41 failures", "",
      "Wrong claims the judge accepted (label `entailed`), up to 3 per kind; then right claims it refused, up to 3 per kind.", ""]


def block(i):
    r, l = rows[i], labels[i]
    s = ["- **%s** (%s, %s, %s)" % (r["group"], r["domain"], r["template"], r["wording"])]
    for j, p in enumerate(r["passages"]):
        s.append("  - passage e%d: %s" % (j, p))
    s.append("  - claim: %s" % r["claim"])
    s.append("  - judge: `%s` score=%s — %s" % (l["label"], l["score"], (l.get("rationale") or "").replace("\n", " ")))
    return s


md.append("## Wrong claims accepted")
for k, (e, n) in sorted(((k, v) for k, v in cat.items() if k.startswith("W:")), key=lambda kv: (-kv[1][0], kv[0])):
    if not e:
        continue
    md.append("")
    md.append("### %s — %d / %d accepted" % (k, e, n))
    for i in [i for i, r in enumerate(rows) if r["category"] == k and ent(i)][:3]:
        md.extend(block(i))
md.append("")
md.append("## Right claims refused")
for k, (e, n) in sorted(((k, v) for k, v in cat.items() if k.startswith("R:")), key=lambda kv: (kv[1][0], kv[0])):
    if e == n:
        continue
    md.append("")
    md.append("### %s — %d / %d refused" % (k, n - e, n))
    for i in [i for i, r in enumerate(rows) if r["category"] == k and not ent(i)][:3]:
        md.extend(block(i))
md.append("")
md.append("## ERROR rows (crashes)")
if not errs:
    md.append("")
    md.append("None.")
for i in errs:
    md.extend(block(i))
open(os.path.join(HERE, "failures.md"), "w", encoding="utf-8").write("\n".join(md) + "\n")
print("\n".join(out))
