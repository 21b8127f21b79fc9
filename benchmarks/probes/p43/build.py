"""Build the p43 blind probe: 300 twin groups (30 templates x 10 domains) -> pairs.jsonl.

Deterministic: random.Random(4343). Each template returns two passage wordings,
two RIGHT claim wordings and two WRONG claim wordings; the RNG picks one of each.
"""
import datetime
import json
import random

from lexicon import DOMAINS, FIRST, LAST, TOWNS, MONTHS, DAYS, words, cap

rng = random.Random(4343)


class Ctx:
    def __init__(self, d, r):
        self.d = d
        self.r = r
        self.used = set()
        self.towns = r.sample(TOWNS, 3)
        self.partners = r.sample(d["partners"], 3)

    def person(self):
        while True:
            f, l = self.r.choice(FIRST), self.r.choice(LAST)
            if f not in {u[0] for u in self.used} and l not in {u[1] for u in self.used}:
                self.used.add((f, l))
                return f + " " + l, l


def poss(n):
    return n + "'" if n.endswith("s") else n + "'s"


def T01(c):  # entity swap (organisations)
    d = c.d; A, B, _ = c.partners; ev, kit = d["event"], d["kit"]
    P = [[f"{cap(ev)} was sponsored by {A} this year, while {B} supplied {kit}."],
         [f"This year {A} sponsored {ev}.", f"{cap(kit)} was supplied by {B}."]]
    R = [f"{B} supplied {kit}, and {ev} was sponsored by {A}.",
         f"{A} was this year's sponsor of {ev}."]
    W = [f"{B} sponsored {ev} this year.",
         f"{cap(kit)} was supplied by {A}."]
    return P, R, W, "passive-conjunction", "entity-swap-org"


def T02(c):  # role reversal
    d = c.d; X, _ = c.person(); Y, _ = c.person(); m = c.r.choice(MONTHS)
    P = [[f"{X} has been appointed {d['head']} of {d['org']} by the board chair, {Y}."],
         [f"{d['org']} has a new {d['head']}.",
          f"The board chair, {Y}, appointed {X} to the post after interviews in {m}."]]
    R = [f"{Y}, who chairs the board, appointed {X} as {d['head']} of {d['org']}.",
         f"The board chair appointed {X} {d['head']} of {d['org']}."]
    W = [f"{X} appointed {Y} as board chair of {d['org']}.",
         f"{Y} was appointed by {X}."]
    return P, R, W, "voice-change", "role-reversal"


def T03(c):  # negation removed
    d = c.d; A = c.partners[0]; m = c.r.choice(MONTHS); y = c.r.randint(2009, 2018); b = d["building"]
    P = [[f"At its {m} meeting the committee declined to renew the lease on {b}, which {A} had held since {y}."],
         [f"The lease on {b} has been held by {A} since {y}.",
          f"In {m}, the committee declined to renew it."]]
    R = [f"The committee did not renew {poss(A)} lease on {b}.",
         f"{poss(A)} lease on {b}, held since {y}, was not renewed by the committee."]
    W = [f"The committee renewed the lease on {b} held by {A}.",
         f"In {m} the committee agreed to renew the lease on {b}."]
    return P, R, W, "negation-restated", "negation-removed"


def T04(c):  # hedge dropped
    d = c.d; X, Xl = c.person(); i = c.r.randint(0, 8); m0, m = MONTHS[i], MONTHS[i + 3]; s = d["site"]
    P = [[f"{cap(s)} is expected to reopen in {m}, according to {d['head']} {X}."],
         [f"{cap(s)} has been closed for repairs since {m0}.",
          f"{X}, the {d['head']}, said it may reopen in {m}."]]
    R = [f"According to {X}, {s} could reopen in {m}.",
         f"The {d['head']} has indicated that {s} might reopen in {m}."]
    W = [f"{cap(s)} will reopen in {m}.",
         f"{X} confirmed that {s} will reopen in {m}."]
    return P, R, W, "hedge-kept", "hedge-dropped"


def T05(c):  # plan as done
    d = c.d; t = c.towns[0]; o, pj = d["org"], d["project"]; day = c.r.choice(DAYS)
    P = [[f"{o} plans to open {pj} in {t} next spring."],
         [f"Trustees of {o} announced a plan on {day} to open {pj}.",
          f"The planned site is in {t}, and opening is pencilled in for next spring."]]
    R = [f"{o} intends to open {pj} in {t}.",
         f"Opening {pj} in {t} next spring is what {o} is planning."]
    W = [f"{o} has opened {pj} in {t}.",
         f"{o} opened {pj} in {t} this spring."]
    return P, R, W, "plan-kept", "plan-as-done"


def T06(c):  # attempt as success
    d = c.d; o, rec = d["org"], d["record"]; day = c.r.choice(DAYS)
    P = [[f"On {day}, {o} attempted to beat {rec}, but the attempt fell short and the previous mark still stands."],
         [f"{o} made an attempt on {rec} on {day}.",
          f"It failed: organisers said the existing mark had survived."]]
    R = [f"The attempt by {o} to beat {rec} was unsuccessful.",
         f"{o} did not manage to beat {rec}."]
    W = [f"{o} beat {rec} on {day}.",
         f"On {day}, {o} successfully set a new mark, beating {rec}."]
    return P, R, W, "failure-restated", "attempt-as-success"


def _date(r):
    y = r.randint(2019, 2025); mo = r.randint(1, 11); dd = r.randint(3, 26)
    return datetime.date(y, mo, dd)


def T07(c):  # condition dropped
    d = c.d; ms, ev = d["membership"], d["event"]; dt = _date(c.r); ds = f"{dt.day} {MONTHS[dt.month-1]}"
    P = [[f"Holders of a {ms} will get free entry to {ev} only if they renew before {ds}."],
         [f"Free entry to {ev} is a benefit for holders of a {ms}.",
          f"However, it applies only to those who renew before {ds}."]]
    R = [f"{cap(ms)} holders who renew before {ds} get free entry to {ev}.",
         f"Free entry to {ev} for {ms} holders depends on renewing before {ds}."]
    W = [f"Holders of a {ms} get free entry to {ev}.",
         f"All {ms} holders will get free entry to {ev}, whenever they renew."]
    return P, R, W, "condition-kept", "condition-dropped"


def T08(c):  # exception dropped
    d = c.d; day = c.r.choice(DAYS); j = d["junior"]; o = d["org"]
    P = [[f"Because of the storm warning, all sessions on {day} are cancelled except {j}, which will go ahead indoors."],
         [f"A storm warning is in force for {day}.",
          f"{o} has cancelled every session that day, with the exception of {j}."]]
    R = [f"Apart from {j}, every session on {day} is cancelled.",
         f"{cap(j)} is the only session on {day} that is not cancelled."]
    W = [f"All sessions on {day}, including {j}, are cancelled.",
         f"Every session on {day} is cancelled."]
    return P, R, W, "exception-kept", "exception-dropped"


def T09(c):  # change as level
    d = c.d; o = d["org"]; n = c.r.randint(12, 95); m = c.r.randint(180, 900)
    P = [[f"Membership of {o} rose by {n} during the year, reaching {m}."],
         [f"{o} now has {m} members, the annual report shows.",
          f"That is {n} more than a year earlier."]]
    R = [f"{o} had {m-n} members a year earlier.",
         f"Membership of {o} grew from {m-n} to {m}."]
    W = [f"Membership of {o} rose to {n}.",
         f"{o} now has {n} members."]
    return P, R, W, "difference-computed", "change-as-level"


def T10(c):  # rate as total
    d = c.d; A = c.partners[1]; f = d["fund"]; o = d["org"]
    x = c.r.choice([250, 400, 600, 750, 900, 1200, 1500]); k = c.r.choice([12, 18, 24])
    P = [[f"{A} will give {o} £{x:,} a month for {words(k)} months towards {f}."],
         [f"{A} has agreed to support {f}.",
          f"The grant is £{x:,} per month, paid for {words(k)} months."]]
    R = [f"{poss(A)} grant towards {f} totals £{x*k:,} over {k} months.",
         f"Over {words(k)} months, {A} will provide £{x*k:,} in total for {f}."]
    W = [f"{poss(A)} grant towards {f} is worth £{x:,} in total.",
         f"{A} will give £{x:,} a year towards {f}."]
    return P, R, W, "total-computed", "rate-as-total"


def T11(c):  # percent vs points
    d = c.d; o = d["org"]; a = c.r.choice([20, 25, 30, 40, 50]); b = a + c.r.choice([5, 6, 8, 10])
    y1 = c.r.randint(2017, 2021); y2 = y1 + c.r.randint(2, 3)
    P = [[f"The share of bookings at {o} made online rose from {a}% in {y1} to {b}% in {y2}."],
         [f"In {y1}, {a}% of bookings at {o} were made online.",
          f"By {y2} the figure was {b}%."]]
    R = [f"The online share of bookings at {o} rose by {b-a} percentage points between {y1} and {y2}.",
         f"Between {y1} and {y2}, the proportion of {o} bookings made online went up from {words(a)} per cent to {words(b)} per cent."]
    rel = round((b - a) * 100 / a)
    W = [f"The share of bookings at {o} made online rose by {rel} percentage points between {y1} and {y2}.",
         f"The share of bookings at {o} made online rose by {b-a} per cent between {y1} and {y2}."]
    return P, R, W, "points-computed", "percent-vs-points"


def T12(c):  # bound dropped
    d = c.d; ev = d["event"]; n = c.r.choice([80, 120, 150, 200, 250, 300]); m = c.r.randint(8, 30)
    P = [[f"Up to {n} people can attend {ev}, and at least {m} volunteers will be needed to run it."],
         [f"{cap(ev)} is limited to {n} attendees at most.",
          f"A minimum of {m} volunteers will be needed to run it."]]
    R = [f"No more than {n} people can attend {ev}.",
         f"{cap(ev)} will need no fewer than {m} volunteers."]
    W = [f"Exactly {m} volunteers will be needed to run {ev}.",
         f"{cap(ev)} will have {n} attendees."]
    return P, R, W, "bound-restated", "bound-dropped"


def T13(c):  # scale
    d = c.d; o, f = d["org"], d["fund"]; m = c.r.choice([1.2, 1.25, 2.4, 3.6, 1.75, 2.1])
    dt = _date(c.r); ds = f"{dt.day} {MONTHS[dt.month-1]} {dt.year}"
    P = [[f"{poss(o)} appeal for {f} closed on {ds} having raised £{m} million."],
         [f"{o} ran an appeal for {f} that closed on {ds}.",
          f"It raised £{m} million in total."]]
    R = [f"The appeal for {f} raised £{int(round(m*1e6)):,}.",
         f"{poss(o)} appeal for {f} brought in {m} million pounds."]
    W = [f"The appeal for {f} raised £{int(round(m*1e5)):,}.",
         f"{poss(o)} appeal for {f} raised £{m} billion."]
    return P, R, W, "reformatted-number", "scale"


def T14(c):  # negation added
    d = c.d; A = c.partners[2]; o, b = d["org"], d["building"]; m = c.r.choice(MONTHS)
    P = [[f"{o} accepted an offer from {A} to refurbish {b} at cost."],
         [f"{A} offered in {m} to refurbish {b} at cost.",
          f"The offer was accepted by {o} at its next meeting."]]
    R = [f"The offer from {A} to refurbish {b} was accepted by {o}.",
         f"{o} took up {poss(A)} offer to refurbish {b} at cost."]
    W = [f"{o} refused an offer from {A} to refurbish {b}.",
         f"{o} did not take up {poss(A)} offer to refurbish {b} at cost."]
    return P, R, W, "passive-synonym", "negation-added"


def T15(c):  # false precision
    d = c.d; e = d["entries"]; n = c.r.choice([30, 40, 50, 60, 70, 80]); x = n + c.r.choice([-3, -2, 2, 3, 4])
    dt = _date(c.r); ds = f"{dt.day} {MONTHS[dt.month-1]}"
    P = [[f"About {n} {e} were received this year."],
         [f"{cap(e)} closed on {ds}.", f"Roughly {n} had come in by then."]]
    R = [f"Around {words(n)} {e} were received.",
         f"Approximately {n} {e} came in."]
    W = [f"Exactly {x} {e} were received.",
         f"{cap(words(x))} {e} were received, no more and no fewer."]
    return P, R, W, "approx-number-words", "false-precision"


def T16(c):  # date shifted
    d = c.d; ev = d["event"]; dt = _date(c.r); M = MONTHS[dt.month-1]; wd = DAYS[dt.weekday()]
    P = [[f"{cap(ev)} took place on {dt.day} {M} {dt.year}, drawing a record crowd."],
         [f"{cap(ev)} was held this year on a {wd}.", f"The date was {dt.day} {M} {dt.year}."]]
    R = [f"{cap(ev)} was held on {M} {dt.day}, {dt.year}.",
         f"{cap(ev)} took place on {dt.isoformat()}."]
    W = [f"{cap(ev)} took place on {dt.day+1} {M} {dt.year}.",
         f"{cap(ev)} was held on {dt.day} {MONTHS[dt.month]} {dt.year}."]
    return P, R, W, "date-reformatted", "date-shifted"


def T17(c):  # closed period as ongoing
    d = c.d; X, Xl = c.person(); Y, _ = c.person(); y1 = c.r.randint(2008, 2015); y2 = y1 + c.r.randint(3, 6)
    h, o = d["head"], d["org"]
    P = [[f"{X} served as {h} of {o} from {y1} to {y2}."],
         [f"{X} became {h} of {o} in {y1}.", f"{Xl} stepped down in {y2} and was succeeded by {Y}."]]
    R = [f"{X} has not been {h} of {o} since {y2}.",
         f"{poss(X)} time as {h} of {o} began in {y1} and ended in {y2}."]
    W = [f"{X} has been {h} of {o} since {y1}.",
         f"{X} is still {h} of {o}, a post held since {y1}."]
    return P, R, W, "ended-restated", "closed-as-ongoing"


def T18(c):  # order reversed
    d = c.d; o, k = d["org"], d["kit"]; M = c.r.choice(MONTHS); d1 = c.r.randint(2, 12); d2 = d1 + c.r.randint(3, 14)
    P = [[f"{o} approved its budget on {d1} {M}; {k} was ordered on {d2} {M}."],
         [f"The committee of {o} approved the annual budget on {d1} {M}.", f"{cap(k)} was ordered on {d2} {M}."]]
    R = [f"{cap(k)} was ordered after {poss(o)} budget had been approved.",
         f"{poss(o)} budget was approved {words(d2-d1)} days before {k} was ordered."]
    W = [f"{cap(k)} was ordered before {o} approved its budget.",
         f"{o} approved its budget after ordering {k}."]
    return P, R, W, "order-inferred", "order-reversed"


def T19(c):  # part as whole
    d = c.d; o = d["org"]; it = d["item"][1]; n = c.r.randint(4, 9); k = c.r.randint(2, n - 1)
    P = [[f"{cap(words(k))} of the {words(n)} {it} owned by {o} were serviced this winter."],
         [f"{o} owns {words(n)} {it}.", f"This winter, {words(k)} of them were serviced."]]
    R = [f"{cap(words(n-k))} of {poss(o)} {it} {'was' if n-k == 1 else 'were'} not serviced this winter.",
         f"{o} had {words(k)} of its {words(n)} {it} serviced this winter."]
    W = [f"All {words(n)} of {poss(o)} {it} were serviced this winter.",
         f"Every one of the {it} owned by {o} was serviced this winter."]
    return P, R, W, "complement", "part-as-whole"


def T20(c):  # quantifier strengthened
    d = c.d; st, ms = d["staff"], d["membership"]
    P = [[f"At the general meeting, most {st} voted in favour of the new {ms} prices."],
         [f"The general meeting voted on new {ms} prices.",
          f"Most {st} supported them, though several objected."]]
    R = [f"A majority of {st} backed the new {ms} prices at the general meeting.",
         f"The new {ms} prices were supported by more than half of the {st}."]
    W = [f"All {st} voted in favour of the new {ms} prices at the general meeting.",
         f"The new {ms} prices were backed unanimously by the {st}."]
    return P, R, W, "synonym-majority", "quantifier-strengthened"


def T21(c):  # superlative reversed
    d = c.d; s = c.r.sample(d["sites"], 3); au = d["aud"]
    v = c.r.sample(range(800, 9000, 37), 3)
    order = sorted(range(3), key=lambda i: v[i])
    smin, smax, smid = s[order[0]], s[order[2]], s[order[1]]
    P = [[f"Last summer {s[0]} drew {v[0]:,} {au}, {s[1]} {v[1]:,} and {s[2]} {v[2]:,}."],
         [f"{cap(s[0])} drew {v[0]:,} {au} last summer.",
          f"By comparison, {s[1]} attracted {v[1]:,} and {s[2]} {v[2]:,}."]]
    R = [f"Of the three, {smax} attracted the most {au} last summer.",
         f"{cap(smin)} drew fewer {au} last summer than either {smid} or {smax}."]
    W = [f"{cap(smin)} attracted the most {au} last summer.",
         f"{cap(smax)} drew the fewest {au} last summer."]
    return P, R, W, "superlative-derived", "superlative-reversed"


def T22(c):  # ordinal changed
    d = c.d; o, ct = d["org"], d["contest"]; rv = f"{c.towns[1]} {d['rival']}"
    P = [[f"{o} was placed second in {ct}, behind {rv}."],
         [f"{rv} won {ct} this year.", f"{o} was runner-up."]]
    R = [f"{rv} finished ahead of {o} in {ct}.",
         f"{o} came second in {ct}, after {rv}."]
    W = [f"{o} won {ct}.",
         f"{o} finished third in {ct}."]
    return P, R, W, "converse-ranking", "ordinal-changed"


def T23(c):  # chain broken
    d = c.d; X, _ = c.person(); Y, _ = c.person(); h, o, ev = d["head"], d["org"], d["event"]
    y = c.r.randint(1995, 2015); k = c.r.randint(3, 12)
    P = [[f"{X} and {Y} have been married since {y}.", f"{Y} has been {h} of {o} for {words(k)} years."],
         [f"{Y}, {h} of {o}, will present the prizes at {ev}.", f"{poss(Y)} spouse, {X}, is also expected to attend."]]
    R = [f"{X} is married to the {h} of {o}.",
         f"The {h} of {o} is {poss(X)} spouse."]
    W = [f"{X} is the {h} of {o}.",
         f"{X}, the {h} of {o}, is married to {Y}."]
    return P, R, W, "multi-hop", "chain-broken"


def T24(c):  # invented cause
    d = c.d; s, o = d["site"], d["org"]; A = c.partners[0]; day = c.r.choice(DAYS)
    P = [[f"{cap(s)} was closed on {day}. Separately, {A} announced it was ending its sponsorship of {o}."],
         [f"{cap(s)} was closed on {day}.", f"In unrelated news, {A} said it would end its sponsorship of {o}."]]
    R = [f"{cap(s)} closed on {day}, and {A} announced the end of its sponsorship of {o}.",
         f"{A} has announced that it will stop sponsoring {o}."]
    W = [f"{cap(s)} was closed on {day} because {A} was ending its sponsorship of {o}.",
         f"The end of {poss(A)} sponsorship forced the closure of {s}."]
    return P, R, W, "nominalisation-conjunction", "invented-cause"


def T25(c):  # former role as current
    d = c.d; X, Xl = c.person(); h, o = d["head"], d["org"]; t = c.towns[2]; y = c.r.randint(2010, 2022)
    P = [[f"{X}, a former {h} of {o}, now runs a café in {t}."],
         [f"{X} led {o} as its {h} until {y}.", f"These days {Xl} runs a café in {t}."]]
    R = [f"{X} used to be {h} of {o}.",
         f"{X}, who once served as {poss(o)} {h}, runs a café in {t}."]
    W = [f"{X} is the {h} of {o}.",
         f"{X}, {h} of {o}, runs a café in {t}."]
    return P, R, W, "former-restated", "former-as-current"


def T26(c):  # counterfactual as fact
    d = c.d; o, pj = d["org"], d["project"]; A = c.partners[1]; m = c.r.choice(MONTHS)
    P = [[f"Had the grant from {A} arrived in time, {o} would have opened {pj} in {m}."],
         [f"{o} had hoped to open {pj} in {m}.",
          f"That would have happened if the grant from {A} had arrived in time."]]
    R = [f"If {poss(A)} grant had come in time, {o} would have opened {pj} in {m}.",
         f"The grant from {A} did not arrive in time for {o} to open {pj} in {m}."]
    W = [f"{o} opened {pj} in {m}.",
         f"The grant from {A} arrived in time for {o} to open {pj} in {m}."]
    return P, R, W, "counterfactual-kept", "counterfactual-as-fact"


def T27(c):  # nearly done as done
    d = c.d; b = d["building"]; y = c.r.randint(2019, 2024)
    P = [[f"Restoration of {b} is nearly finished; only the roof remains to be done."],
         [f"Work to restore {b} began in {y}.", f"It is almost complete, with just the roof still outstanding."]]
    R = [f"The restoration of {b} is close to completion, apart from the roof.",
         f"The roof of {b} has not yet been restored."]
    W = [f"Restoration of {b} has been completed.",
         f"Work to restore {b}, including the roof, is finished."]
    return P, R, W, "nearly-restated", "nearly-as-done"


def T28(c):  # list member added
    d = c.d; h, o = d["head"], d["org"]; A, _ = c.person(); B, _ = c.person(); C, _ = c.person(); D, _ = c.person()
    P = [[f"The shortlist for the post of {h} at {o} is {A}, {B} and {C}; {D}, who is retiring, will chair the interview panel."],
         [f"{o} has named three candidates for its {h} post: {A}, {B} and {C}.",
          f"The interview panel will be chaired by {D}, the retiring {h}."]]
    R = [f"{C}, {A} and {B} are the shortlisted candidates for {h} at {o}.",
         f"{B} is one of three candidates shortlisted for {h} at {o}."]
    W = [f"{A}, {B}, {C} and {D} are on the shortlist for {h} at {o}.",
         f"The four candidates for {h} at {o} include {D}."]
    return P, R, W, "list-reordered", "list-member-added"


def T29(c):  # speaker misattributed
    d = c.d; o = d["org"]; A, _ = c.person(); B, _ = c.person()
    P = [[f"\"We are delighted with the season,\" said {A}, the chair of {o}. {B}, the treasurer, warned that running costs were rising."],
         [f"{A}, who chairs {o}, said members were delighted with the season.",
          f"The treasurer, {B}, struck a more cautious note, warning that running costs were rising."]]
    R = [f"{poss(o)} treasurer, {B}, cautioned that running costs were going up.",
         f"According to {B}, running costs were increasing."]
    W = [f"{A} warned that running costs at {o} were rising.",
         f"The chair of {o}, {A}, cautioned that running costs were going up."]
    return P, R, W, "attribution-kept", "speaker-misattributed"


def T30(c):  # wrong sum / difference
    d = c.d; ev, f = d["event"], d["fund"]; y1 = c.r.randint(2016, 2023)
    a = c.r.randrange(2000, 15000, 50); b = c.r.randrange(2000, 15000, 50)
    while b == a:
        b = c.r.randrange(2000, 15000, 50)
    delta = c.r.choice([500, 1000, 1500, 2000])
    P = [[f"{cap(ev)} raised £{a:,} for {f} in {y1}.", f"The following year it raised £{b:,}."],
         [f"In {y1}, {ev} brought in £{a:,} for {f}; in {y1+1} the total was £{b:,}."]]
    more = "more" if b > a else "less"
    R = [f"Across {y1} and {y1+1}, {ev} raised £{a+b:,} for {f}.",
         f"{cap(ev)} raised £{abs(b-a):,} {more} for {f} in {y1+1} than in {y1}."]
    W = [f"Across {y1} and {y1+1}, {ev} raised £{a+b+delta:,} for {f}.",
         f"{cap(ev)} raised £{abs(b-a)+delta:,} {more} for {f} in {y1+1} than in {y1}."]
    return P, R, W, "sum-difference", "wrong-sum"


TEMPLATES = [T01, T02, T03, T04, T05, T06, T07, T08, T09, T10, T11, T12, T13, T14, T15,
             T16, T17, T18, T19, T20, T21, T22, T23, T24, T25, T26, T27, T28, T29, T30]


def main():
    jobs = [(ti, di) for ti in range(len(TEMPLATES)) for di in range(len(DOMAINS))]
    rng.shuffle(jobs)
    rows = []
    for g, (ti, di) in enumerate(jobs, 1):
        d = DOMAINS[di]
        c = Ctx(d, random.Random(rng.random()))
        P, R, W, rk, wk = TEMPLATES[ti](c)
        pi, ri, wi = rng.randrange(2), rng.randrange(2), rng.randrange(2)
        base = dict(group=f"p43-{g:03d}", domain=d["name"], passages=P[pi],
                    template=f"T{ti+1:02d}", wording=f"p{pi+1}-r{ri+1}-w{wi+1}")
        pair = [dict(base, category="R:" + rk, claim=R[ri], gold="right"),
                dict(base, category="W:" + wk, claim=W[wi], gold="wrong")]
        if rng.random() < 0.5:
            pair.reverse()
        for row in pair:
            rows.append({k: row[k] for k in ["group", "domain", "passages", "category", "claim",
                                             "gold", "template", "wording"]})
    with open("pairs.jsonl", "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(len(rows), "rows")


if __name__ == "__main__":
    main()
