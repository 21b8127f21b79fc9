#!/usr/bin/env python3
"""Build pairs.jsonl for probe 59 (stdlib only, deterministic, seed 5959).
20 wrong (W) families, each with a right (R) twin written in the same domain, wording slot and numbers;
5 wordings per family, each wording in 3 domains -> 15 pairs per kind, 600 pairs."""
import json, random, os
from domains import DOMAINS

SEED = 5959
ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()

def words(n):
    if n < 20: return ONES[n]
    if n < 100: return TENS[n // 10] + ("" if n % 10 == 0 else "-" + ONES[n % 10])
    if n < 1000:
        h, rest = divmod(n, 100)
        return ONES[h] + " hundred" + ("" if rest == 0 else " and " + words(rest))
    raise ValueError(n)

def money(x):
    return "£{:,}".format(x)

def an(s):
    return ("an " if s[0] in "aeiou" else "a ") + s

def C(s):
    return s[0].upper() + s[1:]

MONTHS = "January February March April May June July August September October November December".split()

def out(wc, wp, rc, rp):
    return dict(wc=wc, wp=wp, rc=rc, rp=rp)

F = {}   # W family -> (R family, [wording functions])
def fam(w, r):
    def deco(fns):
        F[w] = (r, fns)
        return fns
    return deco

# ---------------------------------------------------------------- 1 percent vs points
def pp0(d, r):
    a = r.randint(30, 60); k = r.randint(4, 9); b = a + k; y = r.randint(2019, 2023)
    P = ["Figures published by %s for %d put %s at %d per cent." % (d["name"], y, d["pct_subj"], a),
         "In %d, %s at %s stood at %d per cent." % (y + 1, d["pct_subj"], d["name"], b)]
    return out("At %s, %s went up by %d per cent from %d to %d." % (d["name"], d["pct_subj"], k, y, y + 1), P,
               "At %s, %s went up by %d percentage points from %d to %d." % (d["name"], d["pct_subj"], k, y, y + 1), P)
def pp1(d, r):
    b = r.randint(25, 55); k = r.randint(3, 12); a = b + k
    P = ["A figure of %d%% was recorded for %s at %s in the spring, compared with %d%% in the autumn." % (a, d["pct_subj"], d["name"], b)]
    return out("Between spring and autumn, %s at %s climbed by %d points." % (d["pct_subj"], d["name"], k), P,
               "Between spring and autumn, %s at %s fell by %d points." % (d["pct_subj"], d["name"], k), P)
def pp2(d, r):
    a, b = r.choice([(40, 50), (20, 30), (50, 60), (30, 40)])
    P = ["Over the past two years %s at %s has risen from %s per cent to %s per cent." % (d["pct_subj"], d["name"], words(a), words(b))]
    return out("Over the past two years %s at %s has risen by ten per cent." % (d["pct_subj"], d["name"]), P,
               "Over the past two years %s at %s has risen by ten percentage points." % (d["pct_subj"], d["name"]), P)
def pp3(d, r):
    a, b, rel = r.choice([(20, 25, 25), (40, 50, 25), (50, 60, 20), (25, 30, 20), (40, 46, 15)])
    P = ["%s at %s was %d%% last year and is %d%% this year." % (C(d["pct_subj"]), d["name"], a, b)]
    return out("%s at %s is up %d percentage points on last year." % (C(d["pct_subj"]), d["name"], rel), P,
               "%s at %s is up %d per cent on last year." % (C(d["pct_subj"]), d["name"], rel), P)
def pp4(d, r):
    a = r.choice([24, 30, 36, 44, 50]); b = a // 2
    P = ["According to %s, %s fell from %d per cent to %d per cent between 2022 and 2024." % (d["name"], d["pct_subj"], a, b)]
    return out("Between 2022 and 2024, %s at %s fell by %d per cent." % (d["pct_subj"], d["name"], b), P,
               "Between 2022 and 2024, %s at %s halved." % (d["pct_subj"], d["name"]), P)
fam("percent_vs_points", "points_kept")([pp0, pp1, pp2, pp3, pp4])

# ---------------------------------------------------------------- 2 total other count
def tc0(d, r):
    p = r.randint(3, 9); n1 = r.randint(12, 30); n2 = n1 + r.randint(5, 20)
    b1, b2 = d["buyers"]
    P = ["%s charges %s for each %s, with no discounts." % (C(d["name"]), money(p), d["item"]),
         "This month %s ordered %d %s from %s, and %s ordered %d." % (b1, n1, d["items"], d["name"], b2, n2)]
    return out("%s's order from %s came to %s." % (C(b1), d["name"], money(p * n2)), P,
               "%s's order from %s came to %s." % (C(b1), d["name"], money(p * n1)), P)
def tc1(d, r):
    p = r.randint(4, 12); n1 = r.randint(20, 40); n2 = r.randint(41, 70)
    P = ["%s, which sells %s at %s each, sold %d of them at its spring fair and %d at its summer fair." % (C(d["name"]), d["items"], money(p), n1, n2)]
    return out("The %s sold by %s at its summer fair brought in %s." % (d["items"], d["name"], money(p * n1)), P,
               "The %s sold by %s at its summer fair brought in %s." % (d["items"], d["name"], money(p * n2)), P)
def tc2(d, r):
    p = r.randint(3, 8); n1 = r.randint(4, 12); n2 = r.randint(3, 9)
    p1, p2 = d["p"][0], d["p"][1]
    P = ["%s bought %s %s from %s; %s bought %s." % (p1, words(n1), d["items"], d["name"], p2, words(n2)),
         "The price at %s is %s per %s." % (d["name"], money(p), d["item"])]
    return out("Between them, %s and %s spent %s on %s." % (p1, p2, money(p * n1), d["items"]), P,
               "Between them, %s and %s spent %s on %s." % (p1, p2, money(p * (n1 + n2)), d["items"]), P)
def tc3(d, r):
    p = r.randint(5, 12); q = r.randint(2, 4); n1 = r.randint(15, 35); n2 = r.randint(40, 80)
    P = ["Last month %d %s were sold by %s at %s each, and %d %s were sold at %s each." % (n1, d["items"], d["name"], money(p), n2, d["item2s"], money(q))]
    return out("Last month %s took %s from sales of %s." % (d["name"], money(p * n2), d["items"]), P,
               "Last month %s took %s from sales of %s." % (d["name"], money(p * n1), d["items"]), P)
def tc4(d, r):
    p = r.randint(3, 8); n1 = r.randint(60, 150); n2 = r.randint(30, 90)
    P = ["Entry to %s, run by %s, cost %s for every adult; children got in free." % (d["event"], d["name"], money(p)),
         "%s adults and %d children came to %s this year." % (C(words(n1)) if n1 < 1000 else str(n1), n2, d["event"])]
    return out("This year %s took %s in entry fees at %s." % (d["name"], money(p * (n1 + n2)), d["event"]), P,
               "This year %s took %s in entry fees at %s." % (d["name"], money(p * n1), d["event"]), P)
fam("total_other_count", "total_multiplied")([tc0, tc1, tc2, tc3, tc4])

# ---------------------------------------------------------------- 3 speaker swapped
def sp0(d, r):
    p1, p2 = d["p"][0], d["p"][1]
    P = ["\"We need more %s under thirty,\" said %s, who chairs %s." % (d["member"], p1, d["name"]),
         "%s, the treasurer of %s, agreed to look at the budget for advertising." % (p2, d["name"])]
    return out("%s said that %s needed more %s under thirty." % (p2, d["name"], d["member"]), P,
               "%s said that %s needed more %s under thirty." % (p1, d["name"], d["member"]), P)
def sp1(d, r):
    p1, p2 = d["p"][1], d["p"][2]
    P = ["The plan to move %s was criticised by %s, who called it \"far too expensive\"; %s spoke in its defence." % (d["event"], p1, p2)]
    return out("%s called the plan to move %s far too expensive." % (p2, d["event"]), P,
               "%s described the plan to move %s as far too expensive." % (p1, d["event"]), P)
def sp2(d, r):
    p1, p2 = d["p"][0], d["p"][2]
    P = ["At the annual meeting of %s, the secretary reported that %s had made a profit." % (d["name"], d["event"]),
         "%s is the treasurer of %s and %s is its secretary." % (p1, d["name"], p2)]
    return out("%s told the annual meeting of %s that %s had made a profit." % (p1, d["name"], d["event"]), P,
               "%s told the annual meeting of %s that %s had made a profit." % (p2, d["name"], d["event"]), P)
def sp3(d, r):
    p1, p2 = d["p"][2], d["p"][0]
    P = ["Speaking after the vote on the new constitution of %s, %s said the result was \"a fair one\", while %s declined to comment." % (d["name"], p1, p2)]
    return out("%s said the vote on the new constitution of %s had produced a fair result." % (p2, d["name"]), P,
               "%s said the vote on the new constitution of %s had produced a fair result." % (p1, d["name"]), P)
def sp4(d, r):
    p1, p2 = d["p"][1], d["p"][0]
    P = ["In a letter sent to %s last week, %s asked whether %s could open an hour earlier." % (p2, p1, d["venue"])]
    return out("%s asked whether %s could open an hour earlier." % (p2, d["venue"]), P,
               "%s asked whether %s could open an hour earlier." % (p1, d["venue"]), P)
fam("speaker_swapped", "speaker_kept")([sp0, sp1, sp2, sp3, sp4])

# ---------------------------------------------------------------- 4 target as reached
def tg0(d, r):
    n = r.randint(15, 60); y = r.randint(2022, 2025)
    P = ["%s set itself a target of recruiting %d new %s during %d." % (C(d["name"]), n, d["member"], y)]
    R = P + ["By the end of %d, %d new %s had joined %s." % (y, n, d["member"], d["name"])]
    c = "%s recruited %d new %s in %d." % (C(d["name"]), n, d["member"], y)
    return out(c, P, c, R)
def tg1(d, r):
    x = r.randint(20, 90) * 100
    P = ["It is hoped that a sum of %s will be raised for %s by %s." % (money(x), d["name"], d["event"])]
    R = P + ["When the money was counted, %s had raised %s for %s." % (d["event"], money(x), d["name"])]
    c = "%s raised %s for %s." % (C(d["event"]), money(x), d["name"])
    return out(c, P, c, R)
def tg2(d, r):
    x = r.randint(8, 60) * 1000
    P = ["%s has budgeted %s for %s." % (C(d["name"]), money(x), d["project_noun"])]
    R = P + ["The final bill for %s came to exactly %s." % (d["project_noun"], money(x))]
    c = "%s cost %s %s." % (C(d["project_noun"]), d["name"], money(x))
    return out(c, P, c, R)
def tg3(d, r):
    n = r.randint(12, 40) * 10; extra = r.randint(5, 60)
    P = ["%s, who is organising %s for %s, predicts that %d people will attend." % (d["p"][2], d["event"], d["name"], n)]
    R = P + ["In the event, %d people attended %s." % (n + extra, d["event"])]
    c = "At least %d people attended %s." % (n, d["event"])
    return out(c, P, c, R)
def tg4(d, r):
    m = r.randint(5, 10); y = r.randint(2023, 2025); m0 = m - r.randint(2, 3)
    P = ["The aim of %s is for %s to be finished by %s %d." % (d["name"], d["project_noun"], MONTHS[m], y)]
    R = P + ["Work on %s was completed in %s %d." % (d["project_noun"], MONTHS[m0], y)]
    c = "%s was finished by %s %d." % (C(d["project_noun"]), MONTHS[m], y)
    return out(c, P, c, R)
fam("target_as_reached", "target_with_outcome")([tg0, tg1, tg2, tg3, tg4])

# ---------------------------------------------------------------- 5 order reversed
def od0(d, r):
    y = r.randint(2016, 2022); m1 = r.randint(0, 11); m2 = r.randint(0, 11)
    P = ["%s launched %s on %d %s %d." % (C(d["name"]), d["service"], r.randint(2, 27), MONTHS[m1], y + 1),
         "%s was first held by %s on %d %s %d." % (C(d["event"]), d["name"], r.randint(2, 27), MONTHS[m2], y)]
    return out("%s launched %s before it first held %s." % (C(d["name"]), d["service"], d["event"]), P,
               "%s first held %s before it launched %s." % (C(d["name"]), d["event"], d["service"]), P)
def od1(d, r):
    y = r.randint(2015, 2021); g = r.randint(2, 4)
    P = ["%s, which opened in %d, was paid for by a grant that %s received from %s in %d." % (C(d["project_noun"]), y, d["name"], d["funder"], y - g)]
    return out("%s received the grant from %s after %s had opened." % (C(d["name"]), d["funder"], d["project_noun"]), P,
               "%s received the grant from %s before %s opened." % (C(d["name"]), d["funder"], d["project_noun"]), P)
def od2(d, r):
    w = r.randint(2, 6); p1, p2 = d["p"][0], d["p"][1]
    P = ["%s weeks after %s joined the committee of %s, %s resigned from it." % (C(words(w)), p1, d["name"], p2)]
    return out("%s resigned from the committee of %s before %s joined it." % (p2, d["name"], p1), P,
               "%s joined the committee of %s before %s resigned from it." % (p1, d["name"], p2), P)
def od3(d, r):
    n = r.randint(5, 19); p1, p2 = d["p"][2], d["p"][1]
    P = ["%s had already belonged to %s for %s years when %s joined." % (p1, d["name"], words(n), p2)]
    return out("%s joined %s before %s did." % (p2, d["name"], p1), P,
               "%s joined %s before %s did." % (p1, d["name"], p2), P)
def od4(d, r):
    P = ["Only once the roof had been repaired did %s reopen %s." % (d["name"], d["venue"])]
    return out("%s reopened %s before its roof was repaired." % (C(d["name"]), d["venue"]), P,
               "The roof of %s was repaired before %s reopened it." % (d["venue"], d["name"]), P)
fam("order_reversed", "order_kept")([od0, od1, od2, od3, od4])

# ---------------------------------------------------------------- 6 branch as whole
def units_line(d):
    s = d["sites"]
    return "%s has three %s: %s, %s and %s." % (C(d["name"]), d["units"], s[0], s[1], s[2])
def br0(d, r):
    n = r.randint(12, 40); s = d["sites"][0]
    P = ["%s, one of the three %s of %s, has %d %s." % (C(s), d["units"], d["name"], n, d["sitenoun"])]
    return out("%s has %d %s in total." % (C(d["name"]), n, d["sitenoun"]), P,
               "One of the %s of %s has %d %s." % (d["units"], d["name"], n, d["sitenoun"]), P)
def br1(d, r):
    n = r.randint(15, 45); s = d["sites"][1]
    P = ["With %d %s, %s is the largest of the %s of %s." % (n, d["sitenoun"], s, d["units"], d["name"])]
    return out("Across all its %s, %s has %d %s." % (d["units"], d["name"], n, d["sitenoun"]), P,
               "The largest of the %s of %s has %d %s." % (d["units"], d["name"], n, d["sitenoun"]), P)
def br2(d, r):
    a, b, c = r.randint(5, 15), r.randint(5, 15), r.randint(16, 30); s = d["sites"]
    P = [units_line(d), "%s has %d %s and %s has %d." % (C(s[0]), a, d["sitenoun"], s[1], b),
         "There are %d %s at %s." % (c, d["sitenoun"], s[2])]
    return out("%s has %d %s in all." % (C(d["name"]), c, d["sitenoun"]), P,
               "%s has %d %s in all." % (C(d["name"]), a + b + c, d["sitenoun"]), P)
def br3(d, r):
    n = r.randint(21, 69); s = d["sites"][2]
    P = ["At %s alone, %s has %s %s." % (s, d["name"], words(n), d["sitenoun"])]
    return out("%s as a whole has %d %s." % (C(d["name"]), n, d["sitenoun"]), P,
               "%s has %d %s at %s." % (C(d["name"]), n, d["sitenoun"], s), P)
def br4(d, r):
    n = r.randint(10, 50); s = d["sites"][0]
    P = ["The figure of %d %s, which covers only %s, was published by %s in its annual report; the other %s were not counted." % (n, d["sitenoun"], s, d["name"], d["units"])]
    return out("The annual report of %s gives a figure of %d %s across the whole organisation." % (d["name"], n, d["sitenoun"]), P,
               "The annual report of %s gives a figure of %d %s for %s." % (d["name"], n, d["sitenoun"], s), P)
fam("branch_as_whole", "branch_kept")([br0, br1, br2, br3, br4])

# ---------------------------------------------------------------- 7 former as current
def fc0(d, r):
    y = r.randint(2012, 2018); y2 = r.randint(2021, 2024); p1, p2 = d["p"][0], d["p"][1]
    P = ["%s, who chaired %s from %d to %d, was succeeded in that role by %s." % (p1, d["name"], y, y2, p2)]
    return out("%s chairs %s." % (p1, d["name"]), P,
               "%s took over from %s as chair of %s." % (p2, p1, d["name"]), P)
def fc1(d, r):
    p1, p2 = d["p"][2], d["p"][0]
    P = ["%s was replaced as treasurer of %s by %s last spring." % (p1, d["name"], p2)]
    return out("%s is the treasurer of %s." % (p1, d["name"]), P,
               "%s used to be the treasurer of %s." % (p1, d["name"]), P)
def fc2(d, r):
    y = r.randint(2019, 2024); p1 = d["p"][1]
    P = ["Until retiring in %d, %s ran %s for %s." % (y, p1, d["venue"], d["name"])]
    return out("%s runs %s for %s." % (p1, d["venue"], d["name"]), P,
               "%s ran %s for %s until %d." % (p1, d["venue"], d["name"], y), P)
def fc3(d, r):
    p1 = d["p"][0]
    P = ["%s, a former president of %s, now edits its newsletter." % (p1, d["name"])]
    return out("%s is the president of %s." % (p1, d["name"]), P,
               "%s was once president of %s." % (p1, d["name"]), P)
def fc4(d, r):
    n = r.randint(4, 15); p1, p2 = d["p"][2], d["p"][1]
    P = ["After %s years as %s of %s, %s stepped down and handed over to %s." % (words(n), d["lead_role"], d["name"], p1, p2)]
    return out("%s is the %s of %s." % (p1, d["lead_role"], d["name"]), P,
               "%s was the %s of %s for %d years." % (p1, d["lead_role"], d["name"], n), P)
fam("former_as_current", "role_current")([fc0, fc1, fc2, fc3, fc4])

# ---------------------------------------------------------------- 8 temporary as permanent
def tp0(d, r):
    P = ["%s will be suspended for the whole of August while volunteers are on holiday, and will resume in September." % C(d["service"])]
    return out("%s has permanently ended %s." % (C(d["name"]), d["service"]), P,
               "%s will not run during August." % C(d["service"]), P)
def tp1(d, r):
    P = ["%s has been shut for repairs; %s expects to reopen it once the work is done." % (C(d["venue"]), d["name"])]
    return out("%s will not reopen %s." % (C(d["name"]), d["venue"]), P,
               "%s is currently shut for repairs." % C(d["venue"]), P)
def tp2(d, r):
    P = ["%s is off for the next fortnight, %s has announced." % (C(d["service"]), d["name"])]
    return out("%s has scrapped %s." % (C(d["name"]), d["service"]), P,
               "%s has paused %s for two weeks." % (C(d["name"]), d["service"]), P)
def tp3(d, r):
    y = r.randint(2023, 2025)
    P = ["%s halted %s in January %d." % (C(d["name"]), d["service"], y),
         "The committee of %s has agreed to restart %s in April %d." % (d["name"], d["service"], y)]
    return out("%s has discontinued %s for good." % (C(d["name"]), d["service"]), P,
               "%s stopped %s in January %d but means to restart it in April." % (C(d["name"]), d["service"], y), P)
def tp4(d, r):
    P = ["%s, which %s has cancelled for this winter only, will be back in the spring." % (C(d["service"]), d["name"])]
    return out("%s has cancelled %s indefinitely." % (C(d["name"]), d["service"]), P,
               "%s will not run this winter." % C(d["service"]), P)
fam("temporary_as_permanent", "closure_kept")([tp0, tp1, tp2, tp3, tp4])

# ---------------------------------------------------------------- 9 may as must
def mm0(d, r):
    P = ["Under the rules of %s, %s may %s." % (d["name"], d["permit_subj"], d["permit_act"])]
    return out("The rules of %s require %s to %s." % (d["name"], d["permit_subj"], d["permit_act"]), P,
               "The rules of %s allow %s to %s." % (d["name"], d["permit_subj"], d["permit_act"]), P)
def mm1(d, r):
    P = ["At %s, %s are allowed, but not obliged, to %s." % (d["name"], d["permit_subj"], d["permit_act"])]
    return out("At %s, %s are obliged to %s." % (d["name"], d["permit_subj"], d["permit_act"]), P,
               "At %s, %s have the option to %s." % (d["name"], d["permit_subj"], d["permit_act"]), P)
def mm2(d, r):
    P = ["It is up to each of the %s of %s to decide whether to %s." % (d["permit_subj"], d["name"], d["permit_act"])]
    return out("Every one of the %s of %s must %s." % (d["permit_subj"], d["name"], d["permit_act"]), P,
               "The %s of %s can choose whether to %s." % (d["permit_subj"], d["name"], d["permit_act"]), P)
def mm3(d, r):
    P = ["Those %s of %s who wish to %s may do so." % (d["permit_subj"], d["name"], d["permit_act"])]
    return out("The %s of %s have to %s." % (d["permit_subj"], d["name"], d["permit_act"]), P,
               "The %s of %s can %s if they want to." % (d["permit_subj"], d["name"], d["permit_act"]), P)
def mm4(d, r):
    y = r.randint(2023, 2025)
    P = ["%s introduced a new rule in %d." % (C(d["name"]), y),
         "The rule that %s introduced in %d permits %s to %s." % (d["name"], y, d["permit_subj"], d["permit_act"])]
    return out("Since %d, %s has required %s to %s." % (y, d["name"], d["permit_subj"], d["permit_act"]), P,
               "Since %d, %s has let %s %s." % (y, d["name"], d["permit_subj"], d["permit_act"]), P)
fam("may_as_must", "may_kept")([mm0, mm1, mm2, mm3, mm4])

# ---------------------------------------------------------------- 10 plan as done
def pd0(d, r):
    y = r.randint(2022, 2024)
    P = ["In %d, %s announced that it intended to %s." % (y, d["name"], d["project_v"])]
    R = P + ["By the spring of %d, %s had %s." % (y + 1, d["name"], d["project_pp"])]
    c = "%s has %s." % (C(d["name"]), d["project_pp"])
    return out(c, P, c, R)
def pd1(d, r):
    x = r.randint(5, 40) * 1000
    P = ["%s has applied to %s for a grant of %s." % (C(d["name"]), d["funder"], money(x))]
    R = P + ["%s approved the application from %s and has paid the %s grant in full." % (C(d["funder"]), d["name"], money(x))]
    c = "%s has received a grant of %s from %s." % (C(d["name"]), money(x), d["funder"])
    return out(c, P, c, R)
def pd2(d, r):
    p = d["p"][2]
    P = ["%s is looking to hire a part-time administrator." % C(d["name"])]
    R = P + ["%s has been appointed as the part-time administrator of %s." % (p, d["name"])]
    c = "%s has hired a part-time administrator." % C(d["name"])
    return out(c, P, c, R)
def pd3(d, r):
    m = r.randint(0, 11); a = r.randint(30, 80); b = r.randint(3, 25)
    P = ["A vote of the %s of %s on merging with %s is to be held in %s." % (d["member"], d["name"], d["neighbour"], MONTHS[m])]
    R = P + ["At the %s vote, the %s of %s backed the merger with %s by %d votes to %d." % (MONTHS[m], d["member"], d["name"], d["neighbour"], a, b)]
    c = "The %s of %s voted to merge with %s." % (d["member"], d["name"], d["neighbour"])
    return out(c, P, c, R)
def pd4(d, r):
    p = d["p"][0]; x = r.randint(8, 40) * 100; m = r.randint(3, 9)
    P = ["%s, who is planning a sponsored walk of a hundred miles for %s, has started training." % (p, d["name"])]
    R = P + ["%s completed the hundred-mile sponsored walk for %s in %s, raising %s." % (p, d["name"], MONTHS[m], money(x))]
    c = "%s has walked a hundred miles to raise money for %s." % (p, d["name"])
    return out(c, P, c, R)
fam("plan_as_done", "done_stated")([pd0, pd1, pd2, pd3, pd4])

# ---------------------------------------------------------------- 11 range collapsed
def rc0(d, r):
    lo = r.randint(10, 25); hi = lo + r.randint(10, 30)
    P = ["Annual membership of %s costs between %s and %s, depending on age." % (d["name"], money(lo), money(hi))]
    return out("Annual membership of %s costs %s." % (d["name"], money(hi)), P,
               "No annual membership of %s costs more than %s." % (d["name"], money(hi)), P)
def rc1(d, r):
    lo = r.randint(3, 6); hi = lo + r.randint(2, 5)
    P = ["Each %s at %s is run by anywhere from %s to %s volunteers." % (d["session"], d["name"], words(lo), words(hi))]
    return out("Each %s at %s is run by %s volunteers." % (d["session"], d["name"], words(lo)), P,
               "Each %s at %s is run by at least %s volunteers." % (d["session"], d["name"], words(lo)), P)
def rc2(d, r):
    lo = r.randint(2, 5) * 100; hi = lo + r.randint(1, 3) * 100
    P = ["%s is expected to draw %d–%d visitors, %s says." % (C(d["event"]), lo, hi, d["name"])]
    return out("%s is expected to draw %d visitors." % (C(d["event"]), hi), P,
               "%s is expected to draw at least %d visitors." % (C(d["event"]), lo), P)
def rc3(d, r):
    lo = r.randint(3, 8); hi = lo + r.randint(4, 12)
    P = ["%s sells %s at three different prices." % (C(d["name"]), d["items"]),
         "At %s the lowest of the three prices for %s is %s and the highest is %s." % (d["name"], an(d["item"]), money(lo), money(hi))]
    return out("Every %s from %s costs %s." % (d["item"], d["name"], money(lo)), P,
               "The cheapest %s from %s costs %s." % (d["item"], d["name"], money(lo)), P)
def rc4(d, r):
    lo = r.randint(1, 3); hi = lo + r.randint(2, 4)
    P = ["A reply from %s to an emailed enquiry can take from %d to %d working days." % (d["name"], lo, hi)]
    return out("A reply from %s to an emailed enquiry takes %d working days." % (d["name"], hi), P,
               "A reply from %s to an emailed enquiry can take up to %d working days." % (d["name"], hi), P)
fam("range_collapsed", "range_kept")([rc0, rc1, rc2, rc3, rc4])

# ---------------------------------------------------------------- 12 approx sharpened
def ap0(d, r):
    n = r.randint(8, 40) * 10
    P = ["Roughly %d people came to %s this year." % (n, d["event"])]
    return out("Exactly %d people came to %s this year." % (n, d["event"]), P,
               "About %d people came to %s this year." % (n, d["event"]), P)
def ap1(d, r):
    n = r.randint(6, 30) * 10
    P = ["%s has just under %d %s." % (C(d["name"]), n, d["member"])]
    return out("%s has %d %s." % (C(d["name"]), n, d["member"]), P,
               "%s has fewer than %d %s." % (C(d["name"]), n, d["member"]), P)
def ap2(d, r):
    x = r.randint(20, 90) * 100
    P = ["An estimated %s was raised by %s at %s." % (money(x), d["name"], d["event"])]
    return out("The sum raised by %s at %s came to %s exactly." % (d["name"], d["event"], money(x)), P,
               "Approximately %s was raised by %s at %s." % (money(x), d["name"], d["event"]), P)
def ap3(d, r):
    h = r.randint(2, 6)
    P = ["A little over %s hundred %s were sold by %s last year." % (words(h), d["items"], d["name"])]
    return out("Exactly %d %s were sold by %s last year." % (h * 100, d["items"], d["name"]), P,
               "More than %d %s were sold by %s last year." % (h * 100, d["items"], d["name"]), P)
def ap4(d, r):
    n = r.randint(20, 90) * 100
    P = ["Last year the %s of %s gave not quite %s hours of their time." % (d["member"], d["name"], "{:,}".format(n))]
    return out("Last year the %s of %s gave %s hours of their time or more." % (d["member"], d["name"], "{:,}".format(n)), P,
               "Last year the %s of %s gave fewer than %s hours of their time." % (d["member"], d["name"], "{:,}".format(n)), P)
fam("approx_sharpened", "approx_kept")([ap0, ap1, ap2, ap3, ap4])

# ---------------------------------------------------------------- 13 exception dropped
def ex0(d, r):
    s = d["sites"]
    P = [units_line(d), "Every %s of %s except %s has a named first-aider." % (d["unit"], d["name"], s[2])]
    return out("Every %s of %s has a named first-aider." % (d["unit"], d["name"]), P,
               "%s has a named first-aider." % C(s[0]), P)
def ex1(d, r):
    x = r.randint(15, 40)
    P = ["Those %s of %s who act as stewards are exempt from its annual fee; everyone else pays %s." % (d["member"], d["name"], money(x))]
    return out("All %s of %s pay the %s annual fee." % (d["member"], d["name"], money(x)), P,
               "%s of %s who do not act as stewards pay the %s annual fee." % (C(d["member"]), d["name"], money(x)), P)
def ex2(d, r):
    p1, p3 = d["p"][0], d["p"][2]
    P = ["With the exception of %s, the whole committee of %s voted in favour of the new budget." % (p3, d["name"]),
         "%s and %s both sit on the committee of %s." % (p1, p3, d["name"])]
    return out("%s voted in favour of the new budget of %s." % (p3, d["name"]), P,
               "%s voted in favour of the new budget of %s." % (p1, d["name"]), P)
def ex3(d, r):
    P = ["%s runs every week of the year apart from the two weeks over Christmas." % C(d["service"])]
    return out("%s runs every week of the year." % C(d["service"]), P,
               "%s does not run over Christmas." % C(d["service"]), P)
def ex4(d, r):
    P = ["%s is open to the public every weekday but Wednesday." % C(d["venue"])]
    return out("%s is open to the public on every weekday." % C(d["venue"]), P,
               "%s is open to the public on Thursdays." % C(d["venue"]), P)
fam("exception_dropped", "exception_kept")([ex0, ex1, ex2, ex3, ex4])

# ---------------------------------------------------------------- 14 occasion as habit
def oh0(d, r):
    day = r.randint(3, 28); y = r.randint(2023, 2025)
    P = ["%s held %s on %d May %d." % (C(d["name"]), d["event"], day, y)]
    R = P + ["%s has held %s every May since 2010." % (C(d["name"]), d["event"])]
    c = "%s holds %s every May." % (C(d["name"]), d["event"])
    return out(c, P, c, R)
def oh1(d, r):
    P = ["%s was organised by %s last winter." % (C(an(d["session"])), d["name"])]
    R = P + ["%s is organised by %s every winter." % (C(an(d["session"])), d["name"])]
    c = "%s runs %s each winter." % (C(d["name"]), an(d["session"]))
    return out(c, P, c, R)
def oh2(d, r):
    p = d["p"][0]
    P = ["Twice last month, %s led the %s at %s." % (p, d["session"], d["name"])]
    R = P + ["All year round, %s leads the %s at %s twice a month." % (p, d["session"], d["name"])]
    c = "%s leads the %s at %s twice a month." % (p, d["session"], d["name"])
    return out(c, P, c, R)
def oh3(d, r):
    x = r.randint(2, 9) * 100
    P = ["The raffle, which %s ran at %s in 2024, raised %s." % (d["name"], d["event"], money(x))]
    R = P + ["A raffle is run by %s at %s every year." % (d["name"], d["event"])]
    c = "%s runs a raffle at %s every year." % (C(d["name"]), d["event"])
    return out(c, P, c, R)
def oh4(d, r):
    p = d["p"][1]; n = r.randint(2, 6)
    P = ["%s volunteered at %s on Saturday." % (p, d["venue"])]
    R = P + ["For %s years %s has volunteered at %s every Saturday, and still does." % (words(n), p, d["venue"])]
    c = "%s volunteers at %s every Saturday." % (p, d["venue"])
    return out(c, P, c, R)
fam("occasion_as_habit", "habit_stated")([oh0, oh1, oh2, oh3, oh4])

# ---------------------------------------------------------------- 15 cause from sequence
def cs0(d, r):
    P = ["In March, %s moved its meetings from Tuesday to Friday evenings." % d["name"],
         "Attendance at the meetings of %s fell in April." % d["name"]]
    R = ["Moving the meetings of %s from Tuesday to Friday evenings in March caused attendance at them to fall in April." % d["name"]]
    c = "Attendance at the meetings of %s fell because they were moved to Friday evenings." % d["name"]
    return out(c, P, c, R)
def cs1(d, r):
    P = ["%s was cancelled by %s on Saturday; no reason was given." % (C(d["event"]), d["name"]),
         "Heavy rain had fallen all week."]
    R = ["Heavy rain, which had fallen all week, forced %s to cancel %s on Saturday." % (d["name"], d["event"])]
    c = "%s was cancelled because of heavy rain." % C(d["event"])
    return out(c, P, c, R)
def cs2(d, r):
    a = r.randint(40, 90); b = a + r.randint(15, 40); p = d["p"][1]
    P = ["After %s took over as %s of %s, the number of %s grew from %d to %d." % (p, d["lead_role"], d["name"], d["member"], a, b)]
    R = ["The appointment of %s as %s of %s led to the number of %s growing from %d to %d." % (p, d["lead_role"], d["name"], d["member"], a, b)]
    c = "The number of %s at %s grew as a result of %s becoming %s." % (d["member"], d["name"], p, d["lead_role"])
    return out(c, P, c, R)
def cs3(d, r):
    P = ["%s introduced online booking in 2022." % C(d["name"]),
         "Since 2022, no-shows at %s have fallen by a third." % d["name"]]
    R = ["By introducing online booking in 2022, %s reduced its no-shows by a third." % d["name"]]
    c = "Online booking cut no-shows at %s by a third." % d["name"]
    return out(c, P, c, R)
def cs4(d, r):
    P = ["The grant from %s, which arrived in June, coincided with %s hiring a second coordinator." % (d["funder"], d["name"])]
    R = ["The grant from %s, which arrived in June, paid for %s to hire a second coordinator." % (d["funder"], d["name"])]
    c = "The grant from %s enabled %s to hire a second coordinator." % (d["funder"], d["name"])
    return out(c, P, c, R)
fam("cause_from_sequence", "cause_stated")([cs0, cs1, cs2, cs3, cs4])

# ---------------------------------------------------------------- 16 comparison reversed
def cr0(d, r):
    n2 = r.randint(8, 25); n1 = n2 + r.randint(3, 20); s = d["sites"]
    P = ["%s has %d %s, and %s has %d." % (C(s[0]), n1, d["sitenoun"], s[1], n2)]
    return out("%s has more %s than %s." % (C(s[1]), d["sitenoun"], s[0]), P,
               "%s has fewer %s than %s." % (C(s[1]), d["sitenoun"], s[0]), P)
def cr1(d, r):
    x2 = r.randint(10, 30) * 100; x1 = x2 + r.randint(3, 20) * 100
    P = ["This year %s was raised by %s at %s." % (money(x1), d["name"], d["event"]),
         "The summer appeal of %s brought in %s." % (d["name"], money(x2))]
    return out("The summer appeal of %s raised more than %s did." % (d["name"], d["event"]), P,
               "%s raised more for %s than the summer appeal did." % (C(d["event"]), d["name"]), P)
def cr2(d, r):
    y1 = r.randint(2002, 2012); y2 = y1 + r.randint(3, 9); p1, p2 = d["p"][0], d["p"][2]
    P = ["%s joined %s in %d and %s joined in %d; both still belong to it." % (p1, d["name"], y1, p2, y2)]
    return out("%s has belonged to %s for longer than %s has." % (p2, d["name"], p1), P,
               "%s has belonged to %s for longer than %s has." % (p1, d["name"], p2), P)
def cr3(d, r):
    a = r.randint(12, 30); b = 2 * a + r.randint(5, 20)
    P = ["Fewer than half as many %s came to %s in 2024 as in 2023: %s against %s." % (d["member"], d["event"], words(a), words(b))]
    return out("More %s came to %s in 2024 than in 2023." % (d["member"], d["event"]), P,
               "More than twice as many %s came to %s in 2023 as in 2024." % (d["member"], d["event"]), P)
def cr4(d, r):
    a = r.randint(2, 6); b = a + r.randint(2, 8)
    P = ["%s, which %s sells for %s, costs less than %s, priced at %s." % (C(an(d["item2"])), d["name"], money(a), an(d["item"]), money(b))]
    return out("At %s %s costs more than %s." % (d["name"], an(d["item2"]), an(d["item"])), P,
               "At %s %s is dearer than %s." % (d["name"], an(d["item"]), an(d["item2"])), P)
fam("comparison_reversed", "comparison_kept")([cr0, cr1, cr2, cr3, cr4])

# ---------------------------------------------------------------- 17 subset as whole
def sw0(d, r):
    n = r.randint(7, 12); k = n - r.randint(1, 3); m = r.randint(0, 11)
    P = ["%s of the %s members of the committee of %s attended its %s meeting." % (C(words(k)), words(n), d["name"], MONTHS[m])]
    return out("The whole committee of %s attended its %s meeting." % (d["name"], MONTHS[m]), P,
               "Most members of the committee of %s attended its %s meeting." % (d["name"], MONTHS[m]), P)
def sw1(d, r):
    P = ["Two of the three %s of %s were reviewed by the safety officer in March; the third was not." % (d["units"], d["name"])]
    return out("All of the %s of %s were reviewed by the safety officer in March." % (d["units"], d["name"]), P,
               "One of the %s of %s was not reviewed by the safety officer in March." % (d["units"], d["name"]), P)
def sw2(d, r):
    P = ["Some of the %s made for %s were sold there by %s." % (d["items"], d["event"], d["name"])]
    return out("All of the %s made for %s were sold there." % (d["items"], d["event"]), P,
               "At least some of the %s made for %s were sold there." % (d["items"], d["event"]), P)
def sw3(d, r):
    n = r.randint(40, 120); k = n - r.randint(5, 30)
    P = ["%s surveyed %d of its %s this spring." % (C(d["name"]), n, d["member"]),
         "In the spring survey by %s, %d %s said they were satisfied." % (d["name"], k, d["member"])]
    return out("Every one of the %s surveyed by %s this spring said they were satisfied." % (d["member"], d["name"]), P,
               "%d of the %d %s surveyed by %s this spring said they were satisfied." % (k, n, d["member"], d["name"]), P)
def sw4(d, r):
    s = d["sites"]
    P = ["%s and %s, which are two of the three %s of %s, are now covered by the new insurance policy." % (C(s[0]), s[1], d["units"], d["name"])]
    return out("All of the %s of %s are now covered by the new insurance policy." % (d["units"], d["name"]), P,
               "Two of the %s of %s are now covered by the new insurance policy." % (d["units"], d["name"]), P)
fam("subset_as_whole", "subset_kept")([sw0, sw1, sw2, sw3, sw4])

# ---------------------------------------------------------------- 18 count other category
def cc0(d, r):
    n1 = r.randint(20, 60); n2 = r.randint(5, 12)
    P = ["%s has %d %s and %d %s." % (C(d["name"]), n1, d["cat1"], n2, d["cat2"])]
    return out("%s has %d %s." % (C(d["name"]), n2, d["cat1"]), P,
               "%s has %d %s." % (C(d["name"]), n1, d["cat1"]), P)
def cc1(d, r):
    n1 = r.randint(8, 25); n2 = n1 + r.randint(3, 15)
    P = ["Last year %d new %s were recruited by %s, and %d first-aiders were trained." % (n1, d["cat1"], d["name"], n2)]
    return out("%s recruited %d new %s last year." % (C(d["name"]), n2, d["cat1"]), P,
               "%s recruited %d new %s last year." % (C(d["name"]), n1, d["cat1"]), P)
def cc2(d, r):
    n = r.randint(30, 90); k = r.randint(5, 12)
    P = ["Of the %s people at the annual meeting of %s, %s were %s." % (words(n), d["name"], words(k), d["cat2"])]
    return out("%d people attended the annual meeting of %s." % (k, d["name"]), P,
               "%d people attended the annual meeting of %s." % (n, d["name"]), P)
def cc3(d, r):
    a = r.randint(5, 20); b = r.randint(5, 20); c = r.randint(2, 6); s = d["sites"]
    P = [units_line(d), "%s has %d %s." % (C(s[0]), a, d["cat1"]),
         "%s has %d %s and %d %s; %s has none." % (C(s[1]), b, d["cat1"], c, d["cat2"], s[2])]
    return out("Altogether %s has %d %s." % (d["name"], a + c, d["cat1"]), P,
               "Altogether %s has %d %s." % (d["name"], a + b, d["cat1"]), P)
def cc4(d, r):
    x = r.randint(100, 400); y = x + r.randint(20, 200); p1, p2 = d["p"][1], d["p"][2]
    P = ["%s has given %d hours to %s this year; %s, %d hours." % (p1, x, d["name"], p2, y)]
    return out("%s has given %d hours to %s this year." % (p1, y, d["name"]), P,
               "%s has given %d hours to %s this year." % (p1, x, d["name"]), P)
fam("count_other_category", "count_kept")([cc0, cc1, cc2, cc3, cc4])

# ---------------------------------------------------------------- 19 conditional as fact
def cf0(d, r):
    P = ["If enough %s sign up, %s will run a second %s this autumn." % (d["member"], d["name"], d["session"])]
    R = P + ["Enough %s have now signed up for %s to run a second %s this autumn." % (d["member"], d["name"], d["session"])]
    c = "%s will run a second %s this autumn." % (C(d["name"]), d["session"])
    return out(c, P, c, R)
def cf1(d, r):
    P = ["Should %s agree to fund it, %s will be extended next year." % (d["funder"], d["venue"])]
    R = P + ["%s has agreed to fund the extension of %s." % (C(d["funder"]), d["venue"])]
    c = "%s will be extended next year." % C(d["venue"])
    return out(c, P, c, R)
def cf2(d, r):
    n = r.randint(20, 40); k = n + r.randint(1, 9)
    P = ["%s will go ahead if at least %s volunteers sign up to help." % (C(d["event"]), words(n))]
    R = P + ["%s volunteers have signed up to help at %s." % (C(words(k)), d["event"])]
    c = "%s will go ahead." % C(d["event"])
    return out(c, P, c, R)
def cf3(d, r):
    x = r.randint(20, 60)
    P = ["The proposed fee rise, which the %s of %s must approve at the annual meeting, would take the annual fee to %s." % (d["member"], d["name"], money(x))]
    R = P + ["At the annual meeting the %s of %s approved the proposed fee rise." % (d["member"], d["name"])]
    c = "The annual fee of %s will rise to %s." % (d["name"], money(x))
    return out(c, P, c, R)
def cf4(d, r):
    p = d["p"][2]; m = r.randint(0, 11)
    P = ["%s will take over as %s of %s in %s, provided the members vote for the appointment." % (p, d["lead_role"], d["name"], MONTHS[m])]
    R = P + ["The members of %s have voted for the appointment of %s as %s." % (d["name"], p, d["lead_role"])]
    c = "%s will take over as %s of %s in %s." % (p, d["lead_role"], d["name"], MONTHS[m])
    return out(c, P, c, R)
fam("conditional_as_fact", "condition_met")([cf0, cf1, cf2, cf3, cf4])

# ---------------------------------------------------------------- 20 denial as assertion
def dn0(d, r):
    p = d["p"][0]
    P = ["%s denied that %s would %s." % (p, d["name"], d["rumour"])]
    return out("%s said that %s would %s." % (p, d["name"], d["rumour"]), P,
               "%s rejected the idea that %s would %s." % (p, d["name"], d["rumour"]), P)
def dn1(d, r):
    p = d["p"][1]
    P = ["Reports that %s is to %s have been dismissed by %s as \"nonsense\"." % (d["name"], d["rumour"], p)]
    return out("%s confirmed that %s is to %s." % (p, d["name"], d["rumour"]), P,
               "%s called the reports that %s is to %s nonsense." % (p, d["name"], d["rumour"]), P)
def dn2(d, r):
    p = d["p"][2]
    P = ["There is no truth, %s said, in the suggestion that %s will %s." % (p, d["name"], d["rumour"])]
    return out("According to %s, %s will %s." % (p, d["name"], d["rumour"]), P,
               "%s said the suggestion that %s will %s is untrue." % (p, d["name"], d["rumour"]), P)
def dn3(d, r):
    p = d["p"][0]
    P = ["Asked whether %s would %s, %s said that no decision had been taken." % (d["name"], d["rumour"], p)]
    return out("%s said that %s would %s." % (p, d["name"], d["rumour"]), P,
               "%s said that %s had not yet decided whether to %s." % (p, d["name"], d["rumour"]), P)
def dn4(d, r):
    p = d["p"][1]
    P = ["A local paper reported that %s plans to %s." % (d["name"], d["rumour"]),
         "%s, who chairs %s, said the local paper's report was wrong." % (p, d["name"])]
    return out("The chair of %s said that it plans to %s." % (d["name"], d["rumour"]), P,
               "The chair of %s said a report that it plans to %s was wrong." % (d["name"], d["rumour"]), P)
fam("denial_as_assertion", "denial_kept")([dn0, dn1, dn2, dn3, dn4])

# ---------------------------------------------------------------- build
def build():
    rows = []
    for fi, (wfam, (rfam, fns)) in enumerate(F.items()):
        assert len(fns) == 5
        for k, fn in enumerate(fns):
            for j in range(3):
                d = DOMAINS[(fi * 3 + k * 3 + j) % 10]
                r = random.Random("%d/%s/w%d/%s" % (SEED, wfam, k, d["key"]))
                o = fn(d, r)
                pr = random.Random("%d/distract/%s/w%d/%s" % (SEED, wfam, k, d["key"]))
                nd = pr.choice([0, 0, 1, 2])
                extra = pr.sample(d["distractors"], nd)
                group = "%s/%s/w%d" % (wfam, d["key"], k)
                for kind, claim, ev, gold in ((wfam, o["wc"], o["wp"], "wrong"), (rfam, o["rc"], o["rp"], "right")):
                    ps = list(ev)
                    for s in extra:   # distractors inserted at seeded positions; evidence order kept
                        ps.insert(pr.randint(0, len(ps)), s)
                    rows.append(dict(group=group, template="%s/w%d" % (kind, k), kind=kind, domain=d["key"],
                                     wording=k, claim=claim, passages=ps, gold=gold))
    return rows

if __name__ == "__main__":
    rows = build()
    assert len(rows) == 600
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "pairs.jsonl"), "w") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "pairs")
