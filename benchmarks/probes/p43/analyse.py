"""Analyse p43 judge labels -> results.txt, failures.md."""
import collections
import json

rows = [json.loads(l) for l in open("pairs.jsonl", encoding="utf-8") if l.strip()]
labels = json.load(open("labels.json", encoding="utf-8"))
assert len(rows) == len(labels)

cat = collections.defaultdict(lambda: [0, 0])
tpl = collections.defaultdict(lambda: {"R": [0, 0], "W": [0, 0]})
dom = collections.defaultdict(lambda: {"R": [0, 0], "W": [0, 0]})
lab = collections.Counter()
errors = []
tot = {"right": [0, 0], "wrong": [0, 0]}
for r, l in zip(rows, labels):
    ent = l["label"] == "entailed"
    lab[(r["gold"], l["label"])] += 1
    if l["label"] == "ERROR":
        errors.append((r, l))
    cat[r["category"]][0] += ent; cat[r["category"]][1] += 1
    k = "R" if r["gold"] == "right" else "W"
    tpl[r["template"]][k][0] += ent; tpl[r["template"]][k][1] += 1
    dom[r["domain"]][k][0] += ent; dom[r["domain"]][k][1] += 1
    tot[r["gold"]][0] += ent; tot[r["gold"]][1] += 1

# twin-level: both correct
groups = collections.defaultdict(dict)
for r, l in zip(rows, labels):
    groups[r["group"]][r["gold"]] = l["label"] == "entailed"
both = sum(1 for g in groups.values() if g["right"] and not g["wrong"])

re_, rn = tot["right"]; we, wn = tot["wrong"]
bal = (re_ / rn + (wn - we) / wn) / 2
out = []
out.append("p43 blind probe of citeset RulesJudge (/tmp/wt_s53c/src)")
out.append(f"rows {len(rows)}  groups {len(groups)}  ERROR rows {len(errors)}")
out.append(f"WRONG claims entailed (false accepts): {we}/{wn} = {we/wn:.3f}")
out.append(f"RIGHT claims entailed (true accepts):  {re_}/{rn} = {re_/rn:.3f}")
out.append(f"balanced accuracy = ({re_/rn:.3f} + {(wn-we)/wn:.3f})/2 = {bal:.3f}")
out.append(f"twin groups fully correct (right entailed AND wrong not entailed): {both}/{len(groups)}")
out.append("")
out.append("label distribution (gold, label): " + ", ".join(f"{k[0]}/{k[1]}={v}" for k, v in sorted(lab.items())))
out.append("")
out.append("Per category: entailed/n")
for c in sorted(cat, key=lambda c: (c[0], -cat[c][0] / cat[c][1] if c[0] == "W" else cat[c][0] / cat[c][1], c)):
    e, n = cat[c]
    out.append(f"  {c:34s} {e:3d}/{n}")
out.append("")
out.append("Per template: right entailed/n   wrong entailed/n")
for t in sorted(tpl):
    rc, wc = tpl[t]["R"], tpl[t]["W"]
    rk = next(r["category"] for r in rows if r["template"] == t and r["gold"] == "right")
    wk = next(r["category"] for r in rows if r["template"] == t and r["gold"] == "wrong")
    out.append(f"  {t}  R {rc[0]:2d}/{rc[1]}  W {wc[0]:2d}/{wc[1]}   {rk} / {wk}")
out.append("")
out.append("Per domain: right entailed/n   wrong entailed/n")
for d in sorted(dom):
    out.append(f"  {d:24s} R {dom[d]['R'][0]:2d}/{dom[d]['R'][1]}  W {dom[d]['W'][0]:2d}/{dom[d]['W'][1]}")
open("results.txt", "w", encoding="utf-8").write("\n".join(out) + "\n")
print("\n".join(out))

# failures.md
f = ["# p43 failures", ""]


def block(r, l):
    s = [f"- **{r['group']}** ({r['domain']}, {r['template']}, {r['wording']}) label `{l['label']}` score {l['score']}"]
    for i, p in enumerate(r["passages"]):
        s.append(f"  - passage e{i}: {p}")
    s.append(f"  - claim: {r['claim']}")
    s.append(f"  - rationale: {l['rationale']}")
    return s


f.append("## Wrong claims accepted (label entailed), up to 3 per kind")
byk = collections.defaultdict(list)
for r, l in zip(rows, labels):
    if r["gold"] == "wrong" and l["label"] == "entailed":
        byk[r["category"]].append((r, l))
for k in sorted(byk, key=lambda k: -len(byk[k])):
    f.append(f"\n### {k} ({len(byk[k])}/{cat[k][1]} accepted)")
    for r, l in byk[k][:3]:
        f.extend(block(r, l))
f.append("\n## Right claims refused (label not entailed), up to 3 per kind")
byk = collections.defaultdict(list)
for r, l in zip(rows, labels):
    if r["gold"] == "right" and l["label"] != "entailed":
        byk[r["category"]].append((r, l))
for k in sorted(byk, key=lambda k: -len(byk[k])):
    f.append(f"\n### {k} ({len(byk[k])}/{cat[k][1]} refused)")
    for r, l in byk[k][:3]:
        f.extend(block(r, l))
f.append("\n## ERROR rows")
if not errors:
    f.append("None.")
for r, l in errors:
    f.append("```\n" + json.dumps(r, ensure_ascii=False) + "\n" + json.dumps(l, ensure_ascii=False) + "\n```")
open("failures.md", "w", encoding="utf-8").write("\n".join(f) + "\n")
