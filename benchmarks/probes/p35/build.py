import json, glob, importlib.util, collections
# (file-substring, claim-substring) -> new category, applied to right ('R') or wrong ('W')
OVR = {
 ("W", "Customers can buy up to four packs"): "number",
 ("W", "Members can hold three bikes"): "number",
 ("W", "without giving any details"): "condition_dropped",
 ("W", "Visitors are allowed into the extraction room"): "negation",
 ("W", "take photographs during the performance"): "negation",
 ("W", "Plugins can access the network without"): "negation",
 ("W", "can enter the walk-through exhibits"): "negation",
 ("W", "Visitors cannot use the public computers"): "negation",
 ("W", "Traders cannot use the centre"): "negation",
 ("R", "The call centre opens at 7 am and closes at 10 pm"): "synonym",
 ("R", "On Sundays the pharmacy is open from 10 am until 12 pm"): "number_format",
 ("R", "Each microchipping session can handle forty"): "number_format",
}
TEXT = {
 "Members must return the cooperative's honey extractor within one day.": "Members must borrow the cooperative's honey extractor for up to three days.",
 "The race has finished on Riverside Walk since after 2016.": "The race no longer finishes inside the football stadium; it now finishes on Riverside Walk.",
 "The start is staggered in waves at 9:40 am.": "The race starts at 9:40 am.",
 "The centre is open from 6 pm in summer.": "In summer the centre opens at 6 pm.",
}
rows = []; g = 0
for f in sorted(glob.glob("data/d*.py")):
    spec = importlib.util.spec_from_file_location("m", f); m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
    for rc, wc, ps, right, wrong in m.G:
        g += 1
        right = TEXT.get(right, right); wrong = TEXT.get(wrong, wrong)
        for k, v in OVR.items():
            if k[0] == "R" and k[1] in right: rc = v
            if k[0] == "W" and k[1] in wrong: wc = v
        assert right != wrong and isinstance(ps, list) and 1 <= len(ps) <= 2
        rows.append(dict(group=g, domain=m.DOMAIN, category="R:" + rc, claim=right, passages=ps, gold="right"))
        rows.append(dict(group=g, domain=m.DOMAIN, category="W:" + wc, claim=wrong, passages=ps, gold="wrong"))
with open("pairs.jsonl", "w") as fh:
    for r in rows: fh.write(json.dumps(r, ensure_ascii=False) + "\n")
print(len(rows), g, collections.Counter(r["domain"] for r in rows))
print(collections.Counter(r["category"] for r in rows))
