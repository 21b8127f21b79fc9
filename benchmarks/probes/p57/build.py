#!/usr/bin/env python3
"""Build pairs.jsonl for probe p57 (stdlib only, deterministic, seed 5757)."""
import datetime
import json
import random
import re

from domains import DOMAINS

SEED = 5757
Y, Y1, Y2 = 2024, 2023, 2024
MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
INF = {"recorded": "record", "generated": "generate", "completed": "complete"}


def n(x):
    return f"{x:,}"


def m(x):
    return "£" + f"{x:,}"


def poss(x):
    return x + ("'" if x.endswith("s") else "'s")


def art(x):
    return ("an " if x[0].lower() in "aeiou" else "a ") + x


def fix(s):
    """Capitalise sentence starts (string start, after '. ', after ": '")."""
    def up(mo):
        return mo.group(1) + mo.group(2).upper()
    s = re.sub(r"^(['\"]?)([a-z])", up, s)
    s = re.sub(r"(\. ['\"]?)([a-z])", up, s)
    s = re.sub(r"(: ')([a-z])", up, s)
    return s


def num(d, r):
    base = d["scale"]
    v = base * r.uniform(0.6, 1.4)
    if base >= 10000:
        return int(round(v, -2))
    if base >= 1000:
        return int(round(v, -1))
    return max(8, int(round(v)))


def rdate(r, month=None):
    mo = month or r.randint(2, 11)
    return datetime.date(Y, mo, r.randint(2, 27))


def dfmt(dt, k=0):
    if k == 0:
        return f"{dt.day} {MONTHS[dt.month-1]} {dt.year}"
    if k == 1:
        return f"{MONTHS[dt.month-1]} {dt.day}, {dt.year}"
    if k == 2:
        return dt.isoformat()
    return f"{dt.day:02d}/{dt.month:02d}/{dt.year}"


def runs(d):
    s = d["sites"]
    return f"{d['org']} runs four {d['site_pl']}: {s[0]}, {s[1]}, {s[2]} and {s[3]}."


# ---------------------------------------------------------------- families
# each returns (wrong_claim, wrong_passages, right_claim, right_passages)

def f_forecast(d, w, r):
    S, O, me, mv = d["sites"][0], d["org"], d["meas"], d["mverb"]
    N = num(d, r)
    if w == 0:
        N2 = N + max(3, N // 20)
        Wp = [f"{O} forecasts that {S} will {INF[mv]} {n(N)} {me} in {Y}."]
        Wc = f"{S} {mv} {n(N)} {me} in {Y}."
        Rp = [f"{O} forecast that {S} would {INF[mv]} {n(N)} {me} in {Y}.",
              f"Final figures show that {S} {mv} {n(N2)} {me} in {Y}."]
        Rc = f"{S} {mv} {n(N2)} {me} in {Y}."
    elif w == 1:
        Wp = [f"{O} has set a target of {n(N)} {me} at {S} for {Y}."]
        Wc = f"{O} reached its target of {n(N)} {me} at {S} in {Y}."
        Rp = [f"{O} set a target of {n(N)} {me} at {S} for {Y}.",
              f"In the event, {S} {mv} {n(N + max(2, N // 25))} {me} in {Y}."]
        Rc = Wc
    elif w == 2:
        Wp = [f"{O} expects around {n(N)} {me} to be {mv} at {S} in {Y}."]
        Wc = f"Around {n(N)} {me} were {mv} at {S} in {Y}."
        Rp = [f"{O} had expected a lower total, but around {n(N)} {me} were in fact {mv} at {S} in {Y}."]
        Rc = Wc
    elif w == 3:
        Wp = [f"Projections published in January put {poss(S)} {me} for {Y} at {n(N)}."]
        Wc = f"{poss(S)} {me} for {Y} came to {n(N)}."
        Rp = [f"Figures published after the end of {Y} put {poss(S)} {me} for that year at {n(N)}."]
        Rc = Wc
    else:
        Wp = [f"{O} aims to reach {n(N)} {me} at {S} by the end of {Y}."]
        Wc = f"By the end of {Y}, {S} had reached {n(N)} {me}."
        Rp = [f"{O} aimed to reach {n(N)} {me} at {S} by the end of {Y}, and it hit that figure in October {Y}."]
        Rc = Wc
    return Wc, Wp, Rc, Rp


def f_branch(d, w, r):
    s, O, nw, M, sp = d["sites"], d["org"], d["news"], d["month"], d["site_pl"]
    if w == 0:
        Wp = [f"{s[0]} {nw} in {M}.", runs(d)]
        Wc = f"All of {poss(O)} {sp} {nw} in {M}."
        Rp = [f"{s[0]}, {s[1]}, {s[2]} and {s[3]} all {nw} in {M}.", runs(d)]
        Rc = Wc
    elif w == 1:
        Wp = [f"{O} said that its {d['site_n']} {s[1]} {nw} in {M}."]
        Wc = f"Each {d['site_n']} run by {O} {nw} in {M}."
        Rp = Wp
        Rc = f"{s[1]}, one of the {sp} run by {O}, {nw} in {M}."
    elif w == 2:
        Wp = [f"{s[2]} {nw} in {M}; the other {sp} run by {O} are expected to follow next year."]
        Wc = f"{poss(O)} {sp} {nw} in {M}."
        Rp = [f"{s[2]} {nw} in {M}, and the other {sp} run by {O} did the same that month."]
        Rc = Wc
    elif w == 3:
        Wp = [f"A spokesperson confirmed that {s[3]} {nw} this spring."]
        Wc = f"Across the board, {poss(O)} {sp} {nw} this spring."
        Rp = [f"A spokesperson confirmed that every one of {poss(O)} {sp} {nw} this spring."]
        Rc = Wc
    else:
        Wp = [f"From {poss(O)} newsletter: '{s[0]} {nw} in {M}.'"]
        Wc = f"According to its newsletter, every {d['site_n']} of {O} {nw} in {M}."
        Rp = [f"From {poss(O)} newsletter: 'All of our {sp} {nw} in {M}.'"]
        Rc = Wc
    return Wc, Wp, Rc, Rp


def f_superlative(d, w, r):
    s, O, me, mv, sp, sn = d["sites"], d["org"], d["meas"], d["mverb"], d["site_pl"], d["site_n"]
    vals = set()
    while len(vals) < 4:
        vals.add(num(d, r))
    vals = sorted(vals, reverse=True)
    order = [1, 0, 2, 3]  # site index holding 1st, 2nd, 3rd, 4th value
    A = s[1]
    fig = {order[k]: vals[k] for k in range(4)}
    claims = [
        f"{A} {mv} the most {me} of all {poss(O)} {sp} in {Y}.",
        f"No other {sn} run by {O} {mv} as many {me} as {A} in {Y}.",
        f"In {Y}, {A} {mv} more {me} than any other {sn} run by {O}.",
        f"With {n(fig[1])} {me} in {Y}, {A} was the top {sn} of {O}.",
        f"{A} led {poss(O)} {sp} for {me} in {Y}.",
    ]
    c = claims[w]
    if w % 2 == 0:
        Wp = [runs(d), f"In {Y}, {A} {mv} {n(fig[1])} {me}; {s[0]} {mv} {n(fig[0])}, and {s[2]} {mv} {n(fig[2])}."]
    else:
        Wp = [runs(d), f"{A} {mv} {n(fig[1])} {me} in {Y}, well ahead of {poss(s[2])} {n(fig[2])}."]
    if w in (3, 4):
        Rp = [runs(d), f"{A} {mv} {n(fig[1])} {me} in {Y}.",
              f"None of {poss(O)} other three {sp} {mv} more than {n(vals[1])} {me} in {Y}."]
    else:
        Rp = [runs(d), f"In {Y}, {A} {mv} {n(fig[1])} {me}; {s[0]} {mv} {n(fig[0])}, {s[2]} {mv} {n(fig[2])}, and {s[3]} {mv} {n(fig[3])}."]
    return c, Wp, c, Rp


def f_chain(d, w, r):
    s, t, p, O = d["sites"], d["towns"], d["persons"], d["org"]
    E = f"{poss(O)} annual {d['activity']}"
    if w == 0:
        P = [f"{E} takes place at {s[1]}.", f"{s[1]} is in {t[1]}, and {s[2]} is in {t[2]}."]
        Wc, Rc = f"{E} takes place in {t[2]}.", f"{E} takes place in {t[1]}."
    elif w == 1:
        P = [f"{p[4]} manages {s[1]}.", f"{s[1]} is in {t[1]}; {s[2]} is in {t[2]}."]
        Wc, Rc = f"The {d['site_n']} that {p[4]} manages is in {t[2]}.", f"The {d['site_n']} that {p[4]} manages is in {t[1]}."
    elif w == 2:
        u = d["units"]
        P = [f"{s[1]} is run by {u[0]} of {O}.", f"{u[0]} is based in {t[1]}, while {u[1]} is based in {t[2]}."]
        Wc, Rc = f"{s[1]} is run by a group based in {t[2]}.", f"{s[1]} is run by a group based in {t[1]}."
    elif w == 3:
        P = [f"{E} is hosted by {s[1]}.", f"{s[1]} and {s[2]} are located in {t[1]} and {t[2]} respectively."]
        Wc, Rc = f"{E} is hosted in {t[2]}.", f"{E} is hosted in {t[1]}."
    else:
        P = [f"{E} takes place at {s[1]}.", f"{p[4]} runs {s[1]}, and {p[5]} runs {s[2]}."]
        Wc, Rc = (f"{E} takes place at the {d['site_n']} run by {p[5]}.",
                  f"{E} takes place at the {d['site_n']} run by {p[4]}.")
    return Wc, list(P), Rc, list(P)


def f_perunit(d, w, r):
    O = d["org"]
    if w == 0:
        k = r.choice([6, 8, 12, 15, 20])
        P = [f"{O} sells {d['item_pl']} at {m(d['price'])} each.", f"{d['buyer']} bought {k} {d['item_pl']} from {O}."]
        Wc = f"{d['buyer']} paid {m(d['price'])} altogether for its {d['item_pl']}."
        Rc = f"{d['buyer']} paid {m(d['price'] * k)} altogether for its {d['item_pl']}."
    elif w == 1:
        g = r.choice([1500, 2000, 2500, 3000, 4000])
        P = [f"{O} received a grant of {m(g)} for each of its {d['site_pl']}.", f"{O} has four {d['site_pl']}."]
        Wc = f"{O} received {m(g)} in grants in total."
        Rc = f"{O} received {m(4 * g)} in grants in total."
    elif w == 2:
        rate, v = r.choice([120, 150, 180, 240]), r.choice([6, 9, 10, 12])
        P = [f"{O} pays {d['supplier']} {m(rate)} per visit.", f"{d['supplier']} made {v} visits to {O} in {Y}."]
        Wc = f"{O} paid {d['supplier']} a total of {m(rate)} in {Y}."
        Rc = f"{O} paid {d['supplier']} a total of {m(rate * v)} in {Y}."
    elif w == 3:
        b = r.choice([12, 16, 24, 30, 40])
        P = [f"Each of {poss(O)} {d['site_pl']} has {b} {d['cap_unit']}.", f"{O} runs four {d['site_pl']}."]
        Wc = f"{poss(O)} {d['site_pl']} have {b} {d['cap_unit']} between them."
        Rc = f"{poss(O)} {d['site_pl']} have {4 * b} {d['cap_unit']} between them."
    else:
        sub, mem = r.choice([15, 20, 25]), r.choice([120, 200, 340, 480])
        P = [f"{poss(O)} supporters' club charges {m(sub)} per member a year.",
             f"The supporters' club has {mem} members, all paying the full rate."]
        Wc = f"Members of {poss(O)} supporters' club pay {m(sub)} a year between them."
        Rc = f"Members of {poss(O)} supporters' club pay {m(sub * mem)} a year between them."
    return Wc, list(P), Rc, list(P)


def f_capacity(d, w, r):
    E, V, C = d["event"], d["venue"], n(d["cap"])
    if w == 0:
        Wp = [f"{E} was held at {V}, which holds {C} people."]
        Wc = f"{C} people attended {E}."
        Rp = [f"{E} was held at {V}, and {C} people attended."]
    elif w == 1:
        Wp = [f"{V} has a capacity of {C}.", f"{E} took place at {V}."]
        Wc = f"{E} drew a crowd of {C}."
        Rp = [f"{V} has a capacity of {C}.", f"{E} took place at {V}, and the crowd filled it to capacity."]
    elif w == 2:
        Wp = [f"Tickets for {E} were capped at {C}."]
        Wc = f"{C} tickets were sold for {E}."
        Rp = [f"Tickets for {E} were capped at {C}, and every one of them was sold."]
    elif w == 3:
        Wp = [f"{V} can hold up to {C} visitors.", f"{E} was held at {V}."]
        Wc = f"{E} at {V} had {C} visitors."
        Rp = [f"Gate records show that {C} visitors came to {E} at {V}."]
    else:
        Wp = [f"The venue for {E}, {V}, is licensed for {C} people."]
        Wc = f"{E} was attended by {C} people."
        Rp = [f"The venue for {E}, {V}, is licensed for {C} people, and every one of those places was taken."]
    return Wc, Wp, Wc, Rp


def f_contract(d, w, r):
    O, Su, Sv, Su2, M = d["org"], d["supplier"], d["service"], d["supplier2"], d["month"]
    if w == 0:
        Wp = [f"{poss(O)} {Sv} contract with {Su} expired in {M} {Y} and was not renewed."]
        Wc = f"{O} extended its {Sv} contract with {Su} beyond {M} {Y}."
        Rp = [f"{poss(O)} {Sv} contract with {Su} was due to expire in {M} {Y} but was renewed for two more years."]
    elif w == 1:
        Wp = [f"{O} decided not to renew its {Sv} contract with {Su} when it ended in {Y}."]
        Wc = f"{Su} kept the {Sv} contract with {O} after {Y}."
        Rp = [f"{O} decided to renew its {Sv} contract with {Su} when it ended in {Y}."]
    elif w == 2:
        Wp = [f"{poss(Su)} {Sv} agreement with {O} lapsed at the end of {Y}.", f"{O} now uses {Su2} for {Sv}."]
        Wc = f"{Su} continues to hold {poss(O)} {Sv} agreement."
        Rp = [f"{poss(Su)} {Sv} agreement with {O} was due to end in {Y} but has been rolled over for another three years.",
              f"{O} considered switching to {Su2} for {Sv} but decided against it."]
    elif w == 3:
        Wp = [f"{O} let its {Sv} contract with {Su} run out in {M} {Y}."]
        Wc = f"{O} signed a new {Sv} contract with {Su} in {M} {Y}."
        Rp = [f"When its {Sv} contract with {Su} ran out in {M} {Y}, {O} signed a fresh one with the same firm."]
    else:
        Wp = [f"{Su} will not continue as {poss(O)} {Sv} provider once the current deal ends in {Y}."]
        Wc = f"{Su} will stay on as {poss(O)} {Sv} provider after {Y}."
        Rp = [f"{Su} will continue as {poss(O)} {Sv} provider once the current deal ends in {Y}, under a new three-year contract."]
    return Wc, Wp, Wc, Rp


def f_phase(d, w, r):
    O, P, ph, M = d["org"], d["project"], d["phase1"], d["month"]
    if w == 0:
        Wp = [f"The first of the three phases of {P} was completed in {M} {Y}."]
        Wc = f"{P} was completed in {M} {Y}."
        Rp = [f"The third and final phase of {P} was completed in {M} {Y}; the first two phases had been finished the year before."]
        Rc = Wc
    elif w == 1:
        Wp = [f"Phase one of {P}, {ph}, is finished; phases two and three start next year."]
        Wc = f"Work on {P} is finished."
        Rp = Wp
        Rc = f"The first stage of {P}, {ph}, is complete."
    elif w == 2:
        Wp = [f"{O} has finished {ph}, the first part of {P}."]
        Wc = f"{O} has finished {P}."
        Rp = [f"{O} has finished {ph}, the last outstanding part of {P}."]
        Rc = Wc
    elif w == 3:
        D = dfmt(rdate(r))
        Wp = [f"Stage one of {P} opened on {D}."]
        Wc = f"{P} opened in full on {D}."
        Rp = [f"All stages of {P} opened together on {D}."]
        Rc = Wc
    else:
        Wp = [f"Contractors handed over the first phase of {P} in {M} {Y}; the remaining phases are scheduled for {Y + 1}."]
        Wc = f"Contractors handed over {P} in {M} {Y}."
        Rp = Wp
        Rc = f"Contractors handed over the first phase of {P} in {M} {Y}, with more work to follow in {Y + 1}."
    return Wc, Wp, Rc, Rp


def f_year(d, w, r):
    O, S, me, mv = d["org"], d["sites"][0], d["meas"], d["mverb"]
    a = num(d, r)
    b = a + max(3, a // 8)
    if w == 0:
        P = [f"{S} {mv} {n(a)} {me} in {Y1}."]
        Wc = f"{S} {mv} {n(a)} {me} in {Y2}."
        Rc = f"In {Y1}, {poss(S)} {me} came to {n(a)}."
    elif w == 1:
        P = [f"{S} {mv} {n(a)} {me} in {Y1} and {n(b)} in {Y2}."]
        Wc = f"{S} {mv} {n(a)} {me} in {Y2}."
        Rc = f"{S} {mv} {n(b)} {me} in {Y2}."
    elif w == 2:
        mem = r.choice([140, 260, 385, 512, 730])
        P = [f"In its annual report for {Y1}, {O} gave its supporters' club membership as {mem}."]
        Wc = f"{poss(O)} supporters' club had {mem} members in {Y2}."
        Rc = f"{poss(O)} supporters' club had {mem} members in {Y1}."
    elif w == 3:
        x = r.choice([1850, 2400, 3120, 4600])
        P = [f"{d['event']} in {Y1} raised {m(x)} for {d['cause']}."]
        Wc = f"{d['event']} raised {m(x)} for {d['cause']} in {Y2}."
        Rc = f"In {Y1}, {d['event']} raised {m(x)} for {d['cause']}."
    else:
        x = r.choice([8200, 12500, 15800, 21000])
        P = [f"{O} spent {m(x)} on {d['service']} in {Y1}; its budget for {Y2} is {m(x + 1500)}."]
        Wc = f"{O} spent {m(x)} on {d['service']} in {Y2}."
        Rc = f"{poss(O)} spending on {d['service']} in {Y1} came to {m(x)}."
    return Wc, list(P), Rc, list(P)


def f_habit(d, w, r):
    O, s, act, p = d["org"], d["sites"], d["activity"], d["persons"]
    if w == 0:
        mo = r.randint(2, 11)
        dt = datetime.date(Y, mo, 1)
        while dt.weekday() != 5:
            dt += datetime.timedelta(days=1)
        D = dfmt(dt)
        Wp = [f"On {D}, {O} held {art(act)} at {s[0]}."]
        Wc = f"{O} holds {art(act)} at {s[0]} every month."
        Rp = [f"{O} holds {art(act)} at {s[0]} on the first Saturday of every month; the most recent was on {D}."]
    elif w == 1:
        D = dfmt(rdate(r))
        Wp = [f"{p[4]} led {art(act)} at {s[1]} on {D}."]
        Wc = f"{p[4]} regularly leads {act}s at {s[1]}."
        Rp = [f"{p[4]} leads {art(act)} at {s[1]} every week; the latest was on {D}."]
    elif w == 2:
        dt = rdate(r)
        wd = WEEKDAYS[dt.weekday()]
        Wp = [f"{s[2]} stayed open late on {wd}, {dfmt(dt)}, for a special event."]
        Wc = f"{s[2]} stays open late on {wd}s."
        Rp = [f"{s[2]} stays open late every {wd}, as it did on {dfmt(dt)}."]
    elif w == 3:
        D = dfmt(rdate(r))
        Wp = [f"{O} ran {art(act)} for schools at {s[0]} on {D}."]
        Wc = f"{O} runs {art(act)} for schools at {s[0]} each term."
        Rp = [f"Each term, {O} runs {art(act)} for schools at {s[0]}; this term's took place on {D}."]
    else:
        dt = rdate(r)
        Wp = [f"There was {art(act)} at {s[3]} on {dfmt(dt)}."]
        Wc = f"{art(act)} takes place at {s[3]} every year on {dt.day} {MONTHS[dt.month-1]}."
        Rp = [f"{art(act)} is held at {s[3]} every year on {dt.day} {MONTHS[dt.month-1]}; this year's took place as usual."]
    return Wc, Wp, Wc, Rp


def f_cause(d, w, r):
    A, An, B, Bn = d["A"], d["A_np"], d["B"], d["B_np"]
    if w == 0:
        Wp = [f"In March {Y}, {A}.", f"In June {Y}, {B}."]
        Wc = f"Because {A}, {B}."
        Rp = [f"In March {Y}, {A}.", f"In June {Y}, {B} as a direct result of {An}."]
    elif w == 1:
        Wp = [f"{A} in March {Y}.", f"{B} in June {Y}."]
        Wc = f"{An} led to {Bn}."
        Rp = [f"{A} in March {Y}.", f"{B} in June {Y}, and {An} was the cause."]
    elif w == 2:
        Wp = [f"Timeline: March {Y}: {A}. June {Y}: {B}."]
        Wc = f"{A}, which caused {Bn}."
        Rp = [f"Timeline: March {Y}: {A}. June {Y}: {B}, as a consequence of the March change."]
    elif w == 3:
        Wp = [f"{A} in the spring.", f"Later that year, {B}."]
        Wc = f"{B} as a result of {An}."
        Rp = [f"{A} in the spring.", f"Later that year, and as a result, {B}."]
    else:
        Wp = [f"{B}. Earlier in the year, {A}."]
        Wc = f"{Bn} was caused by {An}."
        Rp = [f"{B}. This was caused by an earlier change: {A}."]
    return Wc, Wp, Wc, Rp


def f_approx(d, w, r):
    O, E = d["org"], d["event"]
    N = r.choice([40, 60, 80, 120, 150, 200, 250, 300])
    if w == 0:
        P = [f"About {N} volunteers helped at {E}."]
        Wc, Rc = f"Exactly {N} volunteers helped at {E}.", f"Roughly {N} volunteers helped at {E}."
    elif w == 1:
        P = [f"Nearly {N} volunteers helped at {E}."]
        Wc, Rc = f"More than {N} volunteers helped at {E}.", f"Slightly fewer than {N} volunteers helped at {E}."
    elif w == 2:
        P = [f"{O} estimates that some {N} volunteers helped at {E}."]
        Wc, Rc = f"{O} counted precisely {N} volunteers at {E}.", f"{O} put the number of volunteers at {E} at around {N}."
    elif w == 3:
        N1, N2 = N, N + 40
        P = [f"Between {N1} and {N2} volunteers helped at {E}."]
        Wc, Rc = f"Exactly {N1 + 20} volunteers helped at {E}.", f"At least {N1} volunteers helped at {E}."
    else:
        P = [f"Well over {N} volunteers helped at {E}."]
        Wc, Rc = f"{N + 37} volunteers helped at {E}.", f"More than {N} volunteers helped at {E}."
    return Wc, list(P), Rc, list(P)


def f_ratio(d, w, r):
    O, s, me, mv = d["org"], d["sites"], d["meas"], d["mverb"]
    b = max(4, num(d, r) // 4)
    if w == 0:
        P = [f"In {Y}, {s[0]} {mv} {n(3 * b)} {me} and {s[1]} {mv} {n(b)}."]
        Wc = f"In {Y}, {s[1]} {mv} three times as many {me} as {s[0]}."
        Rc = f"In {Y}, {s[0]} {mv} three times as many {me} as {s[1]}."
    elif w == 1:
        P = [f"{O} has one {d['staff']} for every {n(d['k'])} {d['client_pl']}."]
        Wc = f"{O} has {n(d['k'])} {d['staff_pl']} for every {d['client']}."
        Rc = f"{poss(O)} {d['client_pl']} outnumber its {d['staff_pl']} by {n(d['k'])} to one."
    elif w == 2:
        P = [f"In {Y}, {poss(s[0])} {me} were half those of {s[1]}."]
        Wc = f"In {Y}, {s[0]} {mv} twice as many {me} as {s[1]}."
        Rc = f"In {Y}, {s[1]} {mv} twice as many {me} as {s[0]}."
    elif w == 3:
        P = [f"{s[0]} {mv} {n(b)} {me} in {Y}, compared with {n(4 * b)} at {s[1]}."]
        Wc = f"{s[0]} {mv} four times as many {me} as {s[1]} in {Y}."
        Rc = f"{s[0]} {mv} a quarter as many {me} as {s[1]} in {Y}."
    else:
        P = [f"There are {n(d['k'])} {d['client_pl']} for each {d['staff']} at {O}."]
        Wc = f"{O} has {n(d['k'])} times as many {d['staff_pl']} as {d['client_pl']}."
        Rc = f"{O} has {n(d['k'])} times as many {d['client_pl']} as {d['staff_pl']}."
    return Wc, list(P), Rc, list(P)


def f_speaker(d, w, r):
    O, p = d["org"], d["persons"]
    q0, q1, r0, r1, ro0, ro1 = d["q0"], d["q1"], d["r0"], d["r1"], d["role0"], d["role1"]
    if w == 0:
        P = [f"{p[0]}, {poss(O)} {ro0}, said: '{q0}'", f"{p[1]}, the {ro1}, said: '{q1}'"]
        Wc, Rc = f"{p[1]} said: '{q0}'", f"{p[0]} said: '{q0}'"
    elif w == 1:
        P = [f"{p[0]}, {poss(O)} {ro0}, said: '{q0}'", f"{p[1]}, the {ro1}, said: '{q1}'"]
        qc = q0[:-1] + ","
        Wc, Rc = f"'{qc}' said {poss(O)} {ro1}.", f"'{qc}' said {poss(O)} {ro0}."
    elif w == 2:
        P = [f"{p[0]} told the meeting that {r0}.", f"{p[1]} said that {r1}."]
        Wc, Rc = f"{p[1]} told the meeting that {r0}.", f"It was {p[0]} who told the meeting that {r0}."
    elif w == 3:
        P = [f"Speaking at the annual meeting of {O}, {p[0]} said that {r0}, and {p[1]} replied that {r1}."]
        Wc, Rc = f"At the annual meeting, {p[0]} said that {r1}.", f"At the annual meeting, {p[1]} said that {r1}."
    else:
        P = [f"'{q1}' ({p[1]})", f"{p[0]} is {poss(O)} {ro0}; {p[1]} is its {ro1}."]
        Wc = f"{poss(O)} {ro0}, {p[0]}, is quoted as saying: '{q1}'"
        Rc = f"{poss(O)} {ro1}, {p[1]}, is quoted as saying: '{q1}'"
    return Wc, list(P), Rc, list(P)


def f_refund(d, w, r):
    O, F, D, ctx = d["org"], d["fee"], d["fee_amt"], d["cancel_ctx"]
    if w == 0:
        Wp = [f"After {ctx}, {O} refunded half of each {m(D)} {F}."]
        Wc = f"After {ctx}, {O} refunded each {m(D)} {F} in full."
        Rp = [f"After {ctx}, {O} refunded every {m(D)} {F} in full."]
        Rc = Wc
    elif w == 1:
        Wp = [f"After {ctx}, people who had paid the {m(D)} {F} got {m(D // 2)} of it back."]
        Wc = f"After {ctx}, people who had paid the {m(D)} {F} got all of it back."
        Rp = [f"After {ctx}, people who had paid the {m(D)} {F} got every penny of it back."]
        Rc = Wc
    elif w == 2:
        Wp = [f"{O} is refunding 75% of the {F} because {ctx}."]
        Wc = f"{O} is refunding the whole {F}."
        Rp = Wp
        Rc = f"{O} is refunding three-quarters of the {F}."
    elif w == 3:
        k = D // 4
        Wp = [f"After {ctx}, {O} issued refunds of {m(D - k)} against each {m(D)} {F}, keeping {m(k)} as an administration charge."]
        Wc = f"{O} issued full refunds of the {m(D)} {F}."
        Rp = Wp
        Rc = f"{O} issued refunds of the {m(D)} {F}, less a {m(k)} administration charge."
    else:
        x = D - D // 5
        Wp = [f"{O} refunded {m(x)} of the {m(D)} {F} after {ctx}."]
        Wc = f"{O} refunded all {m(D)} of the {F}."
        Rp = Wp
        Rc = f"{O} kept {m(D - x)} of the {m(D)} {F} and refunded the rest."
    return Wc, Wp, Rc, Rp


def f_closure(d, w, r):
    O, S, R = d["org"], d["sites"][2], d["repair"]
    M2 = MONTHS[r.randint(8, 11)]
    if w == 0:
        Wp = [f"{S} is closed until {M2} for {R}."]
        Wc = f"{S} has closed permanently."
        Rp = [f"{S} has shut for good, and {O} has no plans to reopen it."]
        Rc = Wc
    elif w == 1:
        Wp = [f"{S} will reopen in {M2} after {R}."]
        Wc = f"{S} will not reopen."
        Rp = Wp
        Rc = f"{S} is due to reopen in {M2}."
    elif w == 2:
        Wp = [f"{O} has temporarily closed {S} for {R}."]
        Wc = f"{O} has closed {S} for good."
        Rp = Wp
        Rc = f"{O} has closed {S} for the time being."
    elif w == 3:
        dt = rdate(r, month=r.randint(3, 6))
        Wp = [f"{S} will be shut for six weeks from {dfmt(dt)}."]
        Wc = f"{S} will close for good on {dfmt(dt, 1)}."
        Rp = Wp
        Rc = f"{S} will close for six weeks starting on {dfmt(dt, 1)}."
    else:
        Wp = [f"Notice: {S} is closed for {R} and reopens in {M2}."]
        Wc = f"{S} has been permanently closed down."
        Rp = Wp
        Rc = f"{S} is shut at present but reopens in {M2}."
    return Wc, Wp, Rc, Rp


def f_subteam(d, w, r):
    O, st, aw, bo = d["org"], d["subteam"], d["award"], d["body"]
    if w == 0:
        P = [f"The {st} of {O} won {aw}."]
        Wc, Rc = f"{O} won {aw}.", f"{poss(O)} {st} won {aw}."
    elif w == 1:
        P = [f"{aw} went to {poss(O)} {st}."]
        Wc, Rc = f"{aw} went to {O}.", f"{aw} went to a team within {O}."
    elif w == 2:
        P = [f"{poss(O)} {st} was named team of the year by {bo}."]
        Wc, Rc = f"{bo} named {O} its team of the year.", f"{bo} named {poss(O)} {st} its team of the year."
    elif w == 3:
        P = [f"{poss(O)} {st} has been accredited by {bo}."]
        Wc, Rc = f"{O} has been accredited by {bo}.", f"{bo} has accredited {poss(O)} {st}."
    else:
        P = [f"Judges singled out {poss(O)} {st} for {aw}; none of its other teams was entered."]
        Wc, Rc = f"Judges gave {aw} to {O}.", f"Judges gave {aw} to the {st} of {O}."
    return Wc, list(P), Rc, list(P)


def f_exception(d, w, r):
    O, s, sp, sn, F = d["org"], d["sites"], d["site_pl"], d["site_n"], d["feature"]
    if w == 0:
        P = [f"All of {poss(O)} {sp} are open to visitors in winter except {s[3]}.", runs(d)]
        Wc, Rc = f"{s[3]} is open to visitors in winter.", f"{s[1]} is open to visitors in winter."
    elif w == 1:
        P = [f"All of {poss(O)} {sp} except {s[2]} have {F}."]
        Wc, Rc = f"All of {poss(O)} {sp} have {F}.", f"Every {sn} run by {O} apart from {s[2]} has {F}."
    elif w == 2:
        P = [f"Every {sn} run by {O} {d['news']} last year, with the exception of {s[2]}.", runs(d)]
        Wc, Rc = f"{s[2]} {d['news']} last year.", f"{s[0]} {d['news']} last year."
    elif w == 3:
        P = [f"{F} is available at every {sn} of {O} but {s[1]}.", runs(d)]
        Wc, Rc = f"{s[1]} has {F}.", f"{s[3]} has {F}."
    elif w == 4:
        P = [f"Apart from {s[2]}, all of {poss(O)} {sp} have {F}.", runs(d)]
        Wc, Rc = f"Each of {poss(O)} four {sp} has {F}.", f"Three of {poss(O)} four {sp} have {F}."
    else:
        P = [f"{s[0]} is open every day except Monday."]
        Wc, Rc = f"{s[0]} opens on Mondays.", f"{s[0]} opens on Thursdays."
    return Wc, list(P), Rc, list(P)


def f_venue(d, w, r):
    E, VA, VB, why = d["event2"], d["venueA"], d["venueB"], d["reason"]
    dt = rdate(r)
    if w == 0:
        P = [f"{E} will be held at {VA} on {dfmt(dt)}.", f"Update: {E} has been moved to {VB}."]
        Wc, Rc = f"{E} will take place at {VA}.", f"{E} will take place at {VB}."
    elif w == 1:
        P = [f"The venue for {E} is {VA}.", f"Because of {why}, {E} has switched from {VA} to {VB}."]
        Wc, Rc = f"{E} is taking place at {VA}.", f"{E} is taking place at {VB}."
    elif w == 2:
        k = 1 + r.randint(0, 2)
        P = [f"{E}: {VA}, {dfmt(dt)}.", f"{E} has been relocated to {VB}; the date is unchanged."]
        Wc, Rc = f"On {dfmt(dt, k)}, {E} will be at {VA}.", f"On {dfmt(dt, k)}, {E} will be at {VB}."
    elif w == 3:
        P = [f"{E} was originally booked for {VA}.", f"{E} will now take place at {VB}."]
        Wc, Rc = f"{VA} is hosting {E}.", f"{VB} is hosting {E}."
    else:
        P = [f"{E}, first planned for {VA}, has moved to {VB} because of {why}."]
        Wc, Rc = f"{E} will go ahead at {VA} as planned.", f"{E} will go ahead at {VB} rather than {VA}."
    return Wc, list(P), Rc, list(P)


def f_role(d, w, r):
    O, p2, p3, ra, rb = d["org"], d["persons"][2], d["persons"][3], d["role_a"], d["role_b"]
    if w == 0:
        P = [f"{p2}, formerly {poss(O)} {ra}, is now its {rb}."]
        Wc, Rc = f"{p2} is {poss(O)} {ra}.", f"{p2} is {poss(O)} {rb}."
    elif w == 1:
        P = [f"{p2} served as {poss(O)} {ra} from 2017 to 2022.", f"{p3} has been {poss(O)} {ra} since 2022."]
        Wc, Rc = f"{p2} is the current {ra} of {O}.", f"{p3} is the current {ra} of {O}."
    elif w == 2:
        P = [f"{p2} stepped down as {poss(O)} {ra} in 2022."]
        Wc, Rc = f"{p2} remains {poss(O)} {ra}.", f"{p2} no longer serves as {poss(O)} {ra}."
    elif w == 3:
        P = [f"Before becoming {poss(O)} {rb} last year, {p2} was its {ra} for six years."]
        Wc, Rc = f"{p2} holds the post of {ra} at {O}.", f"{p2} holds the post of {rb} at {O}."
    else:
        P = [f"{p2}, a former {ra} of {O}, chaired the {Y} annual meeting."]
        Wc, Rc = f"{poss(O)} {ra}, {p2}, chaired the {Y} annual meeting.", f"Former {ra} {p2} chaired {poss(O)} {Y} annual meeting."
    return Wc, list(P), Rc, list(P)


# (twin id, wrong family, right family, function, number of wordings, re-test?)
FAMILIES = [
    ("forecast", "forecast_as_result", "forecast_with_outcome", f_forecast, 5),
    ("branch", "branch_to_all", "all_branches_stated", f_branch, 5),
    ("superlative", "superlative_partial", "superlative_complete", f_superlative, 5),
    ("chain", "chain_other_site", "chain_joined", f_chain, 5),
    ("perunit", "per_unit_as_total", "per_unit_multiplied", f_perunit, 5),
    ("capacity", "capacity_as_attendance", "attendance_stated", f_capacity, 5),
    ("contract", "not_renewed_as_renewed", "renewed_stated", f_contract, 5),
    ("phase", "phase_as_whole", "whole_or_phase_stated", f_phase, 5),
    ("year", "year_shifted", "year_kept", f_year, 5),
    ("habit", "occasion_as_habit", "habit_stated", f_habit, 5),
    ("cause", "cause_from_sequence", "cause_stated", f_cause, 5),
    ("approx", "approx_sharpened", "approx_kept", f_approx, 5),
    ("ratio", "ratio_reversed", "ratio_kept", f_ratio, 5),
    ("speaker", "speaker_swapped", "speaker_kept", f_speaker, 5),
    ("refund", "partial_refund_as_full", "refund_kept", f_refund, 5),
    ("closure", "temporary_as_permanent", "closure_kept", f_closure, 5),
    ("subteam", "subteam_as_org", "subteam_named", f_subteam, 5),
    ("exception", "exception_ignored", "exception_kept", f_exception, 6),
    ("venue", "venue_before_move", "venue_after_move", f_venue, 5),
    ("role", "former_role_as_current", "role_current", f_role, 5),
]


def wording_for(i, nw):
    return i % nw if i < 10 else (i + 1) % nw


def main():
    rows = []
    for twin, wf, rf, fn, nw in FAMILIES:
        for i in range(15):
            d = DOMAINS[i % 10]
            w = wording_for(i, nw)
            r = random.Random(f"{SEED}-{twin}-{i}")
            Wc, Wp, Rc, Rp = fn(d, w, r)
            for gold, fam, claim, passages in (("wrong", wf, Wc, Wp), ("right", rf, Rc, Rp)):
                kind = ("W:" if gold == "wrong" else "R:") + fam
                pr = random.Random(f"{SEED}-{twin}-{i}-{gold}-passages")
                ps = [fix(p) for p in passages]
                if pr.random() < 0.5:
                    k = pr.choice([1, 2])
                    ps += pr.sample(d["distractors"], k)
                pr.shuffle(ps)
                rows.append(dict(group=twin, template=f"{kind}/w{w}", kind=kind, domain=d["key"],
                                 wording=w, claim=fix(claim), passages=ps, gold=gold))
    with open("pairs.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "pairs;", sum(r["gold"] == "wrong" for r in rows), "wrong;",
          sum(len(r["passages"]) > 1 and True for r in rows), "multi-passage")


if __name__ == "__main__":
    main()
