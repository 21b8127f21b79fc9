"""Analyse labels.json against pairs.jsonl -> results.txt and failures.md (standard library only)."""
import collections
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
pairs = [json.loads(l) for l in open(os.path.join(HERE, "pairs.jsonl"), encoding="utf-8") if l.strip()]
labels = json.load(open(os.path.join(HERE, "labels.json"), encoding="utf-8"))
assert len(pairs) == len(labels), (len(pairs), len(labels))
sha = open(os.path.join(HERE, "pairs.sha256")).read().split()[0]

ent = [l["label"] == "entailed" for l in labels]
nw = sum(p["gold"] == "wrong" for p in pairs)
nr = sum(p["gold"] == "right" for p in pairs)
wrong_ent = sum(e for p, e in zip(pairs, ent) if p["gold"] == "wrong")
right_ent = sum(e for p, e in zip(pairs, ent) if p["gold"] == "right")
tpr, tnr = right_ent / nr, 1 - wrong_ent / nw
bacc = (tpr + tnr) / 2

groups = collections.defaultdict(list)
for p, e in zip(pairs, ent):
    groups[p["group"]].append((p, e))
full = sum(all(e == (p["gold"] == "right") for p, e in g) for g in groups.values())

table = collections.Counter((p["gold"], l["label"]) for p, l in zip(pairs, labels))
labs = ["entailed", "contradicted", "insufficient", "not_applicable", "ERROR"]

kinds = collections.defaultdict(lambda: [0, 0])
for p, e in zip(pairs, ent):
    kinds[p["kind"]][0] += e
    kinds[p["kind"]][1] += 1
tmpl = collections.defaultdict(lambda: [0, 0, 0, 0])  # wrong ent, n wrong, right ent, n right
for p, e in zip(pairs, ent):
    t = tmpl[p["template"]]
    if p["gold"] == "wrong":
        t[0] += e; t[1] += 1
    else:
        t[2] += e; t[3] += 1
wstyle = collections.defaultdict(lambda: [0, 0])
for p, e in zip(pairs, ent):
    if p["gold"] == "wrong":
        s = p["wording"].split("-")[-1]
        wstyle[s][0] += e
        wstyle[s][1] += 1

out = []
out.append("probe p46 -- blind held-out probe of citeset's RulesJudge")
out.append(f"pairs.jsonl sha256 {sha}; {len(pairs)} rows, {len(groups)} twin groups")
out.append("")
out.append(f"wrong claims entailed (false accepts): {wrong_ent}/{nw} = {wrong_ent / nw:.3f}")
out.append(f"right claims entailed:                 {right_ent}/{nr} = {right_ent / nr:.3f}")
out.append(f"balanced accuracy: {bacc:.3f}   (right-entailed rate {tpr:.3f}, wrong-not-entailed rate {tnr:.3f})")
out.append(f"twin groups fully correct (right entailed AND wrong not entailed): {full}/{len(groups)}")
out.append("")
out.append("gold x label")
out.append(f"{'gold':8s}" + "".join(f"{l:>16s}" for l in labs))
for g in ("right", "wrong"):
    out.append(f"{g:8s}" + "".join(f"{table[(g, l)]:16d}" for l in labs))
out.append("")
out.append("wrong claims entailed by wording style (close reuse of passage words vs paraphrase)")
for s, (e, n) in sorted(wstyle.items()):
    out.append(f"  {s:12s} {e:3d}/{n}")
out.append("")
out.append("WRONG kinds, sorted by entailed rate (high = bad)")
for k, (e, n) in sorted(((k, v) for k, v in kinds.items() if k.startswith("W:")), key=lambda kv: (-kv[1][0] / kv[1][1], kv[0])):
    out.append(f"  {k:36s} {e:3d}/{n:<3d} {e / n:.2f}")
out.append("")
out.append("RIGHT kinds, sorted by entailed rate (low = bad)")
for k, (e, n) in sorted(((k, v) for k, v in kinds.items() if k.startswith("R:")), key=lambda kv: (kv[1][0] / kv[1][1], kv[0])):
    out.append(f"  {k:36s} {e:3d}/{n:<3d} {e / n:.2f}")
out.append("")
out.append("per template: wrong entailed / n, right entailed / n")
for t in sorted(tmpl):
    a, b, c, d = tmpl[t]
    kw = sorted({p["kind"] for p in pairs if p["template"] == t and p["gold"] == "wrong"})
    out.append(f"  {t}  wrong {a:2d}/{b:<2d}  right {c:2d}/{d:<2d}  {', '.join(kw)}")
open(os.path.join(HERE, "results.txt"), "w", encoding="utf-8").write("\n".join(out) + "\n")

md = ["# p46 failures", "",
      "Every WRONG claim the judge labelled `entailed` (false accept) and every RIGHT claim it did not "
      "label `entailed` (false refusal), grouped by kind. Passages are shown in the order given to the judge.", ""]


def block(p, l):
    b = [f"- **{p['group']}** {p['template']} ({p['domain']}, {p['wording']}) -- label `{l['label']}`, "
         f"score {l['score']}", f"  - claim: {p['claim']}"]
    for i, t in enumerate(p["passages"]):
        b.append(f"  - e{i}: {t}")
    b.append(f"  - rationale: {(l.get('rationale') or '').strip()}")
    return b


for title, gold, want in (("False accepts (wrong claim entailed)", "wrong", True),
                          ("False refusals (right claim not entailed)", "right", False)):
    md.append(f"## {title}")
    md.append("")
    byk = collections.defaultdict(list)
    for p, l, e in zip(pairs, labels, ent):
        if p["gold"] == gold and e == want:
            byk[p["kind"]].append((p, l))
    for k in sorted(byk, key=lambda k: (-len(byk[k]), k)):
        md.append(f"### {k} ({len(byk[k])}/{kinds[k][1]})")
        md.append("")
        for p, l in sorted(byk[k], key=lambda x: x[0]["group"]):
            md.extend(block(p, l))
        md.append("")
open(os.path.join(HERE, "failures.md"), "w", encoding="utf-8").write("\n".join(md) + "\n")
print("\n".join(out))
