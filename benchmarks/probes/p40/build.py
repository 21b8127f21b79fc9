"""Deterministic generator for blind probe p40 (600 rows, 300 twin groups).
Usage: python3 build.py  -> writes pairs.jsonl"""
import json, random
from lexicon import DOMAINS

R = random.Random(4040)
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    return str(n)


def art(np):
    return ("an " if np[0].lower() in "aeiou" else "a ") + np


def cap(s):
    return s[0].upper() + s[1:]


def poss(name):
    return name + ("'" if name.endswith("s") else "'s")


def date_parts(rng, y0=2019, y1=2025):
    y = rng.randint(y0, y1); m = rng.randint(1, 12); d = rng.randint(2, 27)
    return y, m, d


def dlong(y, m, d):
    return "%d %s %d" % (d, MONTHS[m - 1], y)


def dus(y, m, d):
    return "%s %d, %d" % (MONTHS[m - 1], d, y)


def diso(y, m, d):
    return "%04d-%02d-%02d" % (y, m, d)


def pick(rng, seq, k):
    return rng.sample(seq, k)


def choose(rng, options):
    i = rng.randrange(len(options))
    return options[i], i


# ---------------------------------------------------------------- templates
# each returns (passages, right_claim, wrong_claim); wording indices recorded
def t01(D, r):  # entity swap between two people
    p1, p2 = pick(r, D["people"], 2); r1, r2 = pick(r, D["roles"], 2)
    thing = r.choice(D["agreements"]); mon = r.choice(MONTHS)
    ps, a = choose(r, [
        ["At the %s meeting, %s, the %s, approved the %s; %s, the %s, voted against it." % (mon, p1, r1, thing, p2, r2)],
        ["The %s was approved in %s by %s, the %s of %s. %s, the %s, opposed it." % (thing, mon, p1, r1, D["org"], p2, r2)]])
    right, b = choose(r, ["The %s was approved by %s in %s." % (thing, p1, mon),
                          "In %s, %s gave approval to the %s." % (mon, p1, thing)])
    wrong, c = choose(r, ["The %s was approved by %s in %s." % (thing, p2, mon),
                          "In %s, %s, the %s, approved the %s." % (mon, p2, r2, thing)])
    return ps, right, wrong, (a, b, c)


def t02(D, r):  # organisation swap
    oa, ob = pick(r, D["orgs"], 2); x, y = pick(r, D["supplies"], 2); proj = r.choice(D["projects"])
    ps, a = choose(r, [
        ["%s supplied the %s for the %s, while %s supplied the %s." % (oa, x, proj, ob, y)],
        ["For the %s, the %s came from %s and the %s from %s." % (proj, x, oa, y, ob)]])
    right, b = choose(r, ["The supplier of the %s for the %s was %s." % (x, proj, oa),
                          "%s provided the %s for the %s." % (ob, y, proj)])
    wrong, c = choose(r, ["The supplier of the %s for the %s was %s." % (x, proj, ob),
                          "%s provided the %s for the %s." % (oa, y, proj)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t03(D, r):  # role swap, active
    p1, p2 = pick(r, D["people"], 2); y = r.randint(2012, 2024)
    ps, a = choose(r, [
        ["In %d, %s, %s at %s, mentored %s, who had just joined as %s." % (y, p1, art(D["senior"]), D["org"], p2, art(D["junior"]))],
        ["%s joined %s as %s in %d and was mentored that year by %s, %s." % (p2, D["org"], art(D["junior"]), y, p1, art(D["senior"]))]])
    right, b = choose(r, ["%s was mentored by %s in %d." % (p2, p1, y),
                          "In %d, %s acted as mentor to %s." % (y, p1, p2)])
    wrong, c = choose(r, ["In %d, %s mentored %s." % (y, p2, p1),
                          "%s was mentored by %s in %d." % (p1, p2, y)])
    return ps, right, wrong, (a, b, c)


def t04(D, r):  # role swap, passive
    oa = r.choice(D["orgs"]); y = r.randint(2016, 2025); m = r.choice(MONTHS)
    ps, a = choose(r, [
        ["In %s %d, %s was audited by %s, which found no serious problems." % (m, y, D["org"], oa)],
        ["%s was the subject of an audit carried out by %s in %s %d." % (D["org"], oa, m, y)]])
    right, b = choose(r, ["%s audited %s in %s %d." % (oa, D["org"], m, y),
                          "In %s %d, %s carried out an audit of %s." % (m, y, oa, D["org"])])
    wrong, c = choose(r, ["%s audited %s in %s %d." % (D["org"], oa, m, y),
                          "In %s %d, %s was audited by %s." % (m, y, oa, D["org"])])
    return ps, cap(right), cap(wrong), (a, b, c)


def t05(D, r):  # negation added (approved -> refused/declined)
    p1 = r.choice(D["people"]); req = r.choice(D["requests"]); yy, mm, dd = date_parts(r)
    ps, a = choose(r, [
        ["On %s, the %s of %s approved a request from %s to %s." % (dlong(yy, mm, dd), D["board"], D["org"], p1, req)],
        ["%s asked the %s of %s for permission to %s. The request was approved on %s." % (p1, D["board"], D["org"], req, dlong(yy, mm, dd))]])
    right, b = choose(r, ["The request by %s to %s was granted by the %s of %s on %s." % (p1, req, D["board"], D["org"], dlong(yy, mm, dd)),
                          "On %s, %s received approval from the %s to %s." % (dus(yy, mm, dd), p1, D["board"], req)])
    wrong, c = choose(r, ["On %s, the %s of %s refused a request from %s to %s." % (dlong(yy, mm, dd), D["board"], D["org"], p1, req),
                          "The %s of %s declined to approve the request by %s to %s on %s." % (D["board"], D["org"], p1, req, dlong(yy, mm, dd))])
    return ps, cap(right), cap(wrong), (a, b, c)


def t06(D, r):  # negation removed (never signed)
    p1 = r.choice(D["people"]); ag = r.choice(D["agreements"]); m = r.choice(MONTHS)
    ps, a = choose(r, [
        ["%s attended the %s meeting at which the %s was discussed, but never signed the %s." % (p1, m, ag, ag)],
        ["Although %s was present when the %s was discussed at the %s meeting, %s never signed it." % (p1, ag, m, p1)]])
    right, b = choose(r, ["%s did not sign the %s, despite attending the %s meeting where it was discussed." % (p1, ag, m),
                          "%s was at the %s meeting that discussed the %s but never put a signature to it." % (p1, m, ag)])
    wrong, c = choose(r, ["%s signed the %s at the %s meeting where it was discussed." % (p1, ag, m),
                          "%s attended the %s meeting and signed the %s." % (p1, m, ag)])
    return ps, right, wrong, (a, b, c)


def t07(D, r):  # failed to -> did
    insp = D["inspection"]; team = D["team"]; yy, mm, dd = date_parts(r)
    ps, a = choose(r, [
        ["The %s at %s failed to complete the %s before the deadline of %s." % (team, D["org"], insp, dlong(yy, mm, dd))],
        ["Despite working weekends, the %s of %s did not manage to finish the %s by the %s deadline." % (team, D["org"], insp, dlong(yy, mm, dd))]])
    right, b = choose(r, ["The %s was not completed by the %s of %s before the %s deadline." % (insp, team, D["org"], dlong(yy, mm, dd)),
                          "The %s of %s missed the %s deadline for completing the %s." % (team, D["org"], dus(yy, mm, dd), insp)])
    wrong, c = choose(r, ["The %s of %s completed the %s before the deadline of %s." % (team, D["org"], insp, dlong(yy, mm, dd)),
                          "The %s was finished by the %s of %s ahead of the %s deadline." % (insp, team, D["org"], dlong(yy, mm, dd))])
    return ps, cap(right), cap(wrong), (a, b, c)


def t08(D, r):  # may -> will
    fac = r.choice(D["facilities"]); site = r.choice(D["sites"]); n = r.randint(3, 12)
    ps, a = choose(r, [
        ["Repairs to the %s at %s may keep it closed for up to %d weeks." % (fac, site, n)],
        ["The %s at %s may have to stay shut for as long as %s weeks while repairs are carried out." % (fac, site, words(n))]])
    right, b = choose(r, ["The %s at %s could remain closed for up to %s weeks because of repairs." % (fac, site, words(n)),
                          "Repairs might keep the %s at %s shut for as long as %d weeks." % (fac, site, n)])
    wrong, c = choose(r, ["Repairs will keep the %s at %s closed for %d weeks." % (fac, site, n),
                          "The %s at %s will be shut for %s weeks while it is repaired." % (fac, site, words(n))])
    return ps, cap(right), cap(wrong), (a, b, c)


def t09(D, r):  # plans to -> did
    town = r.choice(D["towns"]); y = r.randint(2027, 2030)
    ps, a = choose(r, [
        ["%s plans to open a new %s in %s in %d." % (D["org"], D["site_kind"], town, y)],
        ["Under its development strategy, %s intends to open a new %s in %s in %d, subject to funding." % (D["org"], D["site_kind"], town, y)]])
    right, b = choose(r, ["%s aims to open a new %s in %s in %d." % (D["org"], D["site_kind"], town, y),
                          "A new %s in %s is planned by %s for %d." % (D["site_kind"], town, D["org"], y)])
    wrong, c = choose(r, ["%s opened a new %s in %s in %d." % (D["org"], D["site_kind"], town, y),
                          "In %d, %s opened its new %s in %s." % (y, D["org"], D["site_kind"], town)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t10(D, r):  # proposed -> done
    p1 = r.choice(D["people"]); role = r.choice(D["roles"]); fee = r.choice(D["fees"])
    lo, hi = D["fee_range"]; old = r.randint(lo, hi); new = old + r.randint(2, 9); m = r.choice(MONTHS)
    ps, a = choose(r, [
        ["At the %s meeting, %s, the %s of %s, proposed raising %s from €%d to €%d." % (m, p1, role, D["org"], fee, old, new)],
        ["%s, %s %s, put forward a proposal in %s to increase %s from €%d to €%d." % (p1, poss(D["org"]), role, m, fee, old, new)]])
    right, b = choose(r, ["In %s, %s proposed that %s should rise from €%d to €%d." % (m, p1, fee, old, new),
                          "A rise in %s from €%d to €%d was proposed by %s in %s." % (fee, old, new, p1, m)])
    wrong, c = choose(r, ["In %s, %s raised %s from €%d to €%d." % (m, D["org"], fee, old, new),
                          "%s was increased from €%d to €%d in %s." % (cap(fee), old, new, m)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t11(D, r):  # expected to -> completed
    proj = r.choice(D["projects"]); y = r.randint(2025, 2027); m = r.choice(MONTHS)
    ps, a = choose(r, [
        ["The %s is expected to be completed in %s %d." % (proj, m, y)],
        ["%s expects the %s to be finished in %s %d." % (D["org"], proj, m, y)]])
    right, b = choose(r, ["Completion of the %s is anticipated in %s %d." % (proj, m, y),
                          "The %s is likely to be finished in %s %d." % (proj, m, y)])
    wrong, c = choose(r, ["The %s was completed in %s %d." % (proj, m, y),
                          "In %s %d, %s finished the %s." % (m, y, D["org"], proj)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t12(D, r):  # scale million -> billion / thousand
    proj = r.choice(D["projects"]); x = r.choice([1.2, 1.8, 2.4, 3.6, 4.5, 5.2, 6.8, 7.5])
    full = "{:,}".format(int(round(x * 1_000_000)))
    ps, a = choose(r, [
        ["The %s cost %s €%s million." % (proj, D["org"], x)],
        ["%s spent %s million euros on the %s." % (D["org"], x, proj)]])
    right, b = choose(r, ["%s spent €%s on the %s." % (D["org"], full, proj),
                          "The %s cost %s a total of %s million euros." % (proj, D["org"], x)])
    wrong, c = choose(r, ["The %s cost %s €%s billion." % (proj, D["org"], x),
                          "%s spent €%s on the %s." % (D["org"], "{:,}".format(int(round(x * 1000))), proj)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t13(D, r):  # percent -> euros
    fee = r.choice(D["fees"]); k = r.choice([5, 8, 10, 12, 15, 20, 25]); lo, hi = D["fee_range"]
    old = r.choice([v for v in range(lo, hi + 1) if (v * k) % 100 == 0 and v != 100] or [20])
    new = old + old * k // 100; y = r.randint(2018, 2025)
    ps, a = choose(r, [
        ["In %d, %s raised %s by %d percent, to €%d." % (y, D["org"], fee, k, new)],
        ["%s went up by %d percent in %d and now stands at €%d." % (cap(fee), k, y, new)]])
    right, b = choose(r, ["%s rose by %s per cent in %d, to €%d." % (cap(fee), words(k), y, new),
                          "In %d, %s increased %s by %d%%, to €%d." % (y, D["org"], fee, k, new)])
    wrong, c = choose(r, ["In %d, %s raised %s by €%d, to €%d." % (y, D["org"], fee, k, new),
                          "%s went up by %d euros in %d, to €%d." % (cap(fee), k, y, new)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t14(D, r):  # date shifted
    fac = r.choice(D["facilities"]); site = r.choice(D["sites"]); yy, mm, dd = date_parts(r); n = r.randint(2, 9)
    ps, a = choose(r, [
        ["After %s months of building work, the %s at %s reopened on %s." % (words(n), fac, site, dlong(yy, mm, dd))],
        ["The %s at %s reopened to the public on %s, following %d months of work." % (fac, site, dlong(yy, mm, dd), n)]])
    right, b = choose(r, ["The %s at %s reopened on %s." % (fac, site, diso(yy, mm, dd)),
                          "On %s the %s at %s reopened after %d months of work." % (dus(yy, mm, dd), fac, site, n)])
    kind = r.randrange(3)
    if kind == 0:
        wy, wm, wd = yy + r.choice([-1, 1]), mm, dd
    elif kind == 1:
        wy, wm, wd = yy, (mm % 12) + 1 if mm < 12 else 11, dd
    else:
        wy, wm, wd = yy, mm, dd + r.choice([-1, 1])
    wrong, c = choose(r, ["The %s at %s reopened on %s." % (fac, site, dlong(wy, wm, wd)),
                          "On %s the %s at %s reopened after %d months of work." % (dus(wy, wm, wd), fac, site, n)])
    return ps, cap(right), cap(wrong), (a, b, c, kind)


def t16(D, r):  # order reversed (years)
    p1, p2 = pick(r, D["people"], 2); y1 = r.randint(1998, 2012); y2 = y1 + r.randint(2, 9)
    ps, a = choose(r, [
        ["%s joined %s in %d." % (p1, D["org"], y1), "%s joined %s in %d." % (p2, D["org"], y2)],
        ["%s has worked at %s since %d." % (p1, D["org"], y1), "%s started at %s in %d." % (p2, D["org"], y2)]])
    right, b = choose(r, ["%s joined %s after %s did." % (p2, D["org"], p1),
                          "%s started working at %s %s years before %s." % (p1, D["org"], words(y2 - y1), p2)])
    wrong, c = choose(r, ["%s joined %s after %s did." % (p1, D["org"], p2),
                          "%s started working at %s before %s." % (p2, D["org"], p1)])
    return ps, right, wrong, (a, b, c)


def t17(D, r):  # before/after events reversed
    fac = r.choice(D["facilities"]); site = r.choice(D["sites"]); y = r.randint(2019, 2025); m = r.randint(2, 10)
    d1 = r.randint(3, 25); d2 = r.randint(3, 25)
    dA = dlong(y, m, d1); dB = dlong(y, m + 1, d2)
    ps, a = choose(r, [
        ["Repairs to the %s at %s were completed on %s." % (fac, site, dA),
         "The %s inspected the %s at %s on %s." % (D["authority"], fac, site, dB)],
        ["Repair work on the %s at %s finished on %s." % (fac, site, dA),
         "Inspectors from the %s carried out an inspection of the %s at %s on %s." % (D["authority"], fac, site, dB)]])
    right, b = choose(r, ["The %s inspected the %s at %s after the repairs to it had been completed." % (D["authority"], fac, site),
                          "The repairs to the %s at %s were finished before the %s inspected it." % (fac, site, D["authority"])])
    wrong, c = choose(r, ["The %s inspected the %s at %s before the repairs to it were completed." % (D["authority"], fac, site),
                          "The repairs to the %s at %s were finished after the %s inspected it." % (fac, site, D["authority"])])
    return ps, cap(right), cap(wrong), (a, b, c)


def t18(D, r):  # part as whole (k of n -> all)
    sg, pl, verb, fleet = D["items"]; lo, hi = D["item_range"]; n = r.randint(lo, hi); k = r.randint(3, n // 2); y = r.randint(2018, 2025)
    ps, a = choose(r, [
        ["Of the %d %s in the %s of %s, %d were %s in %d." % (n, pl, fleet, D["org"], k, verb, y)],
        ["In %d, %s %s %d of the %d %s in its %s." % (y, D["org"], verb, k, n, pl, fleet)]])
    right, b = choose(r, ["%s of the %s %s in the %s of %s were %s in %d." % (cap(words(k)), words(n), pl, fleet, D["org"], verb, y),
                          "In %d, %d out of the %d %s in the %s of %s were %s." % (y, k, n, pl, fleet, D["org"], verb)])
    wrong, c = choose(r, ["All %d %s in the %s of %s were %s in %d." % (n, pl, fleet, D["org"], verb, y),
                          "In %d, %s %s every one of the %d %s in its %s." % (y, D["org"], verb, n, pl, fleet)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t19(D, r):  # part as whole (one of three sites -> all sites)
    s = pick(r, D["sites"], 3); inst = r.choice(D["installs"]); y = r.randint(2018, 2025); t = r.randrange(3)
    ps, a = choose(r, [
        ["%s operates three %s: %s, %s and %s." % (D["org"], D["site_kinds"], s[0], s[1], s[2]),
         "In %d a new %s was installed at %s." % (y, inst, s[t])],
        ["%s has three %s, namely %s, %s and %s." % (D["org"], D["site_kinds"], s[0], s[1], s[2]),
         "A new %s was fitted at %s in %d." % (inst, s[t], y)]])
    right, b = choose(r, ["In %d, a new %s was installed at %s, one of the three %s run by %s." % (y, inst, s[t], D["site_kinds"], D["org"]),
                          "%s, which is one of %s three %s, got a new %s in %d." % (cap(s[t]), poss(D["org"]), D["site_kinds"], inst, y)])
    wrong, c = choose(r, ["In %d, new %ss were installed at all three of the %s run by %s." % (y, inst, D["site_kinds"], D["org"]),
                          "%s installed a new %s at each of its three %s in %d." % (D["org"], inst, D["site_kinds"], y)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t20(D, r):  # only if dropped
    fac = r.choice(D["facilities"]); site = r.choice(D["sites"]); yy, mm, dd = date_parts(r, 2026, 2027)
    ps, a = choose(r, [
        ["The %s at %s will reopen on %s only if it passes the %s." % (fac, site, dlong(yy, mm, dd), D["inspection"])],
        ["The %s at %s is due to reopen on %s, but only if it passes the %s." % (fac, site, dlong(yy, mm, dd), D["inspection"])]])
    right, b = choose(r, ["The %s at %s cannot reopen on %s unless it passes the %s." % (fac, site, dlong(yy, mm, dd), D["inspection"]),
                          "Reopening the %s at %s on %s depends on it passing the %s." % (fac, site, dus(yy, mm, dd), D["inspection"])])
    wrong, c = choose(r, ["The %s at %s will reopen on %s." % (fac, site, dlong(yy, mm, dd)),
                          "The %s at %s is set to reopen on %s after the %s." % (fac, site, dus(yy, mm, dd), D["inspection"])])
    return ps, cap(right), cap(wrong), (a, b, c)


def t21(D, r):  # unless dropped
    n = r.choice([250, 300, 400, 500, 600, 750, 1000]); m = r.choice(MONTHS); bud = D["budget"]
    ps, a = choose(r, [
        ["Staff at %s will receive a one-off payment of €%d in %s unless the %s is cut." % (D["org"], n, m, bud)],
        ["Staff at %s are to receive a one-off payment of €%d in %s, unless the %s is reduced." % (D["org"], n, m, bud)]])
    right, b = choose(r, ["If the %s is not cut, staff at %s will get a one-off €%d payment in %s." % (bud, D["org"], n, m),
                          "The one-off payment of €%d due to %s staff in %s depends on the %s not being reduced." % (n, D["org"], m, bud)])
    wrong, c = choose(r, ["Staff at %s will receive a one-off payment of €%d in %s." % (D["org"], n, m),
                          "%s staff are guaranteed a one-off €%d payment in %s." % (D["org"], n, m)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t22(D, r):  # invented cause
    pol, met = r.choice(D["policies"]); y = r.randint(2017, 2025); k = r.randint(8, 40)
    ps, a = choose(r, [
        ["In %d, %s introduced %s." % (y, D["org"], pol), "%s fell by %d percent in %d." % (cap(met), k, y)],
        ["%s introduced %s in %d." % (D["org"], pol, y), "Figures for %d show that %s dropped by %d percent over the year." % (y, met, k)]])
    right, b = choose(r, ["%s fell by %d percent in %d, the same year %s introduced %s." % (cap(met), k, y, D["org"], pol),
                          "In %d %s introduced %s, and in that year %s decreased by %d percent." % (y, D["org"], pol, met, k)])
    wrong, c = choose(r, ["%s fell by %d percent in %d because %s introduced %s." % (cap(met), k, y, D["org"], pol),
                          "The introduction of %s by %s in %d cut %s by %d percent." % (pol, D["org"], y, met, k)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t23(D, r):  # attribution dropped
    p1 = r.choice(D["people"]); role = r.choice(D["roles"]); prob, cause = r.choice(D["problems"]); y = r.randint(2019, 2025)
    ps, a = choose(r, [
        ["%s, the %s of %s, said the %s in %d were caused by %s." % (p1, role, D["org"], prob, y, cause)],
        ["According to %s, %s %s, %s lay behind the %s in %d." % (p1, poss(D["org"]), role, cause, prob, y)]])
    right, b = choose(r, ["%s attributed the %s at %s in %d to %s." % (p1, prob, D["org"], y, cause),
                          "According to %s, %s caused the %s at %s in %d." % (p1, cause, prob, D["org"], y)])
    wrong, c = choose(r, ["The %s at %s in %d were caused by %s." % (prob, D["org"], y, cause),
                          "%s caused the %s at %s in %d." % (cap(cause), prob, D["org"], y)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t25(D, r):  # multi-hop broken
    oa, ob = pick(r, D["orgs"], 2); ga, gb = pick(r, D["groups"], 2); svc = r.choice(D["services"]); site = r.choice(D["sites"])
    ps, a = choose(r, [
        ["The %s at %s is provided by %s." % (svc, site, oa), "%s is a subsidiary of %s." % (oa, ga), "%s is a subsidiary of %s." % (ob, gb)],
        ["%s runs the %s at %s." % (oa, svc, site), "%s is owned by %s." % (ob, gb), "%s is owned by %s." % (oa, ga)]])
    right, b = choose(r, ["The %s at %s is provided by a company owned by %s." % (svc, site, ga),
                          "A subsidiary of %s runs the %s at %s." % (ga, svc, site)])
    wrong, c = choose(r, ["The %s at %s is provided by a company owned by %s." % (svc, site, gb),
                          "A subsidiary of %s runs the %s at %s." % (gb, svc, site)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t26(D, r):  # former stated as current
    p1, p2 = pick(r, D["people"], 2); role = r.choice(D["roles"]); ev = r.choice(D["events"])[0]; yy, mm, dd = date_parts(r, 2023, 2025)
    ps, a = choose(r, [
        ["%s, a former %s of %s, spoke at the %s on %s. The current %s, %s, did not attend." % (p1, role, D["org"], ev, dlong(yy, mm, dd), role, p2)],
        ["The %s on %s was opened by %s, who served as %s of %s until %d. %s has held that post since then." % (ev, dlong(yy, mm, dd), p1, role, D["org"], yy - r.randint(2, 6), p2)]])
    right, b = choose(r, ["%s, who used to be %s of %s, took part in the %s on %s." % (p1, role, D["org"], ev, dlong(yy, mm, dd)),
                          "%s is the present %s of %s; %s held the post earlier." % (p2, role, D["org"], p1)])
    wrong, c = choose(r, ["%s, the current %s of %s, spoke at the %s on %s." % (p1, role, D["org"], ev, dlong(yy, mm, dd)),
                          "%s is the %s of %s." % (p1, role, D["org"])])
    return ps, cap(right), cap(wrong), (a, b, c)


def t27(D, r):  # acting stated as permanent
    p1, p2 = pick(r, D["people"], 2); role = r.choice(D["roles"]); m = r.choice(MONTHS); y = r.randint(2023, 2025)
    ps, a = choose(r, [
        ["%s has been acting %s of %s since %s resigned in %s %d; no permanent %s has yet been appointed." % (p1, role, D["org"], p2, m, y, role)],
        ["After %s stepped down in %s %d, %s took over as interim %s of %s while the search for a permanent replacement continues." % (p2, m, y, p1, role, D["org"])]])
    right, b = choose(r, ["Since %s %d, %s has been standing in as %s of %s on a temporary basis." % (m, y, p1, role, D["org"]),
                          "%s has no permanent %s at present; %s has been filling the post temporarily since %s left in %s %d." % (cap(D["org"]), role, p1, p2, m, y)])
    wrong, c = choose(r, ["%s was appointed permanent %s of %s in %s %d." % (p1, role, D["org"], m, y),
                          "%s has been the permanent %s of %s since %s left in %s %d." % (p1, role, D["org"], p2, m, y)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t28(D, r):  # superlative reversed
    s = pick(r, D["sites"], 3); y = r.randint(2018, 2025)
    n1 = r.randint(3000, 9000); n2 = r.randint(1500, n1 - 500); n3 = r.randint(200, n2 - 300)
    ps, a = choose(r, [
        ["In %d, %s recorded the most %s of the three %s run by %s, with %s; %s recorded the fewest, with %s." % (
            y, s[0], D["visitors"], D["site_kinds"], D["org"], "{:,}".format(n1), s[2], "{:,}".format(n3))],
        ["%s runs three %s. In %d, %s had %s %s, %s had %s, and %s had %s." % (
            cap(D["org"]), D["site_kinds"], y, s[0], "{:,}".format(n1), D["visitors"], s[1], "{:,}".format(n2), s[2], "{:,}".format(n3))]])
    right, b = choose(r, ["In %d, %s recorded fewer %s than %s." % (y, s[2], D["visitors"], s[0]),
                          "Of the three %s run by %s, %s had the highest number of %s in %d." % (D["site_kinds"], D["org"], s[0], D["visitors"], y)])
    wrong, c = choose(r, ["In %d, %s recorded the most %s of the three %s run by %s." % (y, s[2], D["visitors"], D["site_kinds"], D["org"]),
                          "Of the three %s run by %s, %s had the lowest number of %s in %d." % (D["site_kinds"], D["org"], s[0], D["visitors"], y)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t29(D, r):  # comparative reversed vs converse
    s1, s2 = pick(r, D["sites"], 2)
    ps, a = choose(r, [
        ["The building at %s is older than the one at %s." % (s1, s2)],
        ["%s occupies an older building than %s does." % (cap(s1), s2)]])
    right, b = choose(r, ["The building at %s is newer than the one at %s." % (s2, s1),
                          "%s is housed in a more recent building than %s." % (cap(s2), s1)])
    wrong, c = choose(r, ["The building at %s is older than the one at %s." % (s2, s1),
                          "%s is housed in a more recent building than %s." % (cap(s1), s2)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t30(D, r):  # list member added
    x, y, z = pick(r, D["supplies"], 3)
    ps, a = choose(r, [
        ["The %s from %s covers new %s and %s." % (D["grant"], D["funder"], x, y),
         "The %s will be paid for out of %s own budget." % (z, poss(D["org"]))],
        ["%s's %s will pay for %s and %s." % (cap(D["funder"]), D["grant"], x, y),
         "%s will fund the %s itself." % (cap(D["org"]), z)]])
    right, b = choose(r, ["The %s from %s pays for %s and %s." % (D["grant"], D["funder"], y, x),
                          "The %s will be funded by %s itself, while the %s covers the %s and %s." % (z, D["org"], D["grant"], x, y)])
    wrong, c = choose(r, ["The %s from %s covers new %s, %s and %s." % (D["grant"], D["funder"], x, y, z),
                          "%s's %s will pay for %s, %s and %s." % (cap(D["funder"]), D["grant"], x, z, y)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t31(D, r):  # location moved
    s1, s2 = pick(r, D["sites"], 2); e1, e2 = r.choice(D["events"]); m = r.choice(MONTHS)
    ps, a = choose(r, [
        ["In %s, the %s will be held at %s, and the %s at %s." % (m, e1, s1, e2, s2)],
        ["%s has announced its %s events: the %s takes place at %s and the %s at %s." % (cap(D["org"]), m, e1, s1, e2, s2)]])
    right, b = choose(r, ["%s will host the %s in %s." % (s2, e2, m),
                          "The %s in %s is at %s." % (e1, m, s1)])
    wrong, c = choose(r, ["%s will host the %s in %s." % (s1, e2, m),
                          "The %s in %s is at %s." % (e1, m, s2)])
    return ps, cap(right), cap(wrong), (a, b, c)


def t32(D, r):  # rate inverted
    sup, sups, tr, trs, (lo, hi) = D["rate"]; n = r.randint(lo, hi)
    ps, a = choose(r, [
        ["%s requires one %s for every %d %s." % (cap(D["org"]), sup, n, trs)],
        ["Under the rules of %s, there must be one %s per %s %s." % (D["org"], sup, words(n), trs)]])
    right, b = choose(r, ["For every %s %s, %s requires one %s." % (words(n), trs, D["org"], sup),
                          "%s sets a ratio of %d %s to each %s." % (cap(D["org"]), n, trs, sup)])
    wrong, c = choose(r, ["%s requires one %s for every %d %s." % (cap(D["org"]), tr, n, sups),
                          "%s requires %d %s for every %s." % (cap(D["org"]), n, sups, tr)])
    return ps, cap(right), cap(wrong), (a, b, c)


TEMPLATES = [
    ("T01", t01, "passive_paraphrase", "entity_swap_person"),
    ("T02", t02, "active_passive", "entity_swap_org"),
    ("T03", t03, "active_to_passive", "role_swap_active"),
    ("T04", t04, "passive_to_active", "role_swap_passive"),
    ("T05", t05, "synonym_date_reformat", "negation_added"),
    ("T06", t06, "negation_kept", "negation_removed_never"),
    ("T07", t07, "negation_paraphrase", "negation_removed_failed"),
    ("T08", t08, "hedge_kept_may", "hedge_to_certainty_may"),
    ("T09", t09, "hedge_kept_plan", "plan_as_fact"),
    ("T10", t10, "proposal_kept", "proposal_as_fact"),
    ("T11", t11, "hedge_kept_expected", "expected_as_fact"),
    ("T12", t12, "number_format", "scale_changed"),
    ("T13", t13, "number_words", "percent_to_absolute"),
    ("T14", t14, "date_reformat", "date_shifted"),
    ("T16", t16, "multihop_order", "order_reversed_years"),
    ("T17", t17, "multihop_before_after", "order_reversed_events"),
    ("T18", t18, "number_words", "part_as_whole_count"),
    ("T19", t19, "multihop_combine", "part_as_whole_sites"),
    ("T20", t20, "condition_kept", "condition_dropped_only_if"),
    ("T21", t21, "condition_kept", "condition_dropped_unless"),
    ("T22", t22, "cooccurrence_kept", "invented_cause"),
    ("T23", t23, "attribution_kept", "attribution_dropped"),
    ("T25", t25, "multihop_chain", "multihop_broken"),
    ("T26", t26, "former_kept", "former_as_current"),
    ("T27", t27, "acting_kept", "acting_as_permanent"),
    ("T28", t28, "superlative_to_comparative", "superlative_reversed"),
    ("T29", t29, "converse_relation", "comparative_reversed"),
    ("T30", t30, "list_paraphrase", "list_member_added"),
    ("T31", t31, "location_paraphrase", "location_moved"),
    ("T32", t32, "rate_paraphrase", "rate_inverted"),
]
assert len(TEMPLATES) == 30


def main():
    rows = []
    g = 0
    for dname in DOMAINS:
        D = DOMAINS[dname]
        for tid, fn, rk, wk in TEMPLATES:
            g += 1
            ps, right, wrong, wv = fn(D, R)
            ps = [cap(p) for p in ps]; right = cap(right); wrong = cap(wrong)
            gid = "p40-%03d" % g
            wording = "p%d-r%d-w%d" % wv[:3]
            base = {"group": gid, "domain": dname, "passages": ps}
            rows.append(dict(base, category="R:" + rk, claim=right, gold="right", template=tid, wording=wording))
            rows.append(dict(base, category="W:" + wk, claim=wrong, gold="wrong", template=tid, wording=wording))
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "rows,", g, "groups")


if __name__ == "__main__":
    main()
