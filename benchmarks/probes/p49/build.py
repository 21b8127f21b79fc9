"""Build pairs.jsonl for probe p49 (standard library only, deterministic)."""
import json, random
from lexicon import DOMAINS, MONTHS, PRON

RNG = random.Random(4949)

def C(s): return s[0].upper() + s[1:]
def P(s): return s + "'" if s.endswith("s") else s + "'s"

def ctx(L, rng):
    """Sample per-group entities."""
    ppl = rng.sample(L["persons"], 3)
    v = rng.sample(L["venues"], 3)
    b = L["branches"][:] ; rng.shuffle(b)
    s = L["suppliers"][:] ; rng.shuffle(s)
    return dict(
        org=L["org"], Org=C(L["org"]), orgP=P(L["org"]), OrgP=C(P(L["org"])),
        parent=L["parent"], Parent=C(L["parent"]), rival=L["rival"], Rival=C(L["rival"]),
        p0=ppl[0][0], p1=ppl[1][0], p0P=P(ppl[0][0]), p1P=P(ppl[1][0]),
        he0=PRON[ppl[0][1]][0], He0=C(PRON[ppl[0][1]][0]), his0=PRON[ppl[0][1]][1],
        va=v[0], vb=v[1], vc=v[2], Va=C(v[0]), Vb=C(v[1]), Vc=C(v[2]),
        ba=b[0], bb=b[1], Ba=C(b[0]), Bb=C(b[1]), baP=P(b[0]), BaP=C(P(b[0])),
        s0=s[0], s1=s[1], ta=L["towns"][0], tb=L["towns"][1],
        sub=L["sub"], sub_pl=L["sub_pl"], people=L["people"],
        asset=L["asset"], Asset=C(L["asset"]), item=L["item"], Item=C(L["item"]),
        event=L["event"], Event=C(L["event"]),
        role_a=L["roles"][0], role_b=L["roles"][1], duty=L["duty"], Duty=C(L["duty"]),
        qual=L["qual"], Qual=C(L["qual"]),
        rv=L["rate"][0], ru=L["rate"][1], rpp=L["rate"][2],
        changed=L["changed"], funder=L["funder"], fee=L["fee"][0],
    )

def T01(c, r):  # chain skip
    return dict(family="chain-skip (A managed by B, B reports to C -> A managed by C)",
        P1=["{Va} is managed by {p0}.", "{p0} reports to {p1}, {orgP} {role_a}."],
        P2=["{p0} is the manager of {va}.", "{p1}, the {role_a} of {org}, is {p0P} line manager."],
        R1=("join", "The manager of {va} reports to {p1}."),
        R2=("converse", "{p1} is the line manager of {p0}, who manages {va}."),
        W1="{Va} is managed by {p1}.",
        W2="{p1} is the manager of {va}.")

def T02(c, r):  # wrong intermediate
    return dict(family="multi-hop wrong intermediate (other supplier)",
        P1=["{Org} bought {item} from {s0}.", "{s0} is based in {ta}.", "{s1} is based in {tb}."],
        P2=["{Item} was supplied to {org} by {s0}.", "{s0} operates from {ta}, while {s1} operates from {tb}."],
        R1=("join", "{Org} obtained {item} from a supplier based in {ta}."),
        R2=("converse", "{s0}, which is based in {ta}, supplied {item} to {org}."),
        W1="{Org} bought {item} from {s1}, which is based in {tb}.",
        W2="{Item} was supplied to {org} by the {tb} firm {s1}.")

def T03(c, r):
    c["Y"] = r.randint(2008, 2023)
    return dict(family="scope widening (one branch voted -> whole organisation)",
        P1=["{Org} has two {sub_pl}: {ba} and {bb}.", "In {Y}, the {people} of {ba} voted to adopt a new code of conduct; {bb} has not yet held a vote."],
        P2=["{Org} is organised into two {sub_pl}, {ba} and {bb}.", "{Ba} voted in {Y} to adopt a new code of conduct. {Bb} has yet to vote on it."],
        R1=("paraphrase", "In {Y}, {ba} of {org} voted to adopt a new code of conduct."),
        R2=("inference", "Not every {sub} of {org} has voted on the new code of conduct."),
        W1="In {Y}, both {sub_pl} of {org} voted to adopt a new code of conduct.",
        W2="The whole of {org} has now voted in favour of a new code of conduct.")

def T04(c, r):
    c["Y"] = r.randint(2024, 2027); c["Mon"] = r.choice(MONTHS)
    return dict(family="modality (proposed, awaiting approval -> will happen)",
        P1=["{Org} has proposed opening {asset} in {Mon} {Y}; the plan still needs approval at the annual general meeting."],
        P2=["A proposal to open {asset} in {Mon} {Y} has been put forward by {org}. It must still be approved at the annual general meeting."],
        R1=("paraphrase", "{Org} has put forward a plan to open {asset} in {Mon} {Y}."),
        R2=("inference", "{OrgP} plan to open {asset} in {Mon} {Y} has not yet been approved."),
        W1="{Org} will open {asset} in {Mon} {Y}.",
        W2="{Org} has approved the opening of {asset} in {Mon} {Y}.")

def T05(c, r):
    return dict(family="attribution (denied rumour stated as fact)",
        P1=["The {ta} Courier reported a rumour that {org} plans to sell {va}. {Org} has denied the report."],
        P2=["According to a rumour printed in the {ta} Courier, {org} intends to sell {va}.", "{Org} says the story is untrue."],
        R1=("paraphrase", "{Org} has denied that it plans to sell {va}."),
        R2=("paraphrase-attributed", "The {ta} Courier carried a rumour about a sale of {va} by {org}."),
        W1="{Org} plans to sell {va}.",
        W2="{Va} is to be sold by {org}.")

def T06(c, r):
    c["Y"] = r.randint(1995, 2023)
    return dict(family="negation in another clause",
        P1=["Although {p0} chaired the {Y} meeting, {he0} did not sign {orgP} new constitution; it was signed by {p1}."],
        P2=["{p0} chaired the {Y} meeting of {org}.", "{OrgP} new constitution was signed by {p1}; {p0} did not sign it."],
        R1=("paraphrase", "{OrgP} new constitution was signed by {p1}, not by {p0}."),
        R2=("join", "The person who chaired the {Y} meeting did not sign {orgP} new constitution."),
        W1="{p0} chaired the {Y} meeting and signed {orgP} new constitution.",
        W2="{OrgP} new constitution bears the signature of {p0}, who chaired the {Y} meeting.")

def T07(c, r):
    c["Y"] = r.randint(2005, 2023); X = r.randint(120, 890); c["X"] = X; c["Xf"] = f"{X*1000:,}"
    return dict(family="unit slip (thousand -> million)",
        P1=["{OrgP} turnover in {Y} was £{X} thousand."],
        P2=["In {Y}, {org} recorded a turnover of £{Xf}."],
        R1=("unit-conversion", "{Org} turned over £{Xf} in {Y}."),
        R2=("bound-inference", "{OrgP} turnover in {Y} was less than £1 million."),
        W1="{OrgP} turnover in {Y} was £{X} million.",
        W2="In {Y}, {org} turned over {X} million pounds.")

def T08(c, r):
    lo, hi = DOM["rate"][3]; N = r.randint(lo, hi); c["N"] = N; c["N2"] = 2 * N
    return dict(family="period slip (per week -> per month)",
        P1=["{Org} {rv} about {N} {ru} a week."],
        P2=["On average, {N} {ru} are {rpp} by {org} each week."],
        R1=("arithmetic", "Over a fortnight, {org} {rv} roughly {N2} {ru}."),
        R2=("paraphrase-passive", "Roughly {N} {ru} are {rpp} by {org} every week."),
        W1="{Org} {rv} about {N} {ru} a month.",
        W2="Each month, {org} {rv} roughly {N} {ru}.")

def T09(c, r):
    c["Y"] = r.randint(2010, 2023); m = r.randint(1, 12); d = r.randint(2, 27)
    c.update(Mon=MONTHS[m-1], d=d, d1=d+1, iso=f"{c['Y']}-{m:02d}-{d:02d}")
    return dict(family="date shifted by one day",
        P1=["{Event} was held on {d} {Mon} {Y}."],
        P2=["On {d} {Mon} {Y}, {org} held {event}."],
        R1=("date-format", "{Event} took place on {iso}."),
        R2=("generalisation", "{Event} was held in {Mon} {Y}."),
        W1="{Event} was held on {d1} {Mon} {Y}.",
        W2="{Event} took place on {Mon} {d1}, {Y}.")

def T10(c, r):
    Y = r.randint(1985, 2012); k = r.randint(3, 9)
    c.update(Y=Y, k=k, Yk=Y+k, Yk1=Y+k+1, Ykm=Y+k-1)
    return dict(family="year slipped by one (arithmetic)",
        P1=["{p0} joined {org} in {Y} and became its {role_b} {k} years later."],
        P2=["{p0} has been a member of {org} since {Y}.", "{He0} was appointed {role_b} {k} years after joining."],
        R1=("arithmetic", "{p0} became {orgP} {role_b} in {Yk}."),
        R2=("paraphrase", "{p0} had been in {org} for {k} years when {he0} became its {role_b}."),
        W1="{p0} joined {org} in {Y} and became its {role_b} in {Yk1}.",
        W2="{p0} was appointed {role_b} of {org} in {Ykm}.")

def T11(c, r):
    c["Y"] = r.randint(1990, 2022)
    return dict(family="agent/patient swap (takeover)",
        P1=["In {Y}, {rival} was taken over by {org}."],
        P2=["{Org} took over {rival} in {Y}."],
        R1=("converse", "{Org} took over {rival} in {Y}."),
        R2=("synonym", "In {Y}, {org} acquired {rival}."),
        W1="In {Y}, {org} was taken over by {rival}.",
        W2="{Rival} acquired {org} in {Y}.")

def T12(c, r):
    c["Y"] = r.randint(1990, 2023)
    return dict(family="agent/patient swap (succession)",
        P1=["In {Y}, {p0} replaced {p1} as {orgP} {role_a}."],
        P2=["{p0} succeeded {p1} as {role_a} of {org} in {Y}."],
        R1=("converse", "{p1} was {orgP} {role_a} before {p0}."),
        R2=("synonym", "{p0} took over from {p1} as {role_a} of {org} in {Y}."),
        W1="In {Y}, {p1} replaced {p0} as {orgP} {role_a}.",
        W2="{p0} was {orgP} {role_a} until {p1} took over in {Y}.")

def T13(c, r):
    c["Y"] = r.randint(2010, 2023); N1 = r.randint(400, 3000); N2 = N1 + r.choice([-1, 1]) * r.randint(40, 300)
    c.update(N1=f"{N1:,}", N2=f"{N2:,}")
    return dict(family="superseded figure (first count later corrected)",
        P1=["The first count put attendance at {event} in {Y} at {N1}.", "A corrected count later gave the attendance as {N2}."],
        P2=["Organisers initially reported {N1} visitors at {event} in {Y}, but later corrected the figure to {N2}."],
        R1=("paraphrase", "According to the corrected count, {N2} people attended {event} in {Y}."),
        R2=("join", "The attendance figure for {event} in {Y} was revised from {N1} to {N2}."),
        W1="Attendance at {event} in {Y} was {N1}.",
        W2="{N1} people attended {event} in {Y}.")

def T14(c, r):
    return dict(family="condition dropped (if grant approved -> will)",
        P1=["If {funder} approves its grant application, {org} will refurbish {va} next year."],
        P2=["{Org} will refurbish {va} next year, provided that a grant from {funder} is approved."],
        R1=("reordered-conditional", "{Org} will refurbish {va} next year if its grant from {funder} is approved."),
        R2=("paraphrase", "Approval of a grant from {funder} would lead {org} to refurbish {va} next year."),
        W1="{Org} will refurbish {va} next year.",
        W2="{Va} is to be refurbished by {org} next year with a grant from {funder}.")

def T15(c, r):
    c["Y"] = r.randint(2012, 2022)
    return dict(family="temporal qualifier dropped (until Y -> still)",
        P1=["{p0} served as {orgP} {role_a} until {Y}.", "{p1} has held the post since then."],
        P2=["Since {Y}, the post of {role_a} at {org} has been held by {p1}; {p0} held it until then."],
        R1=("inference", "{p1} currently holds the post of {role_a} at {org}."),
        R2=("paraphrase", "{p0P} time as {role_a} of {org} ended in {Y}."),
        W1="{p0} serves as {orgP} {role_a}.",
        W2="{p0} is the current {role_a} of {org}.")

def T16(c, r):
    N2 = r.randint(40, 200); N1 = N2 + r.randint(15, 150); c.update(N1=N1, N2=N2, D=N1-N2)
    return dict(family="comparative reversed",
        P1=["{Va} seats {N1} people, while {vb} seats {N2}."],
        P2=["{Vb} has {N2} seats.", "{Va} has {N1} seats."],
        R1=("arithmetic", "{Va} seats {D} more people than {vb}."),
        R2=("converse", "{Vb} has fewer seats than {va}."),
        W1="{Vb} seats more people than {va}.",
        W2="{Va} has fewer seats than {vb}.")

def T17(c, r):
    c["Y"] = r.randint(1960, 2015)
    return dict(family="'first' not licensed",
        P1=["In {Y}, {org} became a member of {parent}."],
        P2=["{Parent} admitted {org} as a member in {Y}."],
        R1=("paraphrase", "{Org} joined {parent} in {Y}."),
        R2=("converse", "{Parent} gained {org} as a member in {Y}."),
        W1="In {Y}, {org} became the first member of {parent}.",
        W2="{Org} was a founding member of {parent}, joining in {Y}.")

def T18(c, r):
    return dict(family="'only' not licensed",
        P1=["{p0}, a member of {org}, holds {qual}."],
        P2=["{Qual} is held by {p0}, who belongs to {org}."],
        R1=("synonym", "{p0} has {qual}."),
        R2=("existential", "At least one member of {org} holds {qual}."),
        W1="{p0} is the only member of {org} who holds {qual}.",
        W2="No one in {org} apart from {p0} has {qual}.")

def T19(c, r):
    c["N"] = r.randint(60, 400)
    return dict(family="'largest' not licensed (only compared with one of three)",
        P1=["{Org} uses three venues: {va}, {vb} and {vc}.", "{Va} has room for {N} people, more than {vb}."],
        P2=["{Va}, {vb} and {vc} are the three venues {org} uses.", "With space for {N} people, {va} is bigger than {vb}."],
        R1=("converse", "{Vb} holds fewer people than {va}."),
        R2=("join", "One of {orgP} three venues, {va}, has room for {N} people."),
        W1="{Va} has room for {N} people, more than any other venue {org} uses.",
        W2="{Va} is the largest of {orgP} three venues.")

def T20(c, r):
    c["Y"] = r.randint(2005, 2023); c["N"] = r.randint(6, 60)
    return dict(family="cause asserted from co-occurrence",
        P1=["In {Y}, {org} changed {changed}.", "The number of {people} rose by {N} that year."],
        P2=["{Org} changed {changed} in {Y}; in the same year its number of {people} went up by {N}."],
        R1=("paraphrase", "In {Y}, the number of {people} at {org} went up by {N}."),
        R2=("join", "In the year {org} changed {changed}, its number of {people} rose by {N}."),
        W1="The number of {people} rose by {N} in {Y} because {org} changed {changed}.",
        W2="{OrgP} decision to change {changed} led to a rise of {N} in its {people} in {Y}.")

def T21(c, r):
    c["Y"] = r.randint(2010, 2023); lo, hi = DOM["fee"][1:]; c["X"] = r.randint(lo, hi)
    return dict(family="scope widening (one branch's fee -> organisation's fee)",
        P1=["In {Y}, {ba} of {org} raised its {fee} to £{X}."],
        P2=["{Ba}, one of {orgP} two {sub_pl}, put its {fee} up to £{X} in {Y}."],
        R1=("paraphrase", "{BaP} {fee} went up to £{X} in {Y}."),
        R2=("generalisation", "At least one {sub} of {org} raised its {fee} to £{X} in {Y}."),
        W1="In {Y}, {org} raised its {fee} to £{X}.",
        W2="Across {org}, the {fee} went up to £{X} in {Y}.")

def T22(c, r):
    b = r.randint(20, 150); a = b + r.randint(10, 120); c.update(a=a, b=b, S=a+b, D=a-b)
    return dict(family="part stated as whole (one branch's count -> organisation's)",
        P1=["Every one of {orgP} {people} belongs to exactly one of its two {sub_pl}, {ba} and {bb}.", "{Ba} has {a} {people} and {bb} has {b}."],
        P2=["{OrgP} {people} are split between its two {sub_pl}: {a} in {ba} and {b} in {bb}."],
        R1=("arithmetic-sum", "{Org} has {S} {people} in total."),
        R2=("arithmetic-difference", "{Ba} has {D} more {people} than {bb}."),
        W1="{Org} has {a} {people}.",
        W2="The total number of {people} at {org} is {a}.")

def T23(c, r):
    Y1 = r.randint(1980, 2010); k = r.randint(2, 12); c.update(Y1=Y1, Y2=Y1+k, k=k)
    return dict(family="temporal order reversed",
        P1=["{p0} joined {org} in {Y1}.", "{p1} joined {org} in {Y2}."],
        P2=["{p1} joined {org} in {Y2}, {k} years after {p0}."],
        R1=("arithmetic", "{p0} joined {org} {k} years before {p1}."),
        R2=("converse", "{p1} joined {org} later than {p0}."),
        W1="{p1} joined {org} before {p0}.",
        W2="{p0} became a member of {org} after {p1}.")

def T24(c, r):
    c["Y"] = r.randint(2015, 2025); m = r.randint(1, 11); d = r.randint(13, 28)
    c.update(Mon=MONTHS[m-1], Mon1=MONTHS[m], d=d, uk=f"{d:02d}/{m:02d}/{c['Y']}", uk1=f"{d:02d}/{m+1:02d}/{c['Y']}")
    return dict(family="date shifted by one month",
        P1=["Entries for {event} close on {d} {Mon} {Y}."],
        P2=["The closing date for entries to {event} is {d} {Mon} {Y}."],
        R1=("date-format", "The closing date for entries to {event} is {uk}."),
        R2=("date-format-paraphrase", "Entries for {event} must be in by {Mon} {d}, {Y}."),
        W1="Entries for {event} close on {d} {Mon1} {Y}.",
        W2="The closing date for entries to {event} is {uk1}.")

def T25(c, r):
    Y1 = r.randint(2000, 2015); Y2 = Y1 + r.randint(3, 8); a = r.randint(40, 300); b = a + r.randint(15, 200)
    c.update(Y1=Y1, Y2=Y2, a=a, b=b, D=b-a)
    return dict(family="level stated as change",
        P1=["{OrgP} {people} rose in number from {a} in {Y1} to {b} in {Y2}."],
        P2=["{Org} had {a} {people} in {Y1}.", "By {Y2} the figure was {b}."],
        R1=("arithmetic", "The number of {people} at {org} rose by {D} between {Y1} and {Y2}."),
        R2=("extraction", "{Org} had {b} {people} in {Y2}."),
        W1="{OrgP} {people} rose in number by {b} between {Y1} and {Y2}.",
        W2="Between {Y1} and {Y2}, {org} gained {b} {people}.")

def T26(c, r):
    c["Y"] = r.randint(2005, 2023); b = r.randint(10, 60); a = b + r.randint(4, 50); c.update(a=a, b=b, D=a-b)
    return dict(family="outcome flipped (defeated motion -> adopted)",
        P1=["At its {Y} annual general meeting, {org} voted on a motion to merge with {rival}. The motion was defeated by {a} votes to {b}."],
        P2=["A motion to merge {org} with {rival} was put to the {Y} annual general meeting.", "It was rejected, with {a} votes against and {b} in favour."],
        R1=("paraphrase", "The {Y} annual general meeting of {org} rejected a motion to merge with {rival}."),
        R2=("arithmetic", "The motion to merge {org} with {rival} failed by {D} votes."),
        W1="At its {Y} annual general meeting, {org} voted to merge with {rival}.",
        W2="{OrgP} members approved a merger with {rival} in {Y}.")

def T27(c, r):
    a = r.randint(150, 900); b = a + r.randint(50, 400); c.update(a=a, b=b)
    return dict(family="estimate range stated as exact figure",
        P1=["Organisers estimated that between {a} and {b} people visited {va} during {orgP} open day."],
        P2=["{OrgP} open day at {va} drew an estimated {a} to {b} visitors, according to the organisers."],
        R1=("paraphrase", "The organisers put the number of visitors to {va} on {orgP} open day at {a} to {b}."),
        R2=("bound-inference", "According to the organisers' estimate, no more than {b} people visited {va} on {orgP} open day."),
        W1="{b} people visited {va} during {orgP} open day.",
        W2="{OrgP} open day at {va} drew exactly {a} visitors.")

def T28(c, r):
    return dict(family="role swap across passages (wrong person for the duty)",
        P1=["{p0} is {orgP} {role_a}, and {p1} is its {role_b}.", "At {org}, {duty} is the job of the {role_b}."],
        P2=["{OrgP} {role_b} is responsible for {duty}.", "The {role_b} of {org} is {p1}; {p0} is the {role_a}."],
        R1=("join", "{p1} is responsible for {duty} at {org}."),
        R2=("join-apposition", "{p1}, {orgP} {role_b}, has the job of {duty}."),
        W1="{p0} is responsible for {duty} at {org}.",
        W2="At {org}, {duty} is handled by {p0}, its {role_a}.")

def T29(c, r):
    c["Y"] = r.randint(2008, 2023)
    return dict(family="quantifier scope (not all -> none)",
        P1=["Not all of {orgP} {people} voted in the {Y} ballot on the election of officers."],
        P2=["Some of {orgP} {people} did not take part in the {Y} ballot on the election of officers."],
        R1=("paraphrase", "Some of {orgP} {people} did not vote in the {Y} ballot on the election of officers."),
        R2=("inference", "Turnout among {orgP} {people} in the {Y} ballot on the election of officers was below 100 per cent."),
        W1="None of {orgP} {people} voted in the {Y} ballot on the election of officers.",
        W2="No {people} of {org} took part in the {Y} ballot on the election of officers.")

def T30(c, r):
    c["Y"] = r.randint(2000, 2023)
    return dict(family="collective act attributed to an officer (join over-claim)",
        P1=["{Org} opened {asset} in {Y}.", "{p0} is {orgP} {role_a}."],
        P2=["{Asset} was opened by {org} in {Y}.", "The {role_a} of {org} is {p0}."],
        R1=("voice-change", "{Asset} was opened by {org} in {Y}."),
        R2=("join", "{p0} is {role_a} of the organisation that opened {asset} in {Y}."),
        W1="{OrgP} {role_a}, {p0}, opened {asset} in {Y}.",
        W2="{Asset} was opened in {Y} by {p0}, the {role_a} of {org}.")

TEMPLATES = [globals()[f"T{i:02d}"] for i in range(1, 31)]
DOM = None

def balanced(rng):
    x = [1] * 5 + [2] * 5
    rng.shuffle(x)
    return x

def main():
    global DOM
    rows = []
    g = 0
    for ti, tf in enumerate(TEMPLATES, start=1):
        pch, rch, wch = balanced(RNG), balanced(RNG), balanced(RNG)
        for di, L in enumerate(DOMAINS):
            DOM = L
            c = ctx(L, RNG)
            spec = tf(c, RNG)
            fmt = lambda s: s.format(**c)
            tp = [fmt(s) for s in spec[f"P{pch[di]}"]]
            rkind, rtext = spec[f"R{rch[di]}"]
            wtext = spec[f"W{wch[di]}"]
            nbg = RNG.choice([0, 0, 1, 1, 2])
            nbg = min(nbg, 4 - len(tp))
            bg = RNG.sample(L["background"], nbg)
            before = RNG.randint(0, nbg)
            passages = bg[:before] + tp + bg[before:]
            g += 1
            gid = f"G{g:03d}"
            twin = [
                dict(group=gid, template=f"T{ti:02d}", kind=f"R:{rkind}", domain=L["name"],
                     wording=f"P{pch[di]}/R{rch[di]}", claim=fmt(rtext), passages=passages, gold="right"),
                dict(group=gid, template=f"T{ti:02d}", kind=f"W:{spec['family']}", domain=L["name"],
                     wording=f"P{pch[di]}/W{wch[di]}", claim=fmt(wtext), passages=passages, gold="wrong"),
            ]
            RNG.shuffle(twin)
            rows.extend(twin)
    with open("pairs.jsonl", "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(rows), "rows")

if __name__ == "__main__":
    main()
