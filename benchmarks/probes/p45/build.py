"""Build /tmp/p45/pairs.jsonl: 30 templates x 10 domains = 300 twin groups (600 rows).
Standard library only. Deterministic: random.Random(4545)."""
import json
import re
import random

from lexicon import DOMAINS, PEOPLE, TOWNS, MONTHS, QUOTES, ACTIVITIES

R = random.Random(4545)

ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


def words(n):
    if n < 20:
        return ONES[n]
    if n < 100:
        t, o = divmod(n, 10)
        return TENS[t] + ("" if o == 0 else "-" + ONES[o])
    h, rest = divmod(n, 100)
    return ONES[h] + " hundred" + ("" if rest == 0 else " and " + words(rest))


def cap(s):
    return s[0].upper() + s[1:]


def money(n):
    return "£{:,}".format(n)


def money_m(n):
    m = n / 1_000_000
    s = ("%.1f" % m).rstrip("0").rstrip(".")
    return "£%sm" % s


def ordinal(n):
    return "%d%s" % (n, "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th"))


def person():
    f, l, g = R.choice(PEOPLE)
    return dict(name="%s %s" % (f, l), last=l, he="she" if g == "f" else "he",
                his="her" if g == "f" else "his", him="her" if g == "f" else "him")


def two_people():
    a, b = R.sample(PEOPLE, 2)
    out = []
    for f, l, g in (a, b):
        out.append(dict(name="%s %s" % (f, l), last=l, he="she" if g == "f" else "he",
                        his="her" if g == "f" else "his", him="her" if g == "f" else "him"))
    return out


def pick(lst, k=1):
    s = R.sample(lst, k)
    return s[0] if k == 1 else s


# ---------------------------------------------------------------- templates
# each returns dict(P=[passages_v1, passages_v2], R=[(kind, text)]*2, W=[(kind, text)]*2)

def t01(d):  # relation reversed (supply)
    O, F = pick(d["orgs"]), pick(d["partners"])
    prod, m, n, town = pick(d["products"]), pick(MONTHS), R.randint(12, 60), pick(TOWNS)
    return dict(
        P=[["%s supplied %s with %d %s in %s, shipping them from its %s depot." % (F, O, n, prod, m, town)],
           ["%s placed an order for %d %s in %s." % (O, n, prod, m),
            "The supplier was %s, which delivered them from its %s depot in two batches." % (F, town)]],
        R=[("R:converse-relation", "%s received %s from %s." % (O, prod, F)),
           ("R:voice+number-words", "%s %s were supplied to %s by %s." % (cap(words(n)), prod, O, F))],
        W=[("W:relation-reversed", "%s supplied %s with %d %s." % (O, F, n, prod)),
           ("W:relation-reversed", "In %s, %s bought %d %s from %s." % (m, F, n, prod, O))])


def t02(d):  # number attached to wrong item in a list
    O = pick(d["orgs"])
    p1, p2, p3 = pick(d["products"], 3)
    a, b, c = R.sample(range(4, 40), 3)
    m = pick(MONTHS)
    return dict(
        P=[["%s's stock check in %s counted %d %s, %d %s and %d %s." % (O, m, a, p1, b, p2, c, p3)],
           ["%s completed its stock check in %s." % (O, m),
            "It counted %d %s and %d %s; the %s came to %d." % (a, p1, b, p2, p3, c)]],
        R=[("R:computed-sum", "Together, the %s and %s counted in %s's %s stock check numbered %d." % (p1, p2, O, m, a + b)),
           ("R:paraphrase", "There were %d %s recorded when %s took stock in %s." % (c, p3, O, m))],
        W=[("W:list-number-swap", "The stock check counted %d %s." % (b, p1)),
           ("W:list-number-swap", "%s held %d %s when it took stock in %s." % (O, a, p3, m))])


def t03(d):  # date of one event given to another
    O = pick(d["orgs"])
    e1, e2 = pick(d["events"], 2)
    mi = R.randint(0, 9)
    m1, m2 = MONTHS[mi], MONTHS[mi + R.randint(1, 2)]
    d1, d2 = R.randint(2, 27), R.randint(2, 27)
    y = R.choice([2025, 2026])
    iso1 = "%d-%02d-%02d" % (y, mi + 1, d1)
    iso2 = "%d-%02d-%02d" % (y, MONTHS.index(m2) + 1, d2)
    return dict(
        P=[["%s will hold its %s on %d %s %d and its %s on %d %s %d." % (O, e1, d1, m1, y, e2, d2, m2, y)],
           ["%s has set the date of its %s: %d %s %d." % (O, e1, d1, m1, y),
            "The %s follows on %d %s." % (e2, d2, m2)]],
        R=[("R:iso-date", "%s's %s is scheduled for %s." % (O, e1, iso1)),
           ("R:temporal-order-inferred", "%s's %s comes before its %s." % (O, e1, e2))],
        W=[("W:date-swap", "%s will hold its %s on %d %s %d." % (O, e2, d1, m1, y)),
           ("W:date-swap", "The %s at %s is set for %s." % (e1, O, iso2))])


def t04(d):  # plan stated as done
    O, A = pick(d["orgs"]), person()
    proj, title, bn, m = pick(d["projects"]), pick(d["titles"]), pick(d["boards"]), pick(MONTHS)
    return dict(
        P=[["%s intends to begin the %s in %s, %s %s told the %s." % (O, proj, m, title, A["name"], bn)],
           ["%s %s briefed the %s of %s on the %s." % (cap(title), A["name"], bn, O, proj),
            "%s said the organisation intends to start the work in %s." % (cap(A["he"]), m)]],
        R=[("R:attribution-kept", "According to %s, %s aims to start the %s in %s." % (A["name"], O, proj, m)),
           ("R:nominalisation", "The start of %s's %s is planned for %s." % (O, proj, m))],
        W=[("W:plan-as-done", "%s began the %s in %s." % (O, proj, m)),
           ("W:plan-as-done", "Work on %s's %s got under way in %s, %s told the %s." % (O, proj, m, A["name"], bn))])


def t05(d):  # allegation as fact
    O, ev = pick(d["orgs"]), pick(d["events"])
    s, sp = d["staff"]
    return dict(
        P=[["A former %s has alleged that %s underpaid %s during the %s; %s denies the claim." % (s, O, sp, ev, O)],
           ["A former %s has alleged that %s underpaid %s during the %s." % (s, O, sp, ev),
            "The organisation denies this, and an inquiry is pending."]],
        R=[("R:hedge-kept", "%s has been accused by a former %s of underpaying %s during the %s." % (O, s, sp, ev)),
           ("R:paraphrase", "%s rejects the claim that it underpaid %s during the %s." % (O, sp, ev))],
        W=[("W:allegation-as-fact", "%s underpaid %s during the %s." % (O, sp, ev)),
           ("W:allegation-as-fact", "During the %s, %s were paid less than they were owed by %s." % (ev, sp, O))])


def t06(d):  # obligation as optional
    O, m = pick(d["orgs"]), pick(MONTHS)
    s, sp = d["staff"]
    return dict(
        P=[["From %s, all %s at %s must complete a safety induction before their first shift." % (m, sp, O)],
           ["%s has updated its rules for %s." % (O, sp),
            "From %s, each of them must complete a safety induction before their first shift." % m]],
        R=[("R:modal-paraphrase", "%s at %s are required to complete a safety induction before their first shift from %s." % (cap(sp), O, m)),
           ("R:negation-restated", "From %s, no %s at %s may begin a first shift without having completed a safety induction." % (m, s, O))],
        W=[("W:obligation-as-optional", "From %s, %s at %s may complete a safety induction before their first shift if they wish." % (m, sp, O)),
           ("W:obligation-as-optional", "Completing a safety induction before a first shift is optional for %s at %s from %s." % (sp, O, m))])


def t07(d):  # ban as permission
    O, site, act = pick(d["orgs"]), pick(d["sites"]), pick(ACTIVITIES)
    return dict(
        P=[["%s has banned %s at its %s until further notice." % (O, act, site)],
           ["%s has issued a notice about its %s." % (O, site),
            "It says %s will not be allowed there until further notice." % act]],
        R=[("R:negation-restated", "%s is prohibited at %s's %s for the time being." % (cap(act), O, site)),
           ("R:nominalisation", "%s's ban on %s at the %s stays in place until further notice." % (O, act, site))],
        W=[("W:ban-as-permission", "%s has permitted %s at its %s." % (O, act, site)),
           ("W:ban-as-permission", "%s is now allowed at %s's %s." % (cap(act), O, site))])


def t08(d):  # negated fact stated positively
    O, fund, proj, m = pick(d["orgs"]), pick(d["funds"]), pick(d["projects"]), pick(MONTHS)
    return dict(
        P=[["%s failed to secure a grant from the %s for its %s." % (O, fund, proj)],
           ["%s applied to the %s for money towards the %s." % (O, fund, proj),
            "The application was refused in %s." % m]],
        R=[("R:negation-restated", "%s did not obtain %s %s grant for the %s." % (O, "an" if fund[0] in "AEIOU" else "a", fund, proj)),
           ("R:voice", "No grant from the %s was secured by %s for its %s." % (fund, O, proj))],
        W=[("W:negation-dropped", "%s secured a grant from the %s for its %s." % (O, fund, proj)),
           ("W:negation-dropped", "The %s gave %s money towards the %s." % (fund, O, proj))])


def t09(d):  # cause reversed
    O = pick(d["orgs"])
    s1, s2 = pick(d["sites"], 2)
    m, n = pick(MONTHS), R.randint(11, 80)
    return dict(
        P=[["%s closed its %s for a week in %s because of a burst pipe, and %d bookings were moved to the %s." % (O, s1, m, n, s2)],
           ["A burst pipe forced %s to shut its %s for a week in %s." % (O, s1, m),
            "As a result, %d bookings were transferred to the %s." % (n, s2)]],
        R=[("R:cause-paraphrase", "%d bookings went to the %s after a burst pipe closed %s's %s." % (n, s2, O, s1)),
           ("R:duration-reformat", "%s's %s was shut for seven days in %s owing to a burst pipe." % (O, s1, m))],
        W=[("W:cause-reversed", "%s closed its %s because %d bookings had been moved to the %s." % (O, s1, n, s2)),
           ("W:cause-reversed", "The transfer of %d bookings to the %s led %s to shut its %s for a week." % (n, s2, O, s1))])


def t10(d):  # comparison reversed via figures
    O, unit = pick(d["orgs"]), pick(d["units"])
    a = R.randint(120, 400)
    b = a + R.randint(15, 90)
    y1 = R.choice([2021, 2022, 2023])
    y2 = y1 + 1
    return dict(
        P=[["%s recorded %d %s in %d, against %d in %d." % (O, b, unit, y2, a, y1)],
           ["%s recorded %d %s in %d." % (O, a, unit, y1),
            "The following year the figure was %d." % b]],
        R=[("R:comparison-computed", "%s had more %s in %d than in %d." % (O, unit, y2, y1)),
           ("R:computed-difference", "%s's %s rose by %d between %d and %d." % (O, unit, b - a, y1, y2))],
        W=[("W:comparison-reversed", "%s recorded fewer %s in %d than in %d." % (O, unit, y2, y1)),
           ("W:comparison-reversed", "The number of %s at %s fell from %d to %d." % (unit, O, y1, y2))])


def t11(d):  # rank misread
    O, O2, O3 = pick(d["orgs"], 3)
    c, m = pick(d["contests"]), pick(MONTHS)
    return dict(
        P=[["%s took first place in the %s, ahead of %s in second and %s in third." % (O2, c, O, O3)],
           ["The results of the %s were announced in %s." % (c, m),
            "%s won; %s finished as runner-up, with %s third." % (O2, O, O3)]],
        R=[("R:rank-paraphrase", "%s was placed second in the %s." % (O, c)),
           ("R:converse-order", "%s finished behind %s but ahead of %s in the %s." % (O, O2, O3, c))],
        W=[("W:rank-misread", "%s came first in the %s." % (O, c)),
           ("W:rank-misread", "In the %s, %s finished ahead of %s." % (c, O3, O))])


def t12(d):  # count includes what passage excludes
    O, m = pick(d["orgs"]), pick(MONTHS)
    s, sp = d["staff"]
    n, k = R.randint(14, 70), R.randint(3, 9)
    return dict(
        P=[["%s has %d %s, not counting the %d trainees who joined in %s." % (O, n, sp, k, m)],
           ["%s now has %d %s." % (O, n, sp),
            "That figure excludes the %d trainees who joined in %s." % (k, m)]],
        R=[("R:computed-sum", "Together with the trainees who joined in %s, %s has %d %s and trainees in total." % (m, O, n + k, sp)),
           ("R:number-words", "%s has %s %s, excluding its %s trainees." % (O, words(n), sp, m))],
        W=[("W:count-includes-excluded", "%s has %d %s, including the %d trainees who joined in %s." % (O, n, sp, k, m)),
           ("W:count-includes-excluded", "The %d trainees who joined in %s are among %s's %d %s." % (k, m, O, n, sp))])


def t13(d):  # conditional stated as unconditional
    O, site, m, bn = pick(d["orgs"]), pick(d["sites"]), pick(MONTHS), pick(d["boards"])
    return dict(
        P=[["%s will extend opening hours at its %s from %s, but only if its %s approves the budget." % (O, site, m, bn)],
           ["%s has proposed longer opening hours at its %s from %s." % (O, site, m),
            "The change will go ahead only if the %s approves the budget." % bn]],
        R=[("R:condition-kept", "Longer opening hours at %s's %s depend on the %s approving the budget." % (O, site, bn)),
           ("R:contrapositive", "Without budget approval from the %s, %s's %s will not get longer opening hours." % (bn, O, site))],
        W=[("W:conditional-dropped", "%s will extend opening hours at its %s from %s." % (O, site, m)),
           ("W:conditional-dropped", "Opening hours at %s's %s are to be extended from %s, whatever the %s decides." % (O, site, m, bn))])


def t14(d):  # temporary as permanent
    O = pick(d["orgs"])
    s1, s2 = pick(d["sites"], 2)
    k = R.choice([2, 2, 3, 4, 6])
    dur = "a fortnight" if k == 2 else "%s weeks" % words(k)
    dur2 = "the next fortnight" if k == 2 else "the next %s weeks" % words(k)
    return dict(
        P=[["%s has temporarily moved its office to the %s for %s while its %s is refurbished." % (O, s2, dur, s1)],
           ["%s's %s is closing for refurbishment." % (O, s1),
            "For %s, the organisation will run its office from the %s instead." % (dur2, s2)]],
        R=[("R:duration-reformat", "%s's office will be based at the %s for %d days while the %s is refurbished." % (O, s2, 7 * k, s1)),
           ("R:nominalisation", "The refurbishment of %s's %s means its office is at the %s for a limited period." % (O, s1, s2))],
        W=[("W:temporary-as-permanent", "%s has moved its office to the %s for good." % (O, s2)),
           ("W:temporary-as-permanent", "%s's office is relocating permanently to the %s." % (O, s2))])


def t15(d):  # former role as current
    O, O2 = pick(d["orgs"], 2)
    A = person()
    title, y = pick(d["titles"]), R.choice([2019, 2020, 2021, 2022])
    return dict(
        P=[["%s, who was %s of %s until %d, now chairs %s." % (A["name"], title, O, y, O2)],
           ["%s stepped down as %s of %s in %d." % (A["name"], title, O, y),
            "%s now chairs %s." % (cap(A["he"]), O2)]],
        R=[("R:pronoun-resolution+converse", "%s is chaired by a former %s of %s." % (O2, title, O)),
           ("R:negation-restated", "%s no longer serves as %s of %s." % (A["name"], title, O))],
        W=[("W:former-as-current", "%s is the %s of %s." % (A["name"], title, O)),
           ("W:former-as-current", "%s, the current %s of %s, also chairs %s." % (A["name"], title, O, O2))])


def t16(d):  # quote misattributed
    O, F = pick(d["orgs"]), pick(d["partners"])
    A, B = two_people()
    title, ev, q = pick(d["titles"]), pick(d["events"]), pick(QUOTES)
    return dict(
        P=[["\"%s,\" said %s, %s of %s, after the %s. %s, of %s, said the partnership with %s would continue." % (q, A["name"], title, O, ev, B["name"], F, O)],
           ["%s, %s of %s, spoke after the %s: \"%s.\"" % (A["name"], title, O, ev, q),
            "%s of %s added that the firm's partnership with %s would continue." % (B["name"], F, O)]],
        R=[("R:attribution-paraphrase", "After the %s, %s's %s remarked: \"%s.\"" % (ev, O, title, q)),
           ("R:reported-speech", "According to %s, the partnership between %s and %s would carry on." % (B["name"], F, O))],
        W=[("W:quote-misattributed", "%s said \"%s\" after the %s." % (B["name"], q, ev)),
           ("W:quote-misattributed", "It was %s, %s of %s, who said the partnership with %s would continue." % (A["name"], title, O, F))])


def t17(d):  # multi-hop chain broken
    O = pick(d["orgs"])
    F, F2 = pick(d["partners"], 2)
    site, proj = pick(d["sites"]), pick(d["projects"])
    return dict(
        P=[["%s is a wholly owned subsidiary of %s." % (F, O),
            "The %s is operated by %s." % (site, F),
            "%s's partner on the %s is %s." % (O, proj, F2)],
           ["%s owns %s, and the firm operates the %s. On the %s, %s works with its partner %s." % (O, F, site, proj, O, F2)]],
        R=[("R:multihop-join", "The %s is operated by a subsidiary of %s." % (site, O)),
           ("R:multihop-join", "A firm owned by %s runs the %s." % (O, site))],
        W=[("W:multihop-broken", "The %s is operated by %s." % (site, F2)),
           ("W:multihop-broken", "%s's partner on the %s, %s, runs the %s." % (O, proj, F2, site))])


def t18(d):  # total / difference miscomputed
    O = pick(d["orgs"])
    e1, e2 = pick(d["events"], 2)
    b = R.randint(12, 60) * 100 + R.choice([0, 50])
    a = b + R.randint(5, 40) * 100 + R.choice([0, 25])
    off = R.choice([-1000, -100, 100, 1000])
    off2 = off if a - b + off > 0 else -off
    return dict(
        P=[["%s raised %s at its %s and %s at its %s." % (O, money(a), e1, money(b), e2)],
           ["%s's %s raised %s." % (O, e1, money(a)),
            "Its %s brought in a further %s." % (e2, money(b))]],
        R=[("R:computed-sum", "%s's %s and %s raised %s between them." % (O, e1, e2, money(a + b))),
           ("R:computed-difference", "The %s raised %s more than the %s." % (e1, money(a - b), e2))],
        W=[("W:total-miscomputed", "%s raised %s across its %s and %s." % (O, money(a + b + off), e1, e2)),
           ("W:total-miscomputed", "The %s brought in %s more than the %s did." % (e1, money(a - b + off2), e2))])


def t19(d):  # percentage change vs percentage points
    O, vis = pick(d["orgs"]), d["visitors"]
    p, dd = R.choice([(20, 5), (20, 10), (25, 5), (40, 10), (50, 10), (50, 15), (40, 20), (25, 15)])
    q, rel = p + dd, dd * 100 // p
    y1 = R.choice([2021, 2022, 2023])
    y2 = y1 + 1
    return dict(
        P=[["The share of %s rating %s as good rose from %d%% in %d to %d%% in %d." % (vis, O, p, y1, q, y2)],
           ["In %d, %d%% of %s surveyed rated %s as good." % (y1, p, vis, O),
            "By %d that share had climbed to %d%%." % (y2, q)]],
        R=[("R:percentage-points", "The share of %s rating %s as good went up by %d percentage points from %d to %d." % (vis, O, dd, y1, y2)),
           ("R:relative-change-computed", "Between %d and %d, the share of %s rating %s as good increased by %d%% relative to its %d level." % (y1, y2, vis, O, rel, y1))],
        W=[("W:percent-vs-points", "The share of %s rating %s as good rose by %d%% between %d and %d." % (vis, O, dd, y1, y2)),
           ("W:percent-vs-points", "Between %d and %d, the proportion of %s who rated %s as good climbed by %d percentage points." % (y1, y2, vis, O, rel))])


def t20(d):  # range end stated as value
    O, ev = pick(d["orgs"]), pick(d["events"])
    lo = R.randint(3, 9)
    hi = lo + R.randint(4, 15)
    return dict(
        P=[["Tickets for %s's %s are priced from £%d to £%d, depending on age." % (O, ev, lo, hi)],
           ["Tickets for %s's %s are now on sale." % (O, ev),
            "Prices range from £%d to £%d, depending on age." % (lo, hi)]],
        R=[("R:range-paraphrase", "The cheapest ticket for %s's %s costs £%d." % (O, ev, lo)),
           ("R:bound-restated", "No ticket for %s's %s costs more than £%d." % (O, ev, hi))],
        W=[("W:range-end-as-value", "Tickets for %s's %s cost £%d." % (O, ev, hi)),
           ("W:range-end-as-value", "Every ticket for the %s at %s is priced at £%d." % (ev, O, lo))])


def t21(d):  # "up to" dropped
    O, ev = pick(d["orgs"]), pick(d["events"])
    n = R.randint(12, 60)
    return dict(
        P=[["%s will offer up to %d free places on its %s, on a first-come basis." % (O, n, ev)],
           ["%s has announced free places on its %s." % (O, ev),
            "Up to %d will be available, on a first-come basis." % n]],
        R=[("R:bound-paraphrase", "No more than %d free places will be offered on %s's %s." % (n, O, ev)),
           ("R:number-words", "%s will make a maximum of %s free places available on its %s." % (O, words(n), ev))],
        W=[("W:bound-dropped", "%s will offer %d free places on its %s." % (O, n, ev)),
           ("W:bound-dropped", "%s is guaranteeing a full %d free places on its %s." % (O, n, ev))])


def t22(d):  # scope widened
    O, site, m = pick(d["orgs"]), pick(d["sites"]), pick(MONTHS)
    return dict(
        P=[["%s will close its %s on Sundays from %s; its other sites keep their current hours." % (O, site, m)],
           ["From %s, %s's %s will no longer open on Sundays." % (m, O, site),
            "The organisation said its other sites would keep their current hours."]],
        R=[("R:negation-restated", "%s's %s will not open on Sundays from %s." % (O, site, m)),
           ("R:paraphrase", "%s's other sites are keeping their current hours." % O)],
        W=[("W:scope-widened", "%s will close all its sites on Sundays from %s." % (O, m)),
           ("W:scope-widened", "From %s, none of %s's sites will open on Sundays." % (m, O))])


def t23(d):  # part stated as whole
    F, site, proj, m = pick(d["partners"]), pick(d["sites"]), pick(d["projects"]), pick(MONTHS)
    O = pick(d["orgs"])
    return dict(
        P=[["%s has completed the first phase of the %s at %s's %s; phase two starts in %s." % (F, proj, O, site, m)],
           ["%s was hired to carry out the %s at %s's %s in two phases." % (F, proj, O, site),
            "The first is now finished, and the second begins in %s." % m]],
        R=[("R:voice", "Phase one of the %s at %s's %s has been completed by %s." % (proj, O, site, F)),
           ("R:inferred-incomplete", "The %s at %s's %s still has a phase to go." % (proj, O, site))],
        W=[("W:part-as-whole", "%s has completed the %s at %s's %s." % (F, proj, O, site)),
           ("W:part-as-whole", "The %s at %s's %s is finished." % (proj, O, site))])


def t24(d):  # later reversal ignored
    O, site, bn = pick(d["orgs"]), pick(d["sites"]), pick(d["boards"])
    mi = R.randint(0, 8)
    m1, m2 = MONTHS[mi], MONTHS[mi + R.randint(2, 3)]
    return dict(
        P=[["In %s, the %s of %s voted to close the %s. At its %s meeting it reversed that decision, and the %s will stay open." % (m1, bn, O, site, m2, site)],
           ["The %s of %s voted in %s to close the %s." % (bn, O, m1, site),
            "In %s, however, members overturned the vote and agreed to keep it open." % m2]],
        R=[("R:current-state", "%s's %s will remain open." % (O, site)),
           ("R:nominalisation", "The %s decision to close %s's %s was overturned in %s." % (m1, O, site, m2))],
        W=[("W:reversal-ignored", "The %s of %s has decided to close the %s." % (bn, O, site)),
           ("W:reversal-ignored", "%s's %s is to close following a vote by the %s." % (O, site, bn))])


def t25(d):  # estimate stated as exact
    O, ev, vis, m = pick(d["orgs"]), pick(d["events"]), d["visitors"], pick(MONTHS)
    n = R.choice([150, 200, 250, 300, 400, 500, 600, 800])
    return dict(
        P=[["%s estimates that roughly %d %s attended its %s in %s; no formal count was taken." % (O, n, vis, ev, m)],
           ["No formal count was taken at %s's %s in %s." % (O, ev, m),
            "The organisers' best guess is that around %d %s came." % (n, vis)]],
        R=[("R:hedge-kept", "An estimated %d %s attended %s's %s." % (n, vis, O, ev)),
           ("R:negation-restated", "Attendance at %s's %s in %s was not formally counted." % (O, ev, m))],
        W=[("W:estimate-as-exact", "%s counted %d %s at its %s in %s." % (O, n, vis, ev, m)),
           ("W:estimate-as-exact", "Exactly %s %s went to %s's %s." % (words(n), vis, O, ev))])


def t26(d):  # proposal stated as adopted
    O, A, bn, m = pick(d["orgs"]), person(), pick(d["boards"]), pick(MONTHS)
    fee = R.choice([25, 30, 35, 40, 45, 60, 75])
    return dict(
        P=[["%s proposed that %s raise its annual membership fee to £%d; the %s will vote on the idea in %s." % (A["name"], O, fee, bn, m)],
           ["At the last meeting, %s tabled a proposal to raise %s's annual membership fee to £%d." % (A["name"], O, fee),
            "The %s will put it to a vote in %s." % (bn, m)]],
        R=[("R:hedge-kept", "A rise in %s's annual membership fee to £%d has been proposed and is awaiting a vote." % (O, fee)),
           ("R:voice+nominalisation", "A vote on %s's proposal for a £%d annual membership fee at %s is due in %s." % (A["name"], fee, O, m))],
        W=[("W:proposal-as-adopted", "%s has raised its annual membership fee to £%d." % (O, fee)),
           ("W:proposal-as-adopted", "The %s of %s approved %s's plan to lift the annual membership fee to £%d." % (bn, O, A["name"], fee))])


def t27(d):  # exclusivity added (own kind)
    O, F, prod, m = pick(d["orgs"]), pick(d["partners"]), pick(d["products"]), pick(MONTHS)
    return dict(
        P=[["%s was one of three firms that bid to supply %s to %s; the contract has not yet been awarded." % (F, prod, O)],
           ["%s received bids from three firms to supply %s." % (O, prod),
            "%s was among the bidders; a decision is expected in %s." % (F, m)]],
        R=[("R:paraphrase", "%s submitted a bid to supply %s with %s." % (F, O, prod)),
           ("R:computed-complement", "Two firms other than %s bid to supply %s to %s." % (F, prod, O))],
        W=[("W:exclusivity-added", "%s was the only firm to bid to supply %s to %s." % (F, prod, O)),
           ("W:exclusivity-added", "No firm apart from %s bid to supply %s with %s." % (F, O, prod))])


def t28(d):  # sequence reversed (own kind)
    O, prod, site, ev = pick(d["orgs"]), pick(d["products"]), pick(d["sites"]), pick(d["events"])
    return dict(
        P=[["%s replaced its %s ahead of its %s, and repainted its %s once the event was over." % (O, prod, ev, site)],
           ["%s's %s went ahead as planned." % (O, ev),
            "The organisation had replaced its %s beforehand, and repainted its %s afterwards." % (prod, site)]],
        R=[("R:order-inferred", "%s replaced its %s before repainting its %s." % (O, prod, site)),
           ("R:nominalisation", "The repainting of %s's %s came after the %s." % (O, site, ev))],
        W=[("W:sequence-reversed", "%s repainted its %s before the %s." % (O, site, ev)),
           ("W:sequence-reversed", "%s's %s were replaced after the %s had taken place." % (O, prod, ev))])


def t29(d):  # rate period swapped (own kind)
    O, F, site = pick(d["orgs"]), pick(d["partners"]), pick(d["sites"])
    x = R.choice([100000, 125000, 150000, 175000, 200000, 250000])
    return dict(
        P=[["%s pays %s %s a month to maintain its %s." % (O, F, money(x), site)],
           ["%s maintains %s's %s." % (F, O, site),
            "The contract is worth %s per month." % money(x)]],
        R=[("R:computed-annual+money-format", "%s's contract for maintaining %s's %s is worth %s a year." % (F, O, site, money_m(12 * x))),
           ("R:converse-relation", "%s receives %s monthly from %s for maintaining its %s." % (F, money(x), O, site))],
        W=[("W:rate-period-swapped", "%s pays %s %s a year to maintain its %s." % (O, F, money(x), site)),
           ("W:rate-period-swapped", "%s is paid %s annually by %s for maintaining the %s." % (F, money(x), O, site))])


def t30(d):  # split vote stated as unanimous (own kind)
    O, proj, bn, m = pick(d["orgs"]), pick(d["projects"]), pick(d["boards"]), pick(MONTHS)
    a = R.randint(6, 11)
    b = R.randint(2, a - 2)
    return dict(
        P=[["The %s of %s approved the %s by %d votes to %d." % (bn, O, proj, a, b)],
           ["The %s came before the %s of %s in %s." % (proj, bn, O, m),
            "Members backed it by %d votes to %d." % (a, b)]],
        R=[("R:computed-sum", "A total of %d votes were cast on %s's %s." % (a + b, O, proj)),
           ("R:majority-inferred", "More than half of the votes cast on %s's %s were in favour." % (O, proj))],
        W=[("W:split-as-unanimous", "The %s of %s approved the %s unanimously." % (bn, O, proj)),
           ("W:split-as-unanimous", "Not one vote was cast against %s's %s." % (O, proj))])


TEMPLATES = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15,
             t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


POSS = re.compile(r"(?<!s)s's\b")


def fix(text):
    """Possessive of names ending in -s: "Titans's" -> "Titans'"."""
    return POSS.sub("s'", text)


def main():
    groups = []
    for ti, tf in enumerate(TEMPLATES, 1):
        for dname in DOMAINS:
            d = DOMAINS[dname]
            g = tf(d)
            pv, rv, wv = R.randint(0, 1), R.randint(0, 1), R.randint(0, 1)
            passages = [fix(p) for p in g["P"][pv]]
            rk, rt = g["R"][rv]
            rt = fix(rt)
            wk, wt = g["W"][wv]
            wt = fix(wt)
            tid = "T%02d" % ti
            rows = [
                dict(template=tid, kind=rk, domain=dname, wording="p%d/r%d" % (pv + 1, rv + 1), claim=rt, passages=passages, gold="right"),
                dict(template=tid, kind=wk, domain=dname, wording="p%d/w%d" % (pv + 1, wv + 1), claim=wt, passages=passages, gold="wrong"),
            ]
            R.shuffle(rows)
            groups.append(rows)
    R.shuffle(groups)
    with open("pairs.jsonl", "w", encoding="utf-8") as fh:
        for gi, rows in enumerate(groups, 1):
            for row in rows:
                out = {"group": "G%03d" % gi}
                out.update(row)
                fh.write(json.dumps(out, ensure_ascii=False) + "\n")
    print("wrote %d rows in %d groups" % (sum(len(g) for g in groups), len(groups)))


if __name__ == "__main__":
    main()
