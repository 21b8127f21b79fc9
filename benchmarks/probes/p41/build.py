"""Build the p41 blind probe: 300 twin groups (30 templates x 10 domains).

Deterministic: random.Random(4141). Writes pairs.jsonl next to this file.
"""
import json
import os
import random

from lexicon import DOMAINS

RNG = random.Random(4141)
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
         "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
         "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]


def cap(s):
    return s[0].upper() + s[1:]


def poss(s):
    return s + ("'" if s.endswith("s") else "'s")


def nw(n):
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def money(n):
    return "{:,}".format(n)


class Ctx:
    """Per-group draws."""

    def __init__(self, L, rng):
        self.L = L
        self.org = rng.choice(L["orgs"])
        self.Org = cap(self.org)
        self.orgp = poss(self.org)
        self.Orgp = cap(self.orgp)
        self.peer = rng.choice(L["peers"])
        self.Peer = cap(self.peer)
        self.woman, self.woman2 = rng.sample(L["women"], 2)
        self.man, self.man2 = rng.sample(L["men"], 2)
        if rng.random() < 0.5:
            self.person, self.pron = self.woman, "she"
        else:
            self.person, self.pron = self.man, "he"
        self.role = rng.choice(L["roles"])
        self.places = rng.sample(L["places"], 3)
        self.place = self.places[0]
        self.year = rng.randint(2017, 2025)
        mi = rng.randint(0, 11)
        self.month = MONTHS[mi]
        self.mi = mi
        self.day = rng.randint(1, 28)


def date_long(c):
    return "%d %s %d" % (c.day, c.month, c.year)


def date_alt(c, rng):
    return rng.choice([
        "%s %d, %d" % (c.month, c.day, c.year),
        "%d-%02d-%02d" % (c.year, c.mi + 1, c.day),
        "%02d/%02d/%d" % (c.day, c.mi + 1, c.year),
        "%d %s %d" % (c.day, c.month[:3] + ".", c.year),
    ])


# Each template: (rk, wk, fn). fn(c, L, rng) -> (passage_variants, rights, wrongs)

def t01(c, L, rng):
    pj, pl, m, y = L["project"], c.place, c.month, c.year
    P = [[f"By the end of {m} {y}, work on {pj} at {pl} was nearly complete, {c.org} said."],
         [f"{c.Org} said work on {pj} at {pl} was almost finished by the end of {m} {y}."]]
    R = [f"According to {c.org}, work on {pj} at {pl} was close to completion by the end of {m} {y}.",
         f"{c.Org} said that at the end of {m} {y} work on {pj} at {pl} was not quite finished, though close to it."]
    W = [f"{c.Org} said work on {pj} at {pl} was complete by the end of {m} {y}.",
         f"According to {c.org}, work on {pj} at {pl} had been finished by the end of {m} {y}."]
    return P, R, W


def t02(c, L, rng):
    N = rng.randint(8, 90) * 1000
    pj, p, r, m = L["project"], c.person, c.role, c.month
    P = [[f"{p}, {c.orgp} {r}, tried to secure a grant of £{money(N)} for {pj}, but the application was turned down in {m}."],
         [f"{c.Orgp} {r}, {p}, attempted to win a £{money(N)} grant for {pj}; the bid was rejected in {m}."]]
    R = [f"An attempt by {c.orgp} {r}, {p}, to obtain a grant of {money(N)} pounds for {pj} failed in {m}.",
         f"{p} did not succeed in securing a £{money(N)} grant for {pj}: the application was refused in {m}."]
    W = [f"{p}, {c.orgp} {r}, secured a grant of £{money(N)} for {pj}.",
         f"{c.Org} obtained a £{money(N)} grant for {pj} through the efforts of its {r}, {p}."]
    return P, R, W


def t03(c, L, rng):
    n = rng.randint(3, 12)
    it, ev = L["lend_items"], L["event2"]
    P = [[f"{c.Peer} has agreed to lend {c.org} {n} {it} for {ev}; delivery is expected next month."],
         [f"Under an agreement reached this week, {c.peer} will lend {c.org} {n} {it} for {ev}, with delivery expected next month."]]
    R = [f"{c.Org} is expected to take delivery next month of {nw(n)} {it} that {c.peer} has agreed to lend it for {ev}.",
         f"{cap(nw(n))} {it} are to be lent to {c.org} by {c.peer} for {ev}, with delivery due next month."]
    W = [f"{c.Peer} lent {c.org} {n} {it} for {ev}.",
         f"{c.Org} has received {n} {it} on loan from {c.peer} for {ev}."]
    return P, R, W


def t04(c, L, rng):
    ev, rs, pl = L["event"], L["cancel_reason"], c.place
    d1, d2 = date_long(c), date_alt(c, rng)
    P = [[f"{c.Org} had planned to hold {ev} at {pl} on {d1}.",
          f"The event was cancelled two weeks beforehand because of {rs}."],
         [f"{c.Org} had scheduled {ev} to take place at {pl} on {d1}.",
          f"It was later called off because of {rs}."]]
    R = [f"{cap(ev)} at {pl}, which {c.org} had planned for {d2}, was cancelled because of {rs}.",
         f"Because of {rs}, {ev} did not go ahead at {pl} on {d2}."]
    W = [f"{c.Org} held {ev} at {pl} on {d2}.",
         f"{cap(ev)} took place at {pl} on {d2} despite {rs}."]
    return P, R, W


def t05(c, L, rng):
    lo, hi = L["count_range"]
    y = rng.randint(lo, hi)
    d = rng.randint(max(3, y // 12), max(5, y // 4))
    cn, yr = L["count_noun"], c.year
    P = [[f"The number of {cn} at {c.org} rose by {d} in {yr}, reaching {y}."],
         [f"In {yr}, {c.org} gained {d} {cn}, bringing the total to {y}."]]
    R = [f"In {yr}, the number of {cn} at {c.org} went up by {d} to {y}.",
         f"A rise of {d} in {yr} took the number of {cn} at {c.org} to {y}."]
    W = [f"The number of {cn} at {c.org} rose to {d} in {yr}.",
         f"In {yr}, the number of {cn} at {c.org} increased to {d}."]
    return P, R, W


def t06(c, L, rng):
    a = rng.randint(8, 40)
    k = rng.randint(3, 12)
    b = a + k
    y1 = c.year - 2 if c.year > 2018 else c.year
    y2 = y1 + 2
    sh = L["share"]
    P = [[f"The share of {sh} at {c.org} rose from {a}% in {y1} to {b}% in {y2}."],
         [f"At {c.org}, {sh} made up {b}% of the total in {y2}, compared with {a}% in {y1}."]]
    R = [f"Between {y1} and {y2}, the share of {sh} at {c.org} rose by {k} percentage points, from {a}% to {b}%.",
         f"The share of {sh} at {c.org} stood at {b} per cent in {y2}, up from {a} per cent in {y1}."]
    W = [f"Between {y1} and {y2}, the share of {sh} at {c.org} rose by {k}%.",
         f"The share of {sh} at {c.org} increased by {k} per cent from {y1} to {y2}."]
    return P, R, W


def t07(c, L, rng):
    N = rng.randint(4, 40) * 5000
    k = rng.randint(3, 6)
    fu, pu, yr = L["funder"], L["annual_purpose"], c.year
    P = [[f"{cap(fu)} pays {c.org} £{money(N)} a year under a {k}-year agreement signed in {yr} to cover {pu}."],
         [f"Under a {k}-year agreement signed in {yr}, {c.org} receives £{money(N)} per year from {fu} towards {pu}."]]
    R = [f"Under a {nw(k)}-year deal signed in {yr}, {c.org} is paid £{money(N)} annually by {fu} for {pu}.",
         f"{cap(fu)} gives {c.org} £{money(N)} every year towards {pu}, under an agreement signed in {yr} that runs for {nw(k)} years."]
    W = [f"{cap(fu)} is paying {c.org} a total of £{money(N)} under the {k}-year agreement signed in {yr}.",
         f"The {k}-year agreement signed in {yr} is worth £{money(N)} in total to {c.org}."]
    return P, R, W


def t08(c, L, rng):
    N = rng.randint(12, 90)
    it, inc, pl = L["damage_items"], L["incident"], c.place
    P = [[f"At least {N} {it} were damaged in {inc} at {pl}, {c.org} said."],
         [f"{c.Org} said {inc} at {pl} had damaged at least {N} {it}."]]
    R = [f"No fewer than {N} {it} were damaged in {inc} at {pl}, according to {c.org}.",
         f"According to {c.org}, {inc} at {pl} damaged a minimum of {N} {it}."]
    W = [f"{c.Org} said exactly {N} {it} were damaged in {inc} at {pl}.",
         f"According to {c.org}, {inc} at {pl} damaged no more than {N} {it}."]
    return P, R, W


def t09(c, L, rng):
    whole = rng.randint(1, 9)
    dec = rng.randint(1, 9)
    N = whole * 10 + dec  # tenths of a million
    N2 = N + rng.randint(15, 30)
    s1 = "%d.%d" % (N // 10, N % 10)
    s2 = "%d.%d" % (N2 // 10, N2 % 10)
    full1 = money(N * 100000)
    full2 = money(N2 * 100000)
    pj, p, r = L["project"], c.person, c.role
    P = [[f"{cap(pj)} cost roughly £{s1} million, {p}, {c.orgp} {r}, said."],
         [f"According to {p}, the {r} of {c.org}, {pj} cost about £{s1} million."]]
    R = [f"According to {p}, {pj} cost approximately £{full1}.",
         f"{p} put the cost of {pj} at around £{full1}."]
    W = [f"According to {p}, {pj} cost roughly £{s2} million.",
         f"{p} said {pj} cost about £{full2}."]
    return P, R, W


def t10(c, L, rng):
    k = rng.randint(5, 9)
    a = rng.randint(2, (k - 1) // 2)
    st, pr, m = L["sitetype"], L["problem"], c.month
    P = [[f"{cap(nw(a))} of the {nw(k)} {st} run by {c.org} reported {pr} in {m}."],
         [f"In {m}, {pr} were reported at {a} of the {k} {st} that {c.org} runs."]]
    R = [f"Reports of {pr} came from {nw(a)} out of the {nw(k)} {st} run by {c.org} in {m}.",
         f"In {m}, {a} of {c.orgp} {k} {st} reported {pr}."]
    W = [f"Most of the {nw(k)} {st} run by {c.org} reported {pr} in {m}.",
         f"In {m}, the majority of {c.orgp} {k} {st} reported {pr}."]
    return P, R, W


def t11(c, L, rng):
    pl, rs, d = c.place, L["closure_reason"], date_long(c)
    P = [[f"Only the {pl} site of {c.org} was open on {d}; the others were closed because of {rs}."],
         [f"On {d}, {c.org} closed all of its sites except the one at {pl} because of {rs}."]]
    R = [f"Every site of {c.org} apart from the one at {pl} was closed on {d} because of {rs}.",
         f"The {pl} site was the only one of {c.orgp} sites open on {d}."]
    W = [f"The {pl} site of {c.org} was open only on {d}.",
         f"Only on {d} was {c.orgp} {pl} site open."]
    return P, R, W


def t12(c, L, rng):
    y1 = rng.randint(2008, 2016)
    y2 = y1 + rng.randint(2, 7)
    p, r = c.woman, c.role
    P = [[f"{p} is no longer the {r} of {c.org}; she held the post from {y1} to {y2}."],
         [f"{p}, who was {c.orgp} {r} from {y1} to {y2}, no longer holds the position."]]
    R = [f"{p} served as {r} of {c.org} between {y1} and {y2} and has since left the post.",
         f"{c.Orgp} former {r}, {p}, held the position from {y1} until {y2}."]
    W = [f"{p} is the {r} of {c.org}.",
         f"{c.Orgp} current {r} is {p}, who took up the post in {y1}."]
    return P, R, W


def t13(c, L, rng):
    p, tm, ach, y = c.person, L["team"], L["achievement"], c.year
    P = [[f"{p} led {c.orgp} {tm} in {y}, when it {ach}."],
         [f"In {y}, the year it {ach}, {c.orgp} {tm} was led by {p}."]]
    R = [f"The {tm} of {c.org} was under the leadership of {p} in {y}, the year it {ach}.",
         f"{p} was the leader of {c.orgp} {tm} in {y}, when the team {ach}."]
    W = [f"{p} has led {c.orgp} {tm} since {y}.",
         f"{p} has been in charge of {c.orgp} {tm} ever since {y}, when it {ach}."]
    return P, R, W


def t14(c, L, rng):
    cf = L["closed_facility"].format(place=c.place)
    m1 = MONTHS[c.mi % 9]
    m2 = MONTHS[c.mi % 9 + rng.randint(2, 3)]
    y, wp, wn = c.year, L["work_past"], L["work_nom"]
    P = [[f"{cap(cf)}, run by {c.org}, was closed to the public from {m1} until {m2} {y} while {wp}."],
         [f"Between {m1} and {m2} {y}, {cf}, which is run by {c.org}, stayed closed to the public while {wp}."]]
    R = [f"The public could not visit {cf} from {m1} to {m2} {y}, during {wn}.",
         f"{cap(cf)} was shut to the public for {wn} between {m1} and {m2} {y}."]
    W = [f"{cap(cf)}, run by {c.org}, is still closed to the public for {wn}.",
         f"{cap(cf)} has been closed to the public since {m1} {y} for {wn} and has not reopened."]
    return P, R, W


def t15(c, L, rng):
    p, r, it, bu, ot = c.person, c.role, L["sold_items"], L["buyer"], L["orgtype"]
    P = [[f"{p}, {c.orgp} {r}, denied that the {ot} had sold {it} to {bu}."],
         [f"{c.Orgp} {r}, {p}, has denied that {c.org} sold {it} to {bu}."]]
    R = [f"According to {p}, {c.org} did not sell {it} to {bu}.",
         f"{c.Orgp} {r}, {p}, said it was not true that {c.org} had sold {it} to {bu}."]
    W = [f"{c.Org} sold {it} to {bu}.",
         f"{p}, {c.orgp} {r}, confirmed that {c.org} had sold {it} to {bu}."]
    return P, R, W


def t16(c, L, rng):
    ba, bg, m, y = L["bad_act"], L["bad_ger"], c.month, c.year
    P = [[f"{c.Org} allegedly {ba}, according to a complaint filed by {c.peer} in {m} {y}."],
         [f"A complaint filed by {c.peer} in {m} {y} alleges that {c.org} {ba}."]]
    R = [f"A complaint lodged by {c.peer} in {m} {y} accuses {c.org} of {bg}.",
         f"{c.Org} stands accused of {bg}, according to a complaint made by {c.peer} in {m} {y}."]
    W = [f"{c.Org} {ba}.",
         f"{c.Peer} filed a complaint in {m} {y} after {c.org} {ba}."]
    return P, R, W


def t17(c, L, rng):
    N = rng.randint(20, 90) * 1000
    M = rng.randint(2, N // 4000) * 1000
    eq = L["equipment"]
    P = [[f"Replacing the {eq} would have cost £{money(N)}, but {c.org} chose to repair it instead for £{money(M)}."],
         [f"{c.Org} repaired its {eq} for £{money(M)}; a replacement would have cost £{money(N)}."]]
    R = [f"{c.Org} paid £{money(M)} to repair the {eq} rather than spending £{money(N)} on a replacement.",
         f"A repair costing £{money(M)} was chosen by {c.org} over a £{money(N)} replacement of the {eq}."]
    W = [f"{c.Org} spent £{money(N)} replacing the {eq}.",
         f"{c.Org} replaced its {eq} at a cost of £{money(N)}."]
    return P, R, W


def t18(c, L, rng):
    fu, nf, pl = L["funder"], L["new_facility"], c.place
    y = min(c.year + 2, 2027)
    P = [[f"If {fu} approves funding, {c.org} will open {nf} at {pl} in {y}."],
         [f"{c.Org} will open {nf} at {pl} in {y}, provided that {fu} approves funding."]]
    R = [f"Should {fu} approve funding, {c.org} will open {nf} at {pl} in {y}.",
         f"In the event that {fu} approves funding, {nf} will be opened by {c.org} at {pl} in {y}."]
    W = [f"{c.Org} will open {nf} at {pl} in {y}.",
         f"With funding approved by {fu}, {c.org} will open {nf} at {pl} in {y}."]
    return P, R, W


def t19(c, L, rng):
    A, B, C = c.places
    ins, m = L["inspection"], c.month
    P = [[f"{c.Org} has sites at {A}, {B} and {C}.",
          f"All of its sites except the one at {B} passed {ins} in {m}."],
         [f"{c.Org} operates three sites, at {A}, {B} and {C}.",
          f"In {m}, every one of them apart from the {B} site passed {ins}."]]
    R = [f"The {A} and {C} sites of {c.org} passed {ins} in {m}.",
         f"In {m}, {ins} was passed by {c.orgp} sites at {A} and {C}."]
    W = [f"The {B} site of {c.org} passed {ins} in {m}.",
         f"All three of {c.orgp} sites, including the one at {B}, passed {ins} in {m}."]
    return P, R, W


def t20(c, L, rng):
    ct, y = L["contest"], c.year
    P = [[f"{c.Org} finished second at {ct} in {y}, behind {c.peer}."],
         [f"At {ct} in {y}, {c.peer} took first place and {c.org} came second."]]
    R = [f"{c.Peer} finished ahead of {c.org} at {ct} in {y}, with {c.org} in second place.",
         f"{c.Org} was runner-up to {c.peer} at {ct} in {y}."]
    W = [f"{c.Org} won {ct} in {y}.",
         f"{c.Org} finished first at {ct} in {y}, ahead of {c.peer}."]
    return P, R, W


def t21(c, L, rng):
    e2, ef = L["eq2"], L["ef"]
    P = [[f"{c.Org} installed the new {e2} before it expanded its {ef}."],
         [f"{c.Org} expanded its {ef} only after installing the new {e2}."]]
    R = [f"The expansion of {c.orgp} {ef} came after the installation of the new {e2}.",
         f"Before expanding its {ef}, {c.org} installed the new {e2}."]
    W = [f"{c.Org} expanded its {ef} before it installed the new {e2}.",
         f"The new {e2} was installed by {c.org} after the expansion of its {ef}."]
    return P, R, W


def t22(c, L, rng):
    if rng.random() < 0.5:
        a, b, pr = c.woman, c.man, "she"
    else:
        a, b, pr = c.man, c.woman, "he"
    pl, m, r = c.place, c.month, c.role
    P = [[f"{a} met {b} at {pl} in {m}. {cap(pr)} later resigned as {r} of {c.org}."],
         [f"In {m}, {a} met {b} at {pl}; {pr} later stepped down as {c.orgp} {r}."]]
    R = [f"{a}, who met {b} at {pl} in {m}, later stepped down as {r} of {c.org}.",
         f"After meeting {b} at {pl} in {m}, {a} resigned as {c.orgp} {r}."]
    W = [f"{b} resigned as {r} of {c.org} after meeting {a} at {pl} in {m}.",
         f"{b}, who met {a} at {pl} in {m}, later stepped down as {c.orgp} {r}."]
    return P, R, W


def t23(c, L, rng):
    a = rng.randint(3, 40)
    b = rng.randint(3, 40)
    d = rng.choice([-3, -2, -1, 1, 2, 3])
    it, (s1, s2), m = L["recv_items"], L["sources"], c.month
    P = [[f"{c.Org} received {a} {it} from {s1} in {m}.",
          f"A further {b} {it} arrived from {s2} in the same month."],
         [f"In {m}, {c.org} took in {a} {it} from {s1}.",
          f"That month it also received {b} {it} from {s2}."]]
    R = [f"In {m}, {c.org} received {a + b} {it} in total from {s1} and {s2}.",
         f"{c.Org} took delivery of {a + b} {it} in {m}, {a} of them from {s1} and {b} from {s2}."]
    W = [f"In {m}, {c.org} received {a + b + d} {it} in total from {s1} and {s2}.",
         f"{c.Org} took delivery of {a + b + d} {it} in {m} from {s1} and {s2} combined."]
    return P, R, W


def t24(c, L, rng):
    n = rng.randint(12, 480)
    full, ab, wfull, wab = L["units"]
    kw = dict(org=c.org, Org=c.Org, place=c.place, year=c.year, n=n)
    P = [[L["m_p"].format(U=full, **kw)],
         [L["m_p"].format(U=full, **kw)[:-1] + ", according to its annual report."]]
    R = [L["m_r"].format(U=ab, **kw), L["m_r"].format(U=full, **kw)]
    W = [L["m_r"].format(U=wab, **kw), L["m_r"].format(U=wfull, **kw)]
    return P, R, W


def t25(c, L, rng):
    A, C = L["assets"]
    B, D = L["operators"]
    gX, gY = L["groups"]
    if rng.random() < 0.5:
        A, C = C, A
    P = [[f"{cap(A)} is operated by {B}, and {C} is operated by {D}.",
          f"{B} is part of the {gX} group, while {D} belongs to the {gY} group."],
         [f"{B} operates {A}; {D} operates {C}.",
          f"{D} is a member of the {gY} group, and {B} is a member of the {gX} group."]]
    R = [f"{cap(A)} is operated by a member of the {gX} group.",
         f"An organisation belonging to the {gX} group operates {A}."]
    W = [f"{cap(A)} is operated by a member of the {gY} group.",
         f"An organisation belonging to the {gY} group operates {A}."]
    return P, R, W


def t26(c, L, rng):
    pA, pB = c.woman, c.man
    if rng.random() < 0.5:
        pA, pB = pB, pA
    t1, t2 = L["task1"], L["task2"]
    P = [[f"{pA} oversaw {t1}, while {pB} handled {t2}."],
         [f"{cap(t1)} was overseen by {pA}; {pB} was responsible for {t2}."]]
    R = [f"{cap(t2)} was handled by {pB}, and {pA} was in charge of {t1}.",
         f"{pA} supervised {t1} and {pB} took care of {t2}."]
    W = [f"{pB} oversaw {t1}.",
         f"{pA} handled {t2}, while {pB} oversaw {t1}."]
    return P, R, W


def t27(c, L, rng):
    au, y = L["auditor"], c.year
    P = [[f"{c.Org} was the subject of an audit by {au} in {y}."],
         [f"In {y}, {c.org} underwent an audit carried out by {au}."]]
    R = [f"{cap(au)} audited {c.org} in {y}.",
         f"In {y}, {au} carried out an audit of {c.org}."]
    W = [f"{c.Org} audited {au} in {y}.",
         f"In {y}, {c.org} carried out an audit of {au}."]
    return P, R, W


def t28(c, L, rng):
    n = rng.randint(3, 19)
    po, fm, m, ot = L["policy"], L["fall_metric"], c.month, L["orgtype"]
    P = [[f"In {m}, {c.org} changed its {po}.",
          f"The same month, {fm} at {c.org} fell by {n}."],
         [f"{c.Org} changed its {po} in {m}.",
          f"In {m}, {fm} at the {ot} dropped by {n}."]]
    R = [f"{c.Org} changed its {po} in {m}, the same month in which {fm} at the {ot} fell by {nw(n)}.",
         f"In {m}, {fm} at {c.org} dropped by {n}, and that month the {ot} also changed its {po}."]
    W = [f"{cap(fm)} at {c.org} fell by {n} in {m} because the {ot} changed its {po}.",
         f"The change to {c.orgp} {po} in {m} led to a fall of {n} in {fm}."]
    return P, R, W


def t29(c, L, rng):
    fa, se, pl, m = L["facility"], L["section"], c.place, c.month
    P = [[f"The {se} of {c.orgp} {fa} at {pl} was flooded in {m}; the rest of the building stayed dry."],
         [f"Flooding in {m} reached only the {se} of {c.orgp} {fa} at {pl}, leaving the rest of the building dry."]]
    R = [f"In {m}, flooding affected the {se} of {c.orgp} {fa} at {pl} but left the remainder of the building dry.",
         f"Only part of {c.orgp} {fa} at {pl}, namely the {se}, was flooded in {m}."]
    W = [f"The whole of {c.orgp} {fa} at {pl} was flooded in {m}.",
         f"{c.Orgp} entire {fa} at {pl}, including the {se}, was flooded in {m}."]
    return P, R, W


def t30(c, L, rng):
    m = c.month
    P = [[f"There were rumours in {m} that {c.org} would merge with {c.peer}; neither organisation commented."],
         [f"Rumours circulated in {m} of a merger between {c.org} and {c.peer}, but neither side would comment."]]
    R = [f"In {m}, it was rumoured that {c.org} and {c.peer} would merge, though neither commented.",
         f"Neither {c.org} nor {c.peer} commented on rumours in {m} that the two would merge."]
    W = [f"{c.Org} will merge with {c.peer}.",
         f"In {m}, {c.org} and {c.peer} agreed to merge."]
    return P, R, W


TEMPLATES = [
    ("T01", "R:hedge-synonym", "W:almost-as-done", t01),
    ("T02", "R:nominalised-failure", "W:attempt-as-achieved", t02),
    ("T03", "R:converse-numword", "W:agreed-as-done", t03),
    ("T04", "R:multihop-dateformat", "W:cancelled-as-held", t04),
    ("T05", "R:by-and-to-merged", "W:rose-by-as-rose-to", t05),
    ("T06", "R:points-reformat", "W:points-as-percent", t06),
    ("T07", "R:annual-synonym", "W:annual-as-total", t07),
    ("T08", "R:no-fewer-than", "W:at-least-as-exact", t08),
    ("T09", "R:million-expanded", "W:approx-different-number", t09),
    ("T10", "R:numword-restructure", "W:quantifier-strengthened", t10),
    ("T11", "R:only-as-exception", "W:only-scope-moved", t11),
    ("T12", "R:former-paraphrase", "W:no-longer-dropped", t12),
    ("T13", "R:nominalised-leadership", "W:in-year-as-since", t13),
    ("T14", "R:closure-paraphrase", "W:until-as-ongoing", t14),
    ("T15", "R:denial-as-attributed-negation", "W:denial-as-fact", t15),
    ("T16", "R:allegation-kept", "W:allegedly-dropped", t16),
    ("T17", "R:counterfactual-kept", "W:counterfactual-as-fact", t17),
    ("T18", "R:condition-kept", "W:conditional-as-fact", t18),
    ("T19", "R:exception-multihop", "W:exception-dropped", t19),
    ("T20", "R:converse-ranking", "W:ordinal-changed", t20),
    ("T21", "R:converse-temporal", "W:order-reversed", t21),
    ("T22", "R:coreference-resolved", "W:coreference-misattributed", t22),
    ("T23", "R:sum-multihop", "W:sum-wrong", t23),
    ("T24", "R:unit-abbreviation", "W:unit-swapped", t24),
    ("T25", "R:two-hop", "W:wrong-hop", t25),
    ("T26", "R:voice-reorder", "W:parallel-entity-swap", t26),
    ("T27", "R:denominalised-active", "W:nominalisation-role-swap", t27),
    ("T28", "R:cooccurrence-kept", "W:cause-invented", t28),
    ("T29", "R:part-paraphrase", "W:part-as-whole", t29),
    ("T30", "R:rumour-kept", "W:rumour-as-fact", t30),
]


def build():
    rows = []
    g = 0
    for dname in sorted(DOMAINS):
        L = DOMAINS[dname]
        for tid, rk, wk, fn in TEMPLATES:
            g += 1
            c = Ctx(L, RNG)
            P, R, W = fn(c, L, RNG)
            pi, ri, wi = RNG.randrange(2), RNG.randrange(2), RNG.randrange(2)
            wording = "p%d-r%d-w%d" % (pi + 1, ri + 1, wi + 1)
            gid = "p41-%03d" % g
            base = dict(group=gid, domain=dname, passages=P[pi], template=tid, wording=wording)
            rows.append(dict(base, category=rk, claim=R[ri], gold="right"))
            rows.append(dict(base, category=wk, claim=W[wi], gold="wrong"))
    return rows


if __name__ == "__main__":
    rows = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows ->", out)
