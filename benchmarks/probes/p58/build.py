#!/usr/bin/env python3
"""Deterministic (stdlib only) builder of the p58 probe pairs -> pairs.jsonl."""
import json, os, random, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from domains import DOMAINS

SEED = 5858
MON = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
def C(s): return s[0].upper() + s[1:]
def months(r):
    a = r.randrange(0, 9); b = r.randrange(a + 2, 12); return MON[a], MON[b]

# Each wording: fn(d, r) -> (W claim, W passages, R claim, R passages)
F = {}

# 1 percentage points vs percent, direction
def pct(d, r, k):
    a = r.choice([20, 25, 40, 50]); dl = r.choice([4, 6, 8]); b = a + dl; rel = dl * 100 // a
    M = d["MET"]
    if k == 0:
        P = [f"{C(M)} at {d['org']} rose from {a}% in 2023 to {b}% in 2024."]
        return f"At {d['org']}, {M} rose by {dl} per cent between 2023 and 2024.", P, f"At {d['org']}, {M} rose by {dl} percentage points between 2023 and 2024.", P
    if k == 1:
        P = [f"{C(M)} at {d['org']} rose from {a}% in 2023 to {b}% in 2024."]
        return f"At {d['org']}, {M} fell by {dl} percentage points between 2023 and 2024.", P, f"At {d['org']}, {M} increased by {dl} points between 2023 and 2024.", P
    if k == 2:
        P = [f"{C(M)} at {d['org']} went from {a}% in 2023 to {b}% in 2024."]
        return f"At {d['org']}, {M} rose by {rel} percentage points from 2023 to 2024.", P, f"At {d['org']}, {M} rose by {rel} per cent from 2023 to 2024.", P
    if k == 3:
        P = [f"In 2024, {M} at {d['org']} was {b}%, up from {a}% a year earlier."]
        return f"{C(M)} at {d['org']} went down by {dl} points in 2024.", P, f"{C(M)} at {d['org']} went up by {dl} points in 2024.", P
    P = [f"In 2023, {M} at {d['org']} stood at {a}%.", f"By 2024, {M} at {d['org']} had reached {b}%."]
    return f"{C(M)} at {d['org']} grew by {dl}% from 2023 to 2024.", P, f"{C(M)} at {d['org']} grew by {dl} percentage points from 2023 to 2024.", P
F["pct"] = ("percent_vs_points", "points_kept", pct)

# 2 total = unit price x count
def total(d, r, k):
    p = r.choice([12, 15, 18, 24, 35, 40, 45]); n = r.randrange(6, 13); m = r.randrange(2, 6); q = p + r.choice([5, 10, 20])
    O = d["org"]
    if k == 0:
        P = [f"{O} bought {n} {d['Is']} at £{p} each.", f"{C(d['short'])} also bought {m} {d['Js']}."]
        return f"{O} bought {m} {d['Is']}, spending £{p*m}.", P, f"{O} bought {n} {d['Is']}, spending £{p*n}.", P
    if k == 1:
        P = [f"{d['X']} bought {m} {d['Is']} at £{p} each.", f"{O} bought {n} {d['Is']} at the same price."]
        return f"{O} paid £{p*m} for its {d['Is']}.", P, f"{O} paid £{p*n} for its {d['Is']}.", P
    if k == 2:
        P = [f"{C(d['Is'])} cost £{p} each.", f"{O} ordered {n} {d['Is']} for its {d['M']} and {m} for {d['X']}."]
        return f"The {d['Is']} ordered by {O} for its own {d['M']} cost £{p*(n+m)} in total.", P, f"The {d['Is']} ordered by {O} for its own {d['M']} cost £{p*n} in total.", P
    if k == 3:
        P = [f"Tickets for the {d['E']} of {O} cost £{p}.", f"{O} sold {n*10} tickets for the {d['E']}; {d['X']} sold {m*10} on its behalf."]
        return f"{d['X']} took £{p*n*10} in ticket sales for the {d['E']} of {O}.", P, f"{d['X']} took £{p*m*10} in ticket sales for the {d['E']} of {O}.", P
    P = [f"{O} replaced all {n} of its {d['Is']} this year.", f"A replacement {d['I']} costs £{p}; a replacement {d['J']} costs £{q}."]
    return f"Replacing its {d['Is']} this year cost {O} £{q*n}.", P, f"Replacing its {d['Is']} this year cost {O} £{p*n}.", P
F["total"] = ("total_other_count", "total_multiplied", total)

# 3 speaker
def speaker(d, r, k):
    O = d["org"]; P0, P1, P2 = d["people"]; R0, R1, R2 = d["roles"]; Q = d["quote"]; rep = d["rep"]; rep2 = d["rep2"]
    if k == 0:
        P = [f"'{Q},' said {P0}, {O}'s {R0}.", f"{P1}, the {R1} of {O}, thanked the {d['F']} for its support."]
        return f"{P1} said: '{Q}.'", P, f"{P0} said: '{Q}.'", P
    if k == 1:
        P = [f"At the annual meeting of {O}, {P0} told members that {rep}.", f"{P1} agreed to circulate the minutes."]
        return f"According to {P1}, {rep}.", P, f"According to {P0}, {rep}.", P
    if k == 2:
        P = [f"'{Q},' said the {R0} at the {d['E']}.", f"{P0} is {O}'s {R0}; {P1} is its {R1}."]
        return f"{P1} said at the {d['E']}: '{Q}.'", P, f"{P0} said at the {d['E']}: '{Q}.'", P
    if k == 3:
        P = [f"At the {d['E']} of {O}, {P0} said that {rep}, and {P1} replied that {rep2}."]
        return f"{P1} said that {rep}.", P, f"{P1} said that {rep2}.", P
    P = [f"According to {P0}, {rep}.", f"{P1} and {P0} both sit on the board of {O}."]
    return f"{P1} has said that {rep}.", P, f"{C(rep)}, {P0} has said.", P
F["speaker"] = ("speaker_swapped", "speaker_kept", speaker)

# 4 target / forecast
def target(d, r, k):
    O = d["org"]; S = d["short"]; m1, m2 = months(r)
    if k == 0:
        t = r.randrange(20, 90) * 1000
        P = [f"{O} aims to raise £{t:,} for {d['PR']} by the end of the year."]
        return f"{O} raised £{t:,} for {d['PR']}.", P, f"{O} raised £{t:,} for {d['PR']}.", P + [f"By December, {S} had raised £{t:,} for {d['PR']}, exactly meeting its aim."]
    if k == 1:
        n = r.randrange(8, 30) * 100; n2 = n + r.randrange(1, 9) * 50
        P = [f"{O} forecasts {n:,} visitors at its {d['E']} this year."]
        return f"More than {n:,} visitors came to the {d['E']} of {O} this year.", P, f"More than {n:,} visitors came to the {d['E']} of {O} this year.", P + [f"In the event, {n2:,} visitors came to the {d['E']}."]
    if k == 2:
        t = r.randrange(15, 60)
        P = [f"{O} set a target of {t} new {d['M']} for 2024."]
        return f"{O} met its target of {t} new {d['M']} in 2024.", P, f"{O} met its target of {t} new {d['M']} in 2024.", P + [f"By the end of 2024, {S} had signed up {t + r.randrange(2, 9)} new {d['M']}."]
    if k == 3:
        c = r.randrange(30, 200) * 1000
        P = [f"{O} expects {d['PR']} to cost £{c:,}."]
        return f"{C(d['PR'])} cost {O} £{c:,}.", P, f"{C(d['PR'])} cost {O} £{c:,}.", P + [f"The final bill for {d['PR']}, paid by {S} in {m2}, came to £{c:,}, as expected."]
    P = [f"{O} hopes to complete {d['PR']} by {m2}."]
    return f"{O} completed {d['PR']} in {m2}.", P, f"{O} completed {d['PR']} in {m2}.", P + [f"{C(d['PR'])} was completed in {m2}, as {S} had hoped."]
F["target"] = ("target_as_reached", "target_with_outcome", target)

# 5 order of events
def order(d, r, k):
    O = d["org"]; S = d["short"]; P0 = d["people"][0]; R0 = d["roles"][0]; A = d["A"]; m1, m2 = months(r)
    if k == 0:
        P = [f"In {m1}, {O} appointed {P0} as its {R0}.", f"In {m2}, {S} launched a {A} programme."]
        return f"{O} launched its {A} programme before appointing {P0} as {R0}.", P, f"{O} appointed {P0} as {R0} before launching its {A} programme.", P
    if k == 1:
        P = [f"{O} launched a {A} programme on {m1} 3rd; two weeks later, it appointed {P0} as its {R0}."]
        return f"{P0} was appointed {R0} of {O} two weeks before it launched its {A} programme.", P, f"{O} launched its {A} programme two weeks before appointing {P0} as {R0}.", P
    if k == 2:
        P = [f"{P0} was appointed {R0} of {O} in {m2}; some months beforehand, {S} had launched a {A} programme."]
        return f"{O} launched its {A} programme after {P0} became {R0}.", P, f"{O} launched its {A} programme before {P0} became {R0}.", P
    if k == 3:
        P = [f"In {m1}, {O} appointed {P0} as its {R0}.", f"In {m2}, {S} launched a {A} programme."]
        return f"{P0} became {R0} of {O} only after its {A} programme had been launched.", P, f"{O} already had {P0} as its {R0} when it launched its {A} programme.", P
    P = [f"{O} held its {d['E']} in {m2}.", f"{C(S)} bought new {d['Is']} in {m1}."]
    return f"{O} bought its new {d['Is']} after holding its {d['E']}.", P, f"{O} held its {d['E']} after buying its new {d['Is']}.", P
F["order"] = ("order_reversed", "order_kept", order)

# 6 branch figure as whole body
def branch(d, r, k):
    O = d["org"]; U = d["units"]; uw = d["unitword"]; c = d["counted"]
    f = [r.randrange(40, 400) for _ in range(3)]
    allu = f"{O} has three {uw}s: {U[0]}, {U[1]} and {U[2]}."
    if k == 0:
        P = [f"{C(U[0])} of {O} recorded {f[0]} {c} last year."]
        return f"{O} recorded {f[0]} {c} last year.", P, f"Last year {f[0]} {c} were recorded by {U[0]} of {O}.", P
    if k == 1:
        P = [allu, f"{C(U[0])} recorded {f[0]} {c} last year.", f"{C(U[1])} recorded {f[1]} {c} last year.", f"{C(U[2])} recorded {f[2]} {c} last year."]
        return f"{O} recorded {f[0]} {c} last year.", P, f"{O} recorded {sum(f)} {c} last year across its three {uw}s.", P
    if k == 2:
        P = [f"{C(U[0])} of {O} raised £{f[0]*10:,} in 2024."]
        return f"{O} raised £{f[0]*10:,} in 2024.", P, f"In 2024, £{f[0]*10:,} was raised by {U[0]} of {O}.", P
    if k == 3:
        P = [allu, f"{C(U[0])} has {f[0]} {d['M']}, {U[1]} {f[1]} and {U[2]} {f[2]}."]
        return f"{O} has {f[0]} {d['M']}.", P, f"{O}'s three {uw}s have {sum(f)} {d['M']} between them.", P
    P = [f"In 2024, {U[0]} of {O} logged {f[0]} {c}."]
    return f"In total, {O} logged {f[0]} {c} in 2024.", P, f"One {uw} of {O}, {U[0]}, logged {f[0]} {c} in 2024.", P
F["branch"] = ("branch_as_whole", "branch_kept", branch)

# 7 former role as current
def former(d, r, k):
    O = d["org"]; P0, P1, P2 = d["people"]; R0, R1, R2 = d["roles"]; m1, m2 = months(r)
    if k == 0:
        P = [f"{P0}, a former {R0} of {O}, spoke at the {d['E']}."]
        return f"{P0} is the {R0} of {O}.", P, f"{P0} once served as {R0} of {O}.", P
    if k == 1:
        P = [f"{P0} served as {R0} of {O} until {m1}, when {P1} took over."]
        return f"{P0} is the {R0} of {O}.", P, f"{P1} succeeded {P0} as {R0} of {O}.", P
    if k == 2:
        P = [f"{P0} stepped down as {R0} of {O} last spring."]
        return f"{P0} holds the post of {R0} at {O}.", P, f"{P0} was {R0} of {O} until last spring.", P
    if k == 3:
        P = [f"Before becoming {R1} of {O}, {P0} was its {R0}."]
        return f"{P0} is {O}'s {R0}.", P, f"{P0} is {O}'s {R1}.", P
    P = [f"{O}'s former {R0}, {P0}, handed over to {P1} at the {d['E']}."]
    return f"{P0} is {O}'s {R0}.", P, f"{P0} was previously {O}'s {R0}.", P
F["former"] = ("former_as_current", "role_current", former)

# 8 temporary closure as permanent
def temporary(d, r, k):
    O = d["org"]; U0 = d["facility"]; m1, m2 = months(r)
    if k == 0:
        P = [f"{C(U0)} of {O} will close from {m1} until {m2} for repairs."]
        return f"{C(U0)} of {O} is closing permanently.", P, f"{C(U0)} of {O} is closing temporarily for repairs.", P
    if k == 1:
        P = [f"{O} has temporarily suspended its {d['A']} sessions while {d['V'][0]} is refurbished."]
        return f"{O} has ended its {d['A']} sessions for good.", P, f"{O}'s {d['A']} sessions are on hold during the refurbishment of {d['V'][0]}.", P
    if k == 2:
        P = [f"{C(U0)} of {O} has closed for six weeks."]
        return f"{C(U0)} of {O} has closed for good.", P, f"{C(U0)} of {O} has closed for 42 days.", P
    if k == 3:
        P = [f"The {d['service']} run by {O} will not run this winter but will return in {m1}."]
        return f"{O} has discontinued its {d['service']}.", P, f"{O}'s {d['service']} is taking a break this winter.", P
    P = [f"{C(U0)} of {O} closed on {m1} 4th and is due to reopen on {m1} 25th."]
    return f"{C(U0)} of {O} closed on {m1} 4th and will not reopen.", P, f"{C(U0)} of {O} is due to be closed for three weeks from {m1} 4th.", P
F["temporary"] = ("temporary_as_permanent", "closure_kept", temporary)

# 9 permission as obligation
def permission(d, r, k):
    O = d["org"]; w = d["perm_who"]; a = d["perm_act"]
    if k == 0:
        P = [f"At {O}, {w} may {a}."]
        return f"At {O}, {w} must {a}.", P, f"At {O}, {w} are allowed to {a}.", P
    if k == 1:
        P = [f"Under {O}'s rules, {w} are permitted to {a}."]
        return f"{O}'s rules require {w} to {a}.", P, f"{O}'s rules allow {w} to {a}.", P
    if k == 2:
        P = [f"{C(w)} at {O} can {a} if they wish."]
        return f"{C(w)} at {O} are obliged to {a}.", P, f"{C(w)} at {O} have the option to {a}.", P
    if k == 3:
        P = [f"{O} lets {w} {a}."]
        return f"{O} makes {w} {a}.", P, f"{C(w)} are allowed by {O} to {a}.", P
    P = [f"At {O}, {w} are encouraged, but not required, to {a}."]
    return f"At {O}, {w} are required to {a}.", P, f"At {O}, {w} do not have to {a}.", P
F["permission"] = ("may_as_must", "may_kept", permission)

# 10 plan as done
def plan(d, r, k):
    O = d["org"]; S = d["short"]; m1, m2 = months(r); P0 = d["people"][0]; R0 = d["roles"][0]
    if k == 0:
        P = [f"{O} plans to open {d['PR']} in {m2}."]
        return f"{O} opened {d['PR']} in {m2}.", P, f"{O} opened {d['PR']} in {m2}.", P + [f"In {m2}, {S} opened {d['PR']}, as planned."]
    if k == 1:
        P = [f"{O} has applied to the {d['F']} for a grant towards {d['PR']}."]
        return f"{O} has received a grant from the {d['F']} towards {d['PR']}.", P, f"{O} has received a grant from the {d['F']} towards {d['PR']}.", P + [f"The {d['F']} has awarded {S} the grant it applied for towards {d['PR']}."]
    if k == 2:
        P = [f"{O} will start {d['A']} sessions for its {d['M']} in {m2}."]
        return f"{O} started {d['A']} sessions for its {d['M']} in {m2}.", P, f"{O} started {d['A']} sessions for its {d['M']} in {m2}.", P + [f"The first of {S}'s new {d['A']} sessions took place in {m2}, as announced."]
    if k == 3:
        n = r.randrange(3, 12)
        P = [f"The trustees of {O} agreed to buy {n} new {d['Is']}."]
        return f"{O} bought {n} new {d['Is']}.", P, f"{O} bought {n} new {d['Is']}.", P + [f"The {n} new {d['Is']} were bought and delivered in {m1}."]
    P = [f"{P0} intends to stand down as {R0} of {O} at the next {d['E']}."]
    return f"{P0} has stood down as {R0} of {O}.", P, f"{P0} has stood down as {R0} of {O}.", P + [f"At the {d['E']}, {P0} stood down as {R0}, as announced."]
F["plan"] = ("plan_as_done", "done_stated", plan)

# 11 range collapsed
def rng_(d, r, k):
    O = d["org"]; lo = r.randrange(10, 30); hi = lo + r.randrange(5, 20)
    if k == 0:
        P = [f"Between {lo} and {hi} {d['M']} of {O} take part in {d['A']} each week."]
        return f"{hi} {d['M']} of {O} take part in {d['A']} each week.", P, f"At least {lo} {d['M']} of {O} take part in {d['A']} each week.", P
    if k == 1:
        P = [f"Tickets for the {d['E']} of {O} cost from £{lo} to £{hi}."]
        return f"Tickets for the {d['E']} of {O} cost £{lo}.", P, f"The cheapest ticket for the {d['E']} of {O} costs £{lo}.", P
    if k == 2:
        P = [f"{C(d['PR'])} of {O} is expected to cost £{lo},000–£{hi},000."]
        return f"{C(d['PR'])} of {O} is expected to cost £{hi},000.", P, f"{C(d['PR'])} of {O} is expected to cost no more than £{hi},000.", P
    if k == 3:
        lo2 = r.randrange(2, 4); hi2 = lo2 + r.randrange(2, 4)
        P = [f"The {d['E']} of {O} lasts between {lo2} and {hi2} hours."]
        return f"The {d['E']} of {O} lasts {hi2} hours.", P, f"The {d['E']} of {O} lasts up to {hi2} hours.", P
    P = [f"Each {d['unitword']} of {O} has between {lo} and {hi} {d['M']}."]
    return f"Each {d['unitword']} of {O} has {lo} {d['M']}.", P, f"No {d['unitword']} of {O} has more than {hi} {d['M']}.", P
F["range"] = ("range_collapsed", "range_kept", rng_)

# 12 approximate sharpened
def approx(d, r, k):
    O = d["org"]; n = r.randrange(3, 30) * 50
    if k == 0:
        P = [f"About {n} people attended the {d['E']} of {O}."]
        return f"Exactly {n} people attended the {d['E']} of {O}.", P, f"Roughly {n} people attended the {d['E']} of {O}.", P
    if k == 1:
        P = [f"Nearly {n} people signed {O}'s petition."]
        return f"More than {n} people signed {O}'s petition.", P, f"Almost {n} people signed {O}'s petition.", P
    if k == 2:
        P = [f"{O} raised some £{n*10:,} at its {d['E']}."]
        return f"{O} raised precisely £{n*10:,} at its {d['E']}.", P, f"{O} raised about £{n*10:,} at its {d['E']}.", P
    if k == 3:
        P = [f"Well over {n} {d['counted']} were recorded by {O} in 2024."]
        return f"{O} recorded {n} {d['counted']} in 2024, no more and no fewer.", P, f"{O} recorded more than {n} {d['counted']} in 2024.", P
    P = [f"{C(d['PR'])} of {O} cost around £{n*100:,}."]
    return f"{C(d['PR'])} of {O} cost £{n*100:,} to the penny.", P, f"{C(d['PR'])} of {O} cost approximately £{n*100:,}.", P
F["approx"] = ("approx_sharpened", "approx_kept", approx)

# 13 exception dropped
def exception(d, r, k):
    O = d["org"]; U = d["units"]; uw = d["unitword"]; P2 = d["people"][2]
    if k == 0:
        P = [f"All {O}'s {uw}s except {U[2]} are open on Sundays."]
        return f"All {O}'s {uw}s are open on Sundays.", P, f"{C(U[0])} of {O} is open on Sundays.", P
    if k == 1:
        P = [f"All {d['M']} of {O} except those under 18 must complete {d['A']} training."]
        return f"All {d['M']} of {O} must complete {d['A']} training.", P, f"All {d['M']} of {O} aged 18 or over must complete {d['A']} training.", P
    if k == 2:
        P = [f"{O} refunded every ticket for the {d['E']} apart from those bought on the door."]
        return f"{O} refunded every ticket for the {d['E']}.", P, f"{O} refunded the tickets for the {d['E']} that were not bought on the door.", P
    if k == 3:
        P = [f"Apart from {P2}, every member of {O}'s committee stood for re-election."]
        return f"Every member of {O}'s committee stood for re-election.", P, f"{P2} was the only member of {O}'s committee who did not stand for re-election.", P
    FA = d["facility"]
    P = [f"{C(FA)} of {O} is open every day except Monday."]
    return f"{C(FA)} of {O} is open seven days a week.", P, f"{C(FA)} of {O} is open six days a week.", P
F["exception"] = ("exception_dropped", "exception_kept", exception)

# 14 occasion as habit
def habit(d, r, k):
    O = d["org"]; S = d["short"]; m1, m2 = months(r); P0, P1 = d["people"][:2]
    if k == 0:
        P = [f"On {m1} 12th, {O} held a {d['A']} session at {d['V'][0]}."]
        c = f"{O} holds a {d['A']} session at {d['V'][0]} every month."
        return c, P, c, [f"{O} holds a {d['A']} session at {d['V'][0]} every month; the latest was on {m1} 12th."]
    if k == 1:
        P = [f"Last Saturday, {P0} led a {d['A']} session for the {d['M']} of {O}."]
        c = f"{P0} regularly leads {d['A']} sessions for the {d['M']} of {O}."
        return c, P, c, [f"{P0} leads a {d['A']} session for the {d['M']} of {O} every Saturday."]
    if k == 2:
        P = [f"In {m1}, {O} hosted {d['X']} for a joint {d['A']} day."]
        c = f"{O} hosts {d['X']} for a joint {d['A']} day every year."
        return c, P, c, [f"{O} hosts {d['X']} for a joint {d['A']} day each year; this year's was in {m1}."]
    if k == 3:
        P = [f"This year the {d['E']} of {O} was held at {d['V'][1]}."]
        c = f"The {d['E']} of {O} is always held at {d['V'][1]}."
        return c, P, c, [f"Since it began, the {d['E']} of {O} has been held at {d['V'][1]} every time, as it was this year."]
    P = [f"{P1} gave a talk to the {d['M']} of {O} in {m2}."]
    c = f"{P1} gives a talk to the {d['M']} of {O} every {m2}."
    return c, P, c, [f"Every {m2}, {P1} gives a talk to the {d['M']} of {O}."]
F["habit"] = ("occasion_as_habit", "habit_stated", habit)

# 15 cause from sequence
def cause(d, r, k):
    O = d["org"]; S = d["short"]; m1, m2 = months(r); P0 = d["people"][0]; R0 = d["roles"][0]; U0 = d["facility"]; kk = r.randrange(12, 40)
    if k == 0:
        P = [f"In {m1}, {O} launched a new website."]
        c = f"Applications from new {d['M']} to {O} doubled because of its new website."
        return c, P + [f"In {m2}, applications from new {d['M']} to {S} doubled."], c, P + [f"In {m2}, applications from new {d['M']} to {S} doubled as a result of the new website."]
    if k == 1:
        P = [f"{O} raised its membership fee in {m1}."]
        c = f"{O}'s fee rise led to a fall of {kk} in its membership."
        return c, P + [f"By {m2}, membership of {S} had fallen by {kk}."], c, P + [f"The fee rise caused membership of {S} to fall by {kk} by {m2}."]
    if k == 2:
        P = [f"{P0} became {R0} of {O} in {m1}."]
        c = f"Donations to {O} doubled as a result of {P0}'s appointment as {R0}."
        return c, P + [f"Donations to {S} doubled over the following months."], c, P + [f"Donations to {S} doubled over the following months, thanks to {P0}'s appointment."]
    if k == 3:
        c = f"Moving its {d['E']} to {d['V'][1]} cut {O}'s ticket sales by a third."
        return c, [f"After {O} moved its {d['E']} to {d['V'][1]}, ticket sales fell by a third."], c, [f"A review found that moving its {d['E']} to {d['V'][1]} cut {O}'s ticket sales by a third."]
    c = f"{C(U0)} of {O} cancelled its {d['A']} sessions because of a burst pipe."
    return c, [f"{C(U0)} of {O} had a burst pipe in {m1}; the same month it cancelled its {d['A']} sessions."], c, [f"In {m1}, {U0} of {O} cancelled its {d['A']} sessions because of a burst pipe."]
F["cause"] = ("cause_from_sequence", "cause_stated", cause)

# 16 comparison reversed
def compare(d, r, k):
    O = d["org"]; U = d["units"]; b = r.randrange(20, 200); a = b + r.randrange(5, 60)
    if k == 0:
        P = [f"{C(U[0])} of {O} raised £{a*10:,} last year.", f"{C(U[1])} of {O} raised £{b*10:,} last year."]
        return f"Last year {U[1]} of {O} raised more than {U[0]}.", P, f"Last year {U[1]} of {O} raised less than {U[0]}.", P
    if k == 1:
        P = [f"In 2024, {U[0]} of {O} had {a} {d['counted']}; {U[1]} had {b}."]
        return f"In 2024, {U[0]} of {O} had fewer {d['counted']} than {U[1]}.", P, f"In 2024, {U[1]} of {O} had fewer {d['counted']} than {U[0]}.", P
    if k == 2:
        P = [f"{d['X']} has {a} {d['M']}.", f"{O} has {b} {d['M']}."]
        return f"{O} has more {d['M']} than {d['X']}.", P, f"{d['X']} has more {d['M']} than {O}.", P
    if k == 3:
        y0 = r.randrange(1950, 1990); y1 = y0 + r.randrange(5, 30)
        P = [f"{C(U[0])} of {O} opened in {y0}.", f"{C(U[1])} of {O} opened in {y1}."]
        return f"{C(U[0])} of {O} is newer than {U[1]}.", P, f"{C(U[0])} of {O} is older than {U[1]}.", P
    P = [f"In 2024, {U[0]} of {O} recorded {2*b} {d['counted']} and {U[1]} recorded {b}."]
    return f"In 2024, {U[1]} of {O} recorded twice as many {d['counted']} as {U[0]}.", P, f"In 2024, {U[0]} of {O} recorded twice as many {d['counted']} as {U[1]}.", P
F["compare"] = ("comparison_reversed", "comparison_kept", compare)

# 17 subset as whole
def subset(d, r, k):
    O = d["org"]; U = d["units"]; uw = d["unitword"]; n = r.randrange(20, 60); kk = r.randrange(5, n // 2)
    if k == 0:
        P = [f"{kk} of the {n} {d['M']} of {O} have completed first-aid training."]
        return f"The {d['M']} of {O} have all completed first-aid training.", P, f"{n-kk} of the {d['M']} of {O} have not completed first-aid training.", P
    if k == 1:
        P = [f"Three of the five {d['Is']} owned by {O} were replaced last year."]
        return f"Last year {O} replaced its {d['Is']}.", P, f"Last year {O} replaced most of its {d['Is']}.", P
    if k == 2:
        P = [f"Some of the {d['M']} of {O} volunteered at its {d['E']}."]
        return f"All the {d['M']} of {O} volunteered at its {d['E']}.", P, f"A number of {O}'s {d['M']} volunteered at its {d['E']}.", P
    if k == 3:
        P = [f"The Saturday of {O}'s two-day {d['E']} sold out; Sunday tickets were still available on the day."]
        return f"{O}'s {d['E']} sold out on both days.", P, f"The first day of {O}'s two-day {d['E']} sold out.", P
    P = [f"{O} has three {uw}s: {U[0]}, {U[1]} and {U[2]}.", f"{C(U[0])} and {U[1]} have new defibrillators; {U[2]} is still waiting for one."]
    return f"All of {O}'s {uw}s have new defibrillators.", P, f"Two of {O}'s three {uw}s have new defibrillators.", P
F["subset"] = ("subset_as_whole", "subset_kept", subset)

# 18 count of another category
def category(d, r, k):
    O = d["org"]; P0, P1 = d["people"][:2]; a = r.randrange(40, 300); b = r.randrange(5, 30)
    if k == 0:
        P = [f"{O} has {a} {d['M']} and {b} trustees."]
        return f"{O} has {b} {d['M']}.", P, f"{O} has {a} {d['M']}.", P
    if k == 1:
        P = [f"The {d['E']} of {O} drew {a*10} visitors and {b} stallholders."]
        return f"{b} visitors came to the {d['E']} of {O}.", P, f"The {d['E']} of {O} drew {a*10+b} visitors and stallholders in total.", P
    if k == 2:
        P = [f"In 2024, {O} handled {a} {d['counted']} and made {b} training visits."]
        return f"{O} handled {b} {d['counted']} in 2024.", P, f"In 2024, {a} {d['counted']} were handled by {O}.", P
    if k == 3:
        P = [f"At {O}, {P0} has {a//10} years' service and {P1} has {b}."]
        return f"{P0} has {b} years' service at {O}.", P, f"{P1} has {b} years' service at {O}.", P
    P = [f"{C(d['PR'])} of {O} received £{a*100:,} from the {d['F']} and £{b*100:,} from {d['X']}."]
    return f"The {d['F']} gave £{b*100:,} towards {d['PR']} of {O}.", P, f"{d['X']} gave £{b*100:,} towards {d['PR']} of {O}.", P
F["category"] = ("count_other_category", "count_kept", category)

# 19 conditional as fact
def conditional(d, r, k):
    O = d["org"]; S = d["short"]; m1, m2 = months(r); P0 = d["people"][0]; R1 = d["roles"][1]; n = r.randrange(3, 10)
    if k == 0:
        P = [f"The {d['E']} of {O} will go ahead at {d['V'][0]} if the weather allows."]
        c = f"The {d['E']} of {O} will go ahead at {d['V'][0]}."
        return c, P, c, P + [f"{C(S)} has confirmed that the weather allows and that the {d['E']} is going ahead."]
    if k == 1:
        P = [f"{O} will buy {n} new {d['Is']} if its grant application to the {d['F']} succeeds."]
        c = f"{O} will buy {n} new {d['Is']}."
        return c, P, c, P + [f"The {d['F']} approved {S}'s grant application in {m1}."]
    if k == 2:
        P = [f"{P0} will become {R1} of {O} provided the members vote in favour at the {d['E']}."]
        c = f"{P0} will become {R1} of {O}."
        return c, P, c, P + [f"At the {d['E']}, the members of {S} voted in favour."]
    if k == 3:
        P = [f"Subject to planning permission, {O} will build {d['PR']} at {d['V'][1]}."]
        c = f"{O} will build {d['PR']} at {d['V'][1]}."
        return c, P, c, P + [f"Planning permission for {d['PR']} was granted in {m1}."]
    t = n * 100; t2 = t + r.randrange(1, 9) * 20
    P = [f"Should ticket sales pass {t}, {O} will add a second night to its {d['E']}."]
    c = f"{O} will add a second night to its {d['E']}."
    return c, P, c, P + [f"Ticket sales for the {d['E']} have reached {t2}."]
F["conditional"] = ("conditional_as_fact", "condition_met", conditional)

# 20 denial as assertion
def denial(d, r, k):
    O = d["org"]; P0 = d["people"][0]; R0 = d["roles"][0]; rep = d["rep"]
    intro = f"{P0} is the {R0} of {O}."
    if k == 0:
        P = [f"{P0} denied that {rep}.", intro]
        return f"{P0} said that {rep}.", P, f"{P0} rejected the suggestion that {rep}.", P
    if k == 1:
        P = [f"{P0} dismissed reports that {rep}.", intro]
        return f"{P0} confirmed reports that {rep}.", P, f"Reports that {rep} were dismissed by {P0}.", P
    if k == 2:
        P = [f"{O} has no plans to {d['plan']}."]
        return f"{O} plans to {d['plan']}.", P, f"{O} is not planning to {d['plan']}.", P
    if k == 3:
        P = [f"'It is not true that {rep},' {P0} said.", intro]
        return f"According to {P0}, {rep}.", P, f"According to {P0}, it is untrue that {rep}.", P
    P = [f"{P0} refused to confirm that {rep}.", intro]
    return f"{P0} confirmed that {rep}.", P, f"{P0} would not confirm that {rep}.", P
F["denial"] = ("denial_as_assertion", "denial_kept", denial)


def build():
    dkeys = sorted(DOMAINS)
    rows = []
    for fi, fam in enumerate(F):
        wname, rname, fn = F[fam]
        for k in range(5):
            start = (fi * 7 + k * 3) % len(dkeys)
            for j in range(3):
                dom = dkeys[(start + j) % len(dkeys)]
                d = dict(DOMAINS[dom]); d["short"] = d["short"]
                r = random.Random(f"{SEED}|{fam}|{k}|{dom}")
                wc, wp, rc, rp = fn(d, r, k)
                for kind, claim, passages, gold in (("W:" + wname, wc, wp, "wrong"), ("R:" + rname, rc, rp, "right")):
                    r2 = random.Random(f"{SEED}|{kind}|{k}|{dom}|pass")
                    ps = list(passages)
                    if r2.random() < 0.5:
                        ps += r2.sample(d["distract"], r2.choice([1, 2]))
                    r2.shuffle(ps)
                    rows.append({"group": f"{fam}/{dom}/w{k}", "template": f"{kind}/w{k}", "kind": kind, "domain": dom,
                                 "wording": k, "claim": claim, "passages": ps, "gold": gold})
    return rows

if __name__ == "__main__":
    rows = build()
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "pairs.jsonl")
    with open(out, "w") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    import collections
    print(len(rows), collections.Counter(r["gold"] for r in rows), "with distractors:",
          sum(1 for r in rows if any(p in DOMAINS[r["domain"]]["distract"] for p in r["passages"])))
