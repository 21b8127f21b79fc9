#!/usr/bin/env python3
"""Audit 48 generator (deterministic). Rebuilds suites/<domain>/, runs/<domain>.jsonl,
expected.json and NOTES.md from the templates below. Written blind: only DESIGN.md,
README.md, the demo data formats and --help were read."""
import json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = "2026-06-01"

DOMAINS = {
    "seedbank": dict(
        A=["the Elmsford seed bank", "the Harrow seed bank"],
        rooms=["vault", "drying room", "cold store", "germination lab", "seed library", "cleaning workshop"],
        X=["barley accessions", "lentil accessions"], Y=["sorghum packets", "bean packets"],
        O=["the regional office", "the county board"], O2=["the national council", "the district inspectorate"],
        N=["Ines Marlow", "Tobias Wren", "Petra Lund", "Omar Sileti", "Greta Hallam", "Victor Oduya"],
        R=["curator", "chief technician"], S=["silica gel", "seed envelopes"],
        V=["visitors", "volunteers"]),
    "tramdepot": dict(
        A=["the Kellby tram depot", "the Ostford tram depot"],
        rooms=["paint shop", "wheel lathe bay", "inspection pit", "sand store", "signal cabin", "carriage shed"],
        X=["low-floor trams", "heritage trams"], Y=["bogie frames", "pantograph heads"],
        O=["the regional office", "the transit authority"], O2=["the city council", "the safety board"],
        N=["Lena Brandt", "Marco Ruel", "Aisha Kanter", "Piet Vos", "Dora Nyland", "Samuel Achebe"],
        R=["depot manager", "chief engineer"], S=["track sand", "brake blocks"],
        V=["visitors", "contractors"]),
    "vetlab": dict(
        A=["the Brackley veterinary lab", "the Dunmore veterinary lab"],
        rooms=["necropsy suite", "serology room", "sample store", "culture room", "isolation ward", "records office"],
        X=["cattle blood samples", "poultry swabs"], Y=["sheep tissue slides", "pig serum tubes"],
        O=["the regional office", "the animal health agency"], O2=["the farmers' union", "the ministry panel"],
        N=["Hanna Petrov", "Leon Ashworth", "Mira Solberg", "Kwame Otieno", "Rosa Delgado", "Felix Amsel"],
        R=["lab director", "chief pathologist"], S=["formalin", "culture media"],
        V=["visitors", "students"]),
    "courtrecords": dict(
        A=["the Westmere court records office", "the Lanton court records office"],
        rooms=["deed room", "map cabinet room", "reading room", "microfilm bay", "strongroom", "scanning suite"],
        X=["probate files", "tithe maps"], Y=["jury lists", "land deeds"],
        O=["the regional office", "the county archive service"], O2=["the records commission", "the bar association"],
        N=["Clara Voss", "Ezra Pollard", "Nadia Fenwick", "Jonas Mbeki", "Agnes Thorley", "Ruben Castell"],
        R=["chief clerk", "records keeper"], S=["archival boxes", "acid-free folders"],
        V=["visitors", "researchers"]),
    "lighthouse": dict(
        A=["the Skerrow lighthouse trust", "the Fennick lighthouse trust"],
        rooms=["lamp room", "keepers' cottage", "fog signal house", "oil store", "watch room", "museum gallery"],
        X=["brass lenses", "logbooks"], Y=["signal flags", "foghorn reeds"],
        O=["the regional office", "the harbour commission"], O2=["the heritage board", "the coast council"],
        N=["Isla McBride", "Henrik Dahl", "Morag Finlay", "Tomasz Nowak", "Elsie Crane", "Ravi Menon"],
        R=["trust secretary", "head keeper"], S=["lamp oil", "paraffin"],
        V=["visitors", "school groups"]),
}
# families that get a second instance (the second facility of the domain)
SECOND = {"neg_moved", "cond_reversed", "cond_dropped", "scope_part_whole", "roles_swapped", "roles_swapped2",
          "pred_moved", "attribution", "computed_share", "comparative"}
ADJ = ["north", "south", "east", "west", "upper", "lower", "old", "new", "inner", "outer"]


class Dom:
    def __init__(self, name, v):
        self.name, self.v = name, v
        self.places = [f"the {a} {r}" for r in v["rooms"] for a in ADJ]
        self.pi = 0
        self.sources, self.spans, self.cases, self.runs, self.exp, self.notes = [], [], [], [], {}, []

    def place(self):
        p = self.places[self.pi]; self.pi += 1; return p

    def doc(self, vid, title, sents, **meta):
        text = title + ".\n"
        ids = []
        for sid, s in sents:
            start = len(text); text += s; end = len(text); text += "\n"
            self.spans.append({"span_id": sid, "version_id": vid, "start": start, "end": end, "exact": s})
            ids.append(sid)
        rec = {"version_id": vid, "source_id": meta.pop("source_id", vid), "uri": f"https://{self.name}.example/{vid}",
               "title": title, "text": text, "observed_at": meta.pop("observed_at", "2025-01-10"),
               "published_at": meta.pop("published_at", "2025-01-05"), "status": meta.pop("status", "current"),
               "readers": meta.pop("readers", [])}
        rec.update(meta)
        self.sources.append(rec)
        return ids

    def case(self, cid, fam, label, question, claims, ref, answer, sources=None, *, verdict, correct, rule,
             target=0, unclear=False, reader=None, behavior="answer", answerable=True, abstained=None,
             structured=None, strata=None):
        c = {"case_id": cid, "question": question, "reader": reader, "cutoff": CUTOFF, "answerable": answerable,
             "reference_answer": ref, "expected_behavior": behavior,
             "strata": dict(strata or {}, family=fam, domain=self.name), "claims": claims}
        self.cases.append(c)
        r = {"case_id": cid, "answer_text": answer}
        if abstained is not None:
            r["abstained"] = abstained
        if structured is not None:
            r["claims"] = structured
        else:
            r["sources"] = [dict(marker=m, **s) if isinstance(s, dict) else {"marker": m, "span_id": s}
                            for m, s in (sources or [])]
        self.runs.append(r)
        self.exp[cid] = {"family": fam, "label": label, "verdict": verdict, "correct": correct,
                         "target": target, "unclear": unclear, "rule": rule}
        self.notes.append(f"{cid} | {fam} | {label} | {rule}" + (" | UNCLEAR" if unclear else ""))


def claim(cid, text, routes, inference=None, applies_at=None):
    c = {"claim_id": cid, "text": text, "consequential": True,
         "routes": [{"set_id": f"r{i}", "members": m, "inference": inference or [], "annotation_version": "a48",
                     "status": "adjudicated"} for i, m in enumerate(routes)]}
    if applies_at:
        c["applies_at"] = applies_at
    return c


R_ACC = "§4 accept: correct, within boundary, complete admissible route cited, jointly supported"
R_WRONG = "§3.4/§4: incorrect claim (contradicts reference claim) is never accepted -> reject"


def twin(d, fam, i, question, ev, ref_claim, ref, wrong, right, rule_w, inference=None, extra_right=(), extra_wrong=()):
    """Single-document close-wrong family: ev = list of sentences (all in one route)."""
    if i == 1 and fam not in SECOND:
        return
    pre = f"{d.name}-{fam}-{i}"
    sids = d.doc(f"{pre}-doc", f"{d.v['A'][i].capitalize()} notes", [(f"{pre}-s{k}", s) for k, s in enumerate(ev)])
    cl = [claim("c", ref_claim, [sids], inference)]
    marks = "".join(f"[{k+1}]" for k in range(len(sids)))
    srcs = [(str(k + 1), s) for k, s in enumerate(sids)]
    def put(txt):
        return txt[:-1] + " " + marks + "." if txt.endswith(".") else txt + " " + marks
    d.case(f"{pre}-W", fam, "wrong", question, cl, ref, put(wrong), srcs, verdict="reject", correct=False,
           rule=rule_w)
    d.case(f"{pre}-R", fam, "right", question, cl, ref, put(right), srcs, verdict="accept", correct=True,
           rule=R_ACC)
    for k, (ww, rw) in enumerate(extra_wrong):
        d.case(f"{pre}-W{k+2}", fam, "wrong", question, cl, ref, put(ww), srcs, verdict="reject", correct=False,
               rule=R_WRONG + " (" + rw + ")")
    for k, rr in enumerate(extra_right):
        d.case(f"{pre}-R{k+2}", fam, "right", question, cl, ref, put(rr), srcs, verdict="accept", correct=True,
               rule=R_ACC)


def close_families(d, i):
    v = d.v
    A, X, Y, O, O2, R, S, V = v["A"][i], v["X"][i], v["Y"][i], v["O"][i], v["O2"][i], v["R"][i], v["S"][i], v["V"][i]
    N = v["N"]; N1, N2 = N[2 * i], N[2 * i + 1]
    Acap = A[0].upper() + A[1:]
    h = sum(map(ord, d.name)) % 7
    n = [1240, 3815][i] + 10 * h
    nstr, n2str = f"{n:,}", f"{n + 90:,}"

    P = d.place()
    twin(d, "num", i, f"How many {X} does {A} store in {P}?", [f"{Acap} stores {nstr} {X} in {P}."],
         f"{Acap} stores {nstr} {X} in {P}.", [nstr, str(n)],
         f"{Acap} stores {n2str} {X} in {P}.", f"In {P}, {A} stores {nstr} {X}.",
         R_WRONG + " (number changed)", extra_right=[f"{nstr} {X} are stored in {P} by {A}."])
    P = d.place()
    twin(d, "date", i, f"When did {A} open {P}?", [f"{Acap} opened {P} on {14 + i} March 2019."],
         f"{Acap} opened {P} on {14 + i} March 2019.", [f"{14 + i} March 2019", f"2019-03-{14 + i}", f"March {14 + i}, 2019"],
         f"{Acap} opened {P} on {14 + i} March 2018.", f"{P[0].upper() + P[1:]} was opened by {A} on 2019-03-{14 + i}.",
         R_WRONG + " (date changed)", extra_right=[f"{Acap} opened {P} on March {14 + i}, 2019."])
    twin(d, "unit", i, f"How much {S} does {A} keep in reserve?", [f"{Acap} keeps a reserve of {2.5 + i} tonnes of {S}."],
         f"{Acap} keeps a reserve of {2.5 + i} tonnes of {S}.", [f"{2.5 + i} tonnes", f"{int((2.5 + i) * 1000):,} kg", f"{int((2.5 + i) * 1000)} kg"],
         f"{Acap} keeps a reserve of {2.5 + i} kg of {S}.", f"{Acap} keeps a reserve of {int((2.5 + i) * 1000):,} kg of {S}.",
         R_WRONG + " (unit changed)", extra_right=[f"{Acap} keeps {int((2.5 + i) * 1000)} kg of {S} in reserve."])
    P = d.place()
    twin(d, "neg_dropped", i, f"May {V} enter {P} at {A}?", [f"{V.capitalize()} to {A} are not allowed to enter {P}."],
         f"{V.capitalize()} to {A} are not allowed to enter {P}.", ["not allowed", "prohibited", "may not"],
         f"{V.capitalize()} to {A} are allowed to enter {P}.", f"{V.capitalize()} to {A} are prohibited from entering {P}.",
         R_WRONG + " (negation dropped)")
    twin(d, "neg_moved", i, f"Does {A} lend {X} abroad?", [f"{Acap} does not lend {X} abroad, only to domestic partners."],
         f"{Acap} lends {X} only to domestic partners, not abroad.", ["only to domestic partners", "does not lend"],
         f"{Acap} lends {X} abroad, not only to domestic partners.", f"{Acap} lends {X} only to domestic partners and not abroad.",
         R_WRONG + " (negation moved: 'not abroad' -> 'not only')")
    P = d.place()
    twin(d, "modal", i, f"Can staff extend a booking of {P}?", [f"Staff may extend a booking of {P} by 30 days."],
         f"Staff may extend a booking of {P} by 30 days.", ["30 days", "thirty days"],
         f"Staff must extend a booking of {P} by 30 days.", f"Staff are allowed to extend a booking of {P} by 30 days.",
         R_WRONG + " (modality may -> must)", extra_wrong=[(f"Staff cannot extend a booking of {P} by 30 days.", "may -> cannot")],
         extra_right=[f"Staff are permitted to extend a booking of {P} by 30 days."])
    P, P2 = d.place(), d.place()
    twin(d, "cond_reversed", i, f"When does {A} move {X} to {P2}?",
         [f"If the temperature in {P} rises above 5 °C, {A} moves {X} to {P2}."],
         f"{Acap} moves {X} to {P2} if the temperature in {P} rises above 5 °C.", ["rises above 5 °C", "above 5 °C"],
         f"{Acap} moves {X} to {P2} unless the temperature in {P} rises above 5 °C.",
         f"{Acap} moves {X} to {P2} when the temperature in {P} rises above 5 °C.",
         R_WRONG + " (condition reversed if -> unless)")
    P = d.place()
    twin(d, "cond_dropped", i, f"When does {A} close {P} on public holidays?", [f"On public holidays, {A} closes {P} at 2 pm."],
         f"On public holidays, {A} closes {P} at 2 pm.", ["2 pm", "14:00"],
         f"{Acap} closes {P} at 2 pm.", f"{Acap} closes {P} at 14:00 on public holidays.",
         R_WRONG + " (condition dropped: states it for every day)")
    P = d.place()
    twin(d, "scope_part_whole", i, f"Until when is {P} of {A} closed for repairs?", [f"{P[0].upper() + P[1:]} of {A} is closed for repairs until June 2027."],
         f"{P[0].upper() + P[1:]} of {A} is closed for repairs until June 2027.", ["June 2027"],
         f"{Acap} is closed for repairs until June 2027.", f"{P[0].upper() + P[1:]} of {A} remains closed for repairs until June 2027.",
         R_WRONG + " (scope widened: part stated of the whole)")
    twin(d, "scope_most_all", i, f"How often are {X} at {A} checked?", [f"Most {X} at {A} are checked every 6 months."],
         f"Most {X} at {A} are checked every 6 months.", ["every 6 months", "every six months"],
         f"All {X} at {A} are checked every 6 months.", f"The majority of {X} at {A} are checked every six months.",
         R_WRONG + " (scope widened: most -> all)")
    twin(d, "roles_swapped", i, f"Who audits {A}?", [f"{Acap} is audited by {O} every spring."],
         f"{O[0].upper() + O[1:]} audits {A} every spring.", [O[4:] if O.startswith("the ") else O],
         f"{Acap} audits {O} every spring.", f"Every spring, {O} audits {A}.",
         R_WRONG + " (roles swapped: passive doer made object)",
         extra_wrong=[(f"{Acap} is audited every spring, and it audits {O}.", "roles swapped with pronoun")],
         extra_right=[f"{Acap} is audited by {O} each spring."])
    twin(d, "roles_swapped2", i, f"Who inspects {Y} at {A}?", [f"{O2[0].upper() + O2[1:]} inspects the {Y} supplied by {O} to {A}."],
         f"{O2[0].upper() + O2[1:]} inspects the {Y} that {O} supplies to {A}.", [O2[4:]],
         f"{O[0].upper() + O[1:]} inspects the {Y} supplied by {O2} to {A}.", f"The {Y} that {O} supplies to {A} are inspected by {O2}.",
         R_WRONG + " (roles swapped between supplier and inspector)")
    twin(d, "pred_moved", i, f"Who catalogues the {X} at {A}?", [f"At {A}, {N1} catalogues the {X}, and {N2} repairs the {Y}."],
         f"{N1} catalogues the {X} at {A}.", [N1],
         f"At {A}, {N1} repairs the {Y}, and {N2} catalogues the {X}.", f"The {X} at {A} are catalogued by {N1}.",
         R_WRONG + " (predicates moved between the clauses' subjects)")
    P = d.place()
    y0 = 2009 + i
    twin(d, "computed_span", i, f"For how many years did {P} operate?",
         [f"{Acap} built {P} in {y0}.", f"{Acap} demolished {P} in {y0 + 8}."],
         f"{P[0].upper() + P[1:]} operated for 8 years.", ["8 years", "eight years"],
         f"{P[0].upper() + P[1:]} operated for 9 years.", f"{P[0].upper() + P[1:]} operated for eight years.",
         R_WRONG + " (computed value wrong)", inference=["arithmetic: demolition year minus build year"])
    twin(d, "computed_share", i, f"What share of {A}'s {X} are in the cold store?",
         [f"{Acap} holds 400 {X}.", f"Of those {X}, 100 are kept in the cold store."],
         f"A quarter of {A}'s {X} are kept in the cold store.", ["a quarter", "25%", "25 percent", "one quarter"],
         f"A third of {A}'s {X} are kept in the cold store.", f"25 percent of {A}'s {X} are kept in the cold store.",
         R_WRONG + " (computed share wrong)", inference=["arithmetic: 100 / 400"])
    P, P2 = d.place(), d.place()
    twin(d, "comparative", i, f"Which is larger, {P} or {P2}?", [f"At {A}, {P} is larger than {P2}."],
         f"At {A}, {P} is larger than {P2}.", [P[4:]],
         f"At {A}, {P2} is larger than {P}.", f"At {A}, {P2} is smaller than {P}.",
         R_WRONG + " (comparative reversed)")
    P = d.place()
    twin(d, "superlative", i, f"Which of the three rooms at {A} is the coldest?", [f"Of the three rooms at {A}, {P} is the coldest."],
         f"Of the three rooms at {A}, {P} is the coldest.", [P[4:]],
         f"Of the three rooms at {A}, {P} is the warmest.", f"{P[0].upper() + P[1:]} is the coldest of the three rooms at {A}.",
         R_WRONG + " (superlative reversed)")
    P = d.place()
    twin(d, "attribution", i, f"Who said that {P} at {A} needs a new roof?", [f"{N1} told {O} that {P} at {A} needs a new roof."],
         f"{N1} said that {P} at {A} needs a new roof.", [N1],
         f"{O[0].upper() + O[1:]} told {N1} that {P} at {A} needs a new roof.", f"According to {N1}, {P} at {A} needs a new roof.",
         R_WRONG + " (attribution changed: speaker and addressee swapped)")
    P = d.place()
    twin(d, "belief_as_fact", i, f"When was {P} at {A} built?", [f"{N2} believes that {P} at {A} was built in 1887."],
         f"{N2} believes that {P} at {A} was built in 1887.", ["1887"],
         f"{P[0].upper() + P[1:]} at {A} was built in 1887.", f"{N2} thinks that {P} at {A} was built in 1887.",
         R_WRONG + " (belief stated as fact)")
    P = d.place()
    twin(d, "plan_as_fact", i, f"Has {A} opened {P}?", [f"{Acap} plans to open {P} in 2028."],
         f"{Acap} plans to open {P} in 2028.", ["2028"],
         f"{Acap} will open {P} in 2028.", f"{Acap} intends to open {P} in 2028.",
         R_WRONG + " (plan stated as certain fact)", extra_wrong=[(f"{Acap} has opened {P}.", "plan stated as done")])
    twin(d, "acting_dropped", i, f"Who is the acting {R} of {A}?", [f"{N1}, the acting {R} of {A}, signed the annual report."],
         f"{N1} is the acting {R} of {A}.", [N1],
         f"{N1} is the {R} of {A}.", f"{N1} serves as acting {R} of {A}.",
         R_WRONG + " ('acting' dropped)", extra_wrong=[(f"{N1} is the permanent {R} of {A}.", "'acting' replaced by 'permanent'")])
    twin(d, "former_dropped", i, f"What role did {N2} hold at {A}?", [f"{N2}, a former {R} of {A}, wrote the visitor guide."],
         f"{N2} is a former {R} of {A}.", [f"former {R}"],
         f"{N2} is the {R} of {A}.", f"{N2} formerly served as {R} of {A}.",
         R_WRONG + " ('former' dropped: stated as current)",
         extra_wrong=[(f"{N2} is the current {R} of {A}, not a former {R}.", "'former' denied")])
    P = d.place()
    twin(d, "limit_replaced", i, f"How many {V} can {P} at {A} hold at a time?", [f"{P[0].upper() + P[1:]} at {A} holds up to {40 + 5 * i} {V} at a time."],
         f"{P[0].upper() + P[1:]} at {A} holds up to {40 + 5 * i} {V} at a time.", [str(40 + 5 * i)],
         f"{P[0].upper() + P[1:]} at {A} always holds {40 + 5 * i} {V} at a time.", f"{P[0].upper() + P[1:]} at {A} holds at most {40 + 5 * i} {V} at a time.",
         R_WRONG + " (limit 'up to' replaced by 'always')", extra_right=[f"No more than {40 + 5 * i} {V} at a time fit in {P} at {A}."])
    P = d.place()
    twin(d, "limit_dropped", i, f"How long does a visit to {P} at {A} last?", [f"Each visit to {P} at {A} lasts up to 20 minutes."],
         f"Each visit to {P} at {A} lasts up to 20 minutes.", ["20 minutes", "twenty minutes"],
         f"Each visit to {P} at {A} lasts 20 minutes.", f"Each visit to {P} at {A} lasts no more than 20 minutes.",
         R_WRONG + " (upper limit dropped: 'up to 20' stated as exactly 20)")
    twin(d, "since_until", i, f"Since when has {N2} led {A}?", [f"{N2} has led {A} since {2014 + i}."],
         f"{N2} has led {A} since {2014 + i}.", [str(2014 + i)],
         f"{N2} led {A} until {2014 + i}.", f"{N2} has headed {A} since {2014 + i}.",
         R_WRONG + " (since -> until)")
    P = d.place()
    twin(d, "range_end", i, f"How long do tours of {P} at {A} last?", [f"Tours of {P} at {A} last 40 to 50 minutes."],
         f"Tours of {P} at {A} last 40 to 50 minutes.", ["40 to 50 minutes", "between 40 and 50 minutes"],
         f"Tours of {P} at {A} last 50 minutes.", f"Tours of {P} at {A} last between 40 and 50 minutes.",
         R_WRONG + " (range end given as the value)",
         extra_wrong=[(f"Tours of {P} at {A} last exactly 50 minutes, not 40 to 50 minutes.", "range replaced by an exact value")])
    P = d.place()
    twin(d, "qualifier_dropped", i, f"Who collects {Y} from {P}?", [f"{O[0].upper() + O[1:]} collects {Y} from {P} at {A} every weekday morning."],
         f"{O[0].upper() + O[1:]} collects {Y} from {P} at {A} every weekday morning.", [O[4:]],
         f"{O[0].upper() + O[1:]} collects {Y} from {P} at {A} every morning.",
         f"Every weekday morning, {O} collects {Y} from {P} at {A}.",
         R_WRONG + " (qualifier 'weekday' dropped)",
         extra_wrong=[(f"{O[0].upper() + O[1:]} collects {Y} from {P} at {A} every morning, weekends included.", "qualifier widened to weekends")])


def structural(d):
    v = d.v; A = v["A"][0]; Acap = A[0].upper() + A[1:]; X, X2 = v["X"]; N = v["N"]; nm = d.name
    # S paraphrase (verbatim restatement)
    P = d.place()
    sid = d.doc(f"{nm}-para-doc", "Site history", [(f"{nm}-para-s0", f"{Acap} was founded in 1962 by {v['O'][0]}.")])
    cl = [claim("c", f"{Acap} was founded in 1962.", [sid])]
    q = f"When was {A} founded?"
    d.case(f"{nm}-para-0-R", "paraphrase", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [1].", [("1", sid[0])],
           verdict="accept", correct=True, rule=R_ACC)
    d.case(f"{nm}-para-1-R", "paraphrase", "right", q, cl, ["1962"], f"{Acap} dates from its founding in 1962 [1].",
           [("1", sid[0])], verdict="accept", correct=True, rule=R_ACC)
    # invalid markers
    d.case(f"{nm}-marker-0-R", "marker_unresolved", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [2].",
           [("1", sid[0])], verdict="revise_citations", correct=True,
           rule="§3.1 marker [2] resolves to no source: invalid_citation; claim correct and supported -> revise_citations")
    d.case(f"{nm}-marker-1-R", "marker_unresolved", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [1][4].",
           [("1", sid[0])], verdict="revise_citations", correct=True,
           rule="§4 accept requires valid citations; [4] unresolvable -> revise_citations")
    d.case(f"{nm}-marker-2-R", "marker_unresolved", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [1].",
           [("1", f"{nm}-no-such-span")], verdict="revise_citations", correct=True,
           rule="§3.1 source entry names a span the suite lacks: invalid citation, no route cited -> revise_citations")
    # quotes
    ans = f"{Acap} was founded in 1962."
    d.case(f"{nm}-quote-0-R", "quote", "right", q, cl, ["1962"], ans, structured=[
        {"text": ans, "citations": [{"span_id": sid[0], "quote": "was founded in 1962"}]}],
        verdict="accept", correct=True, rule="§3.2 faithful quote; " + R_ACC)
    d.case(f"{nm}-quote-1-R", "quote", "right", q, cl, ["1962"], ans, structured=[
        {"text": ans, "citations": [{"span_id": sid[0], "quote": "was founded in 1962 by the city"}]}],
        verdict="revise_citations", correct=True, rule="§3.2/§4 quote not in cited span (unfaithful) -> not accept; claim supported -> revise_citations")
    d.case(f"{nm}-quote-2-W", "quote", "wrong", q, cl, ["1962"], f"{Acap} was founded in 1926.", structured=[
        {"text": f"{Acap} was founded in 1926.", "citations": [{"span_id": sid[0], "quote": "was founded in 1926"}]}],
        verdict="reject", correct=False, rule=R_WRONG + " (and quote unfaithful)")
    # wrong source cited
    other = d.doc(f"{nm}-other-doc", "Opening hours", [(f"{nm}-other-s0", f"{Acap} is open from 9 am to 5 pm on weekdays.")])
    d.case(f"{nm}-wrongsrc-0-R", "wrong_source", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [1].",
           [("1", other[0])], verdict="revise_citations", correct=True,
           rule="§3.5 supported independently, cited span irrelevant/no route -> revise_citations")
    d.case(f"{nm}-wrongsrc-1-R", "wrong_source", "right", q, cl, ["1962"], f"{Acap} was founded in 1962 [1][2].",
           [("1", other[0]), ("2", sid[0])], verdict="accept", correct=True, unclear=True,
           rule="§3.6 complete route cited; §3.8 the extra citation is irrelevant (not merely redundant): accept vs revise_citations (misattributed) not fixed by DESIGN")
    # two-hop bridge
    for i in range(2):
        Xi, Xo = v["X"][i], ["reserve", "loan"][i]
        Nr, Nw = N[4], N[5]
        room, oroom = f"B{12 + i}", f"B{40 + i}"
        h1 = d.doc(f"{nm}-hop2-{i}-loc", "Collection locations", [(f"{nm}-hop2-{i}-a", f"The {Xi} collection is kept in room {room}."),
                                                                   (f"{nm}-hop2-{i}-ax", f"The {Xo} collection is kept in room {oroom}.")])
        h2 = d.doc(f"{nm}-hop2-{i}-mgr", "Room managers", [(f"{nm}-hop2-{i}-b", f"Room {room} is managed by {Nr if i == 0 else Nw}."),
                                                            (f"{nm}-hop2-{i}-bx", f"Room {oroom} is managed by {Nw if i == 0 else Nr}.")])
        who, other_who = (Nr, Nw) if i == 0 else (Nw, Nr)
        rc = f"{who} manages the room where the {Xi} collection is kept."
        cl2 = [claim("c", rc, [[h1[0], h2[0]]], ["join on room number"])]
        q2 = f"Who manages the room where the {Xi} collection is kept?"
        p = f"{nm}-hop2-{i}"
        d.case(f"{p}-all-R", "hop2", "right", q2, cl2, [who], f"{who} manages the room where the {Xi} collection is kept [1][2].",
               [("1", h1[0]), ("2", h2[0])], verdict="accept", correct=True, rule=R_ACC + " (2-hop, both hops cited)")
        d.case(f"{p}-scope-R", "hop2", "right", q2, cl2, [who],
               f"The {Xi} collection is kept in room {room} [1]. Room {room} is managed by {who} [2].",
               [("1", h1[0]), ("2", h2[0])], target=1, verdict="accept", correct=True,
               rule="§3.6 answer scope: earlier sentence states the hop -> complete -> accept")
        d.case(f"{p}-miss-R", "hop2", "right", q2, cl2, [who], f"{who} manages the room where the {Xi} collection is kept [1].",
               [("1", h2[0])], verdict="revise_citations", correct=True,
               rule="§3.6 hop (location) not cited: supported but incomplete -> revise_citations")
        d.case(f"{p}-wrongent-W", "hop2", "wrong", q2, cl2, [who], f"{other_who} manages the room where the {Xi} collection is kept [1][2].",
               [("1", h1[1]), ("2", h2[1])], verdict="reject", correct=False,
               rule=R_WRONG + " (hop applied to the other collection's room)")
    # three-hop bridge
    for i in range(2):
        Xi = v["X"][i]; wing, owing = ["east", "west"][i], ["west", "east"][i]
        Nr, Nw = N[2 + i], N[3 - i]
        p = f"{nm}-hop3-{i}"
        a = d.doc(f"{p}-loc", "Collection locations", [(f"{p}-a", f"The {Xi} collection is kept in room C{3 + i}."),
                                                       (f"{p}-ax", f"The {v['Y'][i]} collection is kept in room C{7 + i}.")])
        b = d.doc(f"{p}-plan", "Floor plan", [(f"{p}-b", f"Room C{3 + i} belongs to the {wing} wing."),
                                              (f"{p}-bx", f"Room C{7 + i} belongs to the {owing} wing.")])
        c3 = d.doc(f"{p}-sup", "Wing supervisors", [(f"{p}-c", f"The {wing} wing is supervised by {Nr}."),
                                                    (f"{p}-cx", f"The {owing} wing is supervised by {Nw}.")])
        rc = f"{Nr} supervises the wing that contains the room where the {Xi} collection is kept."
        cl3 = [claim("c", rc, [[a[0], b[0], c3[0]]], ["join on room", "join on wing"])]
        q3 = f"Who supervises the wing containing the room where the {Xi} collection is kept?"
        d.case(f"{p}-all-R", "hop3", "right", q3, cl3, [Nr], f"{Nr} supervises the wing containing the room where the {Xi} collection is kept [1][2][3].",
               [("1", a[0]), ("2", b[0]), ("3", c3[0])], verdict="accept", correct=True, rule=R_ACC + " (3-hop)")
        d.case(f"{p}-miss-R", "hop3", "right", q3, cl3, [Nr], f"{Nr} supervises the wing containing the room where the {Xi} collection is kept [1][2].",
               [("1", a[0]), ("2", c3[0])], verdict="revise_citations", correct=True, rule="§3.6 middle hop missing -> revise_citations")
        d.case(f"{p}-wrongent-W", "hop3", "wrong", q3, cl3, [Nr], f"{Nw} supervises the wing containing the room where the {Xi} collection is kept [1][2][3].",
               [("1", a[0]), ("2", b[1]), ("3", c3[1])], verdict="reject", correct=False, rule=R_WRONG + " (wing hop applied to another room)")
    # versions: superseded / future / applies_at
    P = d.place(); p = f"{nm}-ver"
    v1 = d.doc(f"{p}-v1", "Fee schedule", [(f"{p}-v1s", f"The annual fee for {P} is 40 euros.")], source_id=f"{p}-fees",
               observed_at="2021-02-01", published_at="2021-01-15", effective_from="2021-01-01", effective_to="2024-12-31", status="superseded")
    v2 = d.doc(f"{p}-v2", "Fee schedule", [(f"{p}-v2s", f"The annual fee for {P} is 55 euros.")], source_id=f"{p}-fees",
               observed_at="2025-01-10", published_at="2025-01-02", effective_from="2025-01-01")
    v3 = d.doc(f"{p}-v3", "Fee schedule", [(f"{p}-v3s", f"The annual fee for {P} is 70 euros.")], source_id=f"{p}-fees-draft",
               observed_at="2026-09-01", published_at="2026-08-20", effective_from="2027-01-01")
    v4 = d.doc(f"{p}-v4", "Fee schedule reprint", [(f"{p}-v4s", f"The annual fee for {P} is 55 euros.")], source_id=f"{p}-fees-reprint",
               observed_at="2026-10-01", published_at="2026-09-25", effective_from="2025-01-01")
    clv = [claim("c", f"The annual fee for {P} is 55 euros.", [v2])]
    qv = f"What is the annual fee for {P}?"
    d.case(f"{p}-cur-R", "version", "right", qv, clv, ["55 euros", "€55"], f"The annual fee for {P} is 55 euros [1].", [("1", v2[0])],
           verdict="accept", correct=True, rule=R_ACC + " (current version)")
    d.case(f"{p}-old-W", "version", "wrong", qv, clv, ["55 euros", "€55"], f"The annual fee for {P} is 40 euros [1].", [("1", v1[0])],
           verdict="reject", correct=False, rule="§1 superseded version inadmissible for a present claim; value wrong -> reject")
    d.case(f"{p}-oldcite-R", "version", "right", qv, clv, ["55 euros", "€55"], f"The annual fee for {P} is 55 euros [1].", [("1", v1[0])],
           verdict="revise_citations", correct=True, rule="§3.5 correct and supported by the suite, but cites a superseded span (and no route) -> revise_citations")
    d.case(f"{p}-future-W", "version", "wrong", qv, clv, ["55 euros", "€55"], f"The annual fee for {P} is 70 euros [1].", [("1", v3[0])],
           verdict="reject", correct=False, rule="§1 version observed after cutoff inadmissible; value wrong -> reject")
    d.case(f"{p}-futurecite-R", "version", "right", qv, clv, ["55 euros", "€55"], f"The annual fee for {P} is 55 euros [1].", [("1", v4[0])],
           verdict="revise_citations", correct=True, rule="§1 cited reprint observed after the cutoff: inadmissible citation; claim supported -> revise_citations")
    clp = [claim("c", f"In 2022 the annual fee for {P} was 40 euros.", [v1], applies_at="2022-06-01")]
    d.case(f"{p}-past-R", "version", "right", f"What was the annual fee for {P} in 2022?", clp, ["40 euros"],
           f"In 2022 the annual fee for {P} was 40 euros [1].", [("1", v1[0])], verdict="accept", correct=True,
           rule="§1 applies_at 2022 inside v1's effective interval -> admissible -> accept")
    d.case(f"{p}-past-W", "version", "wrong", f"What was the annual fee for {P} in 2022?", clp, ["40 euros"],
           f"In 2022 the annual fee for {P} was 55 euros [1].", [("1", v2[0])], verdict="reject", correct=False,
           rule="§1 v2 not effective in 2022; value wrong -> reject")
    # permissions
    P = d.place(); p = f"{nm}-perm"
    rs = d.doc(f"{p}-restricted", "Staff security memo", [(f"{p}-rs", f"The door code for {P} is changed every 14 days.")], readers=["staff"])
    pubs = d.doc(f"{p}-public", "Public notice", [(f"{p}-ps", f"The lock on {P} is serviced every 90 days.")])
    pubr = d.doc(f"{p}-restricted2", "Staff maintenance memo", [(f"{p}-rs2", f"The lock on {P} is serviced every 90 days.")], readers=["staff"])
    clr = [claim("c", f"The door code for {P} is changed every 14 days.", [rs])]
    qr = f"How often is the door code for {P} changed?"
    d.case(f"{p}-blocked-abst", "permission", "right", qr, clr, ["every 14 days"], "The provided sources do not specify this.", [],
           reader="public", abstained=True, target="omitted", verdict="abstain", correct="any",
           rule="§3.0 only route blocked for reader public -> unanswerable for reader; abstained -> abstain")
    d.case(f"{p}-blocked-ans-W", "permission", "wrong", qr, clr, ["every 14 days"], f"The door code for {P} is changed every 14 days [1].",
           [("1", rs[0])], reader="public", verdict="reject", correct="any",
           rule="§4 answer rests on a span blocked for the reader -> reject")
    d.case(f"{p}-staff-R", "permission", "right", qr, clr, ["every 14 days"], f"The door code for {P} is changed every 14 days [1].",
           [("1", rs[0])], reader="staff", verdict="accept", correct=True, rule=R_ACC + " (reader staff may read)")
    cll = [claim("c", f"The lock on {P} is serviced every 90 days.", [pubs, pubr])]
    ql = f"How often is the lock on {P} serviced?"
    d.case(f"{p}-alt-R", "permission", "right", ql, cll, ["every 90 days"], f"The lock on {P} is serviced every 90 days [1].",
           [("1", pubr[0])], reader="public", verdict="revise_citations", correct=True,
           rule="§3.6 cited span blocked (inadmissible) while a public route exists -> revise_citations")
    d.case(f"{p}-alt2-R", "permission", "right", ql, cll, ["every 90 days"], f"The lock on {P} is serviced every 90 days [1].",
           [("1", pubs[0])], reader="public", verdict="accept", correct=True, rule=R_ACC + " (public route)")
    # conflicts
    for i in range(2):
        p = f"{nm}-conf-{i}"; Ai = v["A"][i]; Aic = Ai[0].upper() + Ai[1:]
        t1, t2 = ["10 am", "9 am"][i], ["11 am", "10 am"][i]
        s1 = d.doc(f"{p}-notice", "Open day notice", [(f"{p}-n", f"The open day at {Ai} starts at {t1}.")], observed_at="2026-03-01")
        s2 = d.doc(f"{p}-leaflet", "Open day leaflet", [(f"{p}-l", f"The open day at {Ai} starts at {t2}.")], observed_at="2026-03-02")
        clc = [claim("c", f"The open day at {Ai} starts at {t1}.", [s1])]
        qc = f"When does the open day at {Ai} start?"
        d.case(f"{p}-silent-R", "conflict", "right", qc, clc, [t1], f"The open day at {Ai} starts at {t1} [1].", [("1", s1[0])],
               behavior="mention_conflict", verdict="revise_citations", correct="any",
               rule="§3.9 mention_conflict and answer silently picks one side -> revise_citations (conflict hidden)")
        d.case(f"{p}-mention-R", "conflict", "right", qc, clc, [t1],
               f"The notice says the open day at {Ai} starts at {t1}, but the leaflet says it starts at {t2} [1][2].",
               [("1", s1[0]), ("2", s2[0])], behavior="mention_conflict", verdict="accept", correct="any",
               rule="§3.9 disagreement stated and both sides cited -> accept")
        d.case(f"{p}-plain-R", "conflict", "right", qc, clc, [t1], f"The open day at {Ai} starts at {t1} [1].", [("1", s1[0])],
               behavior="answer", verdict="accept", correct=True, unclear=True,
               rule="§3.9 expected_behavior answer: picking the annotated side may be accept, but §4 'no unresolved material contradiction' may forbid it")
    # abstentions
    p = f"{nm}-abst"
    qa = f"When was {A} founded?"
    d.case(f"{p}-over", "abstention", "wrong", qa, cl, ["1962"], "The provided sources do not specify this.", [], abstained=True,
           target="omitted", verdict="reject", correct="any", rule="§4 over-abstention on answerable case -> omitted card reject")
    d.case(f"{p}-over-text", "abstention", "wrong", qa, cl, ["1962"], "The provided sources do not specify this.", [],
           target="omitted", verdict="reject", correct="any", rule="§3 abstention recognised from text; answerable -> omitted reject")
    qu = f"Who designed the original logo of {A}?"
    d.case(f"{p}-unans", "abstention", "right", qu, [], [], "The provided sources do not specify this.", [], answerable=False,
           abstained=True, target="case", verdict="abstain", correct="any", rule="§4 case with no reference claims, system abstained -> case-level abstain")
    d.case(f"{p}-unans-text", "abstention", "right", qu, [], [], "The provided sources do not specify this.", [], answerable=False,
           target="case", verdict="abstain", correct="any", rule="§3 abstention from text; unanswerable -> abstain")
    d.case(f"{p}-unans-ans", "abstention", "wrong", qu, [], [], f"The original logo of {A} was designed by {N[0]} [1].",
           [("1", sid[0])], answerable=False, verdict="reject", correct="any",
           rule="§4 answered where it should abstain; extra claim unsupported (citation to related doc) -> reject")
    d.case(f"{p}-unans-cited", "abstention", "right", qu, [], [], f"The provided sources do not specify who designed the logo of {A} [1].",
           [("1", sid[0])], answerable=False, target="case", verdict="abstain", correct="any", unclear=True,
           rule="§3 'a cited abstention is checked like any claim': appropriate abstention (abstain) vs unsupported cited claim (reject) not fixed")


def main():
    for sub in ("suites", "runs"):
        shutil.rmtree(os.path.join(HERE, sub), ignore_errors=True)
        os.makedirs(os.path.join(HERE, sub))
    allexp, notes = {}, []
    for name, v in DOMAINS.items():
        d = Dom(name, v)
        for i in range(2):
            close_families(d, i)
        structural(d)
        sd = os.path.join(HERE, "suites", name); os.makedirs(sd)
        for fn, rows in (("sources.jsonl", d.sources), ("spans.jsonl", d.spans), ("cases.jsonl", d.cases)):
            with open(os.path.join(sd, fn), "w") as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(HERE, "runs", name + ".jsonl"), "w") as f:
            for r in d.runs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        for k, e in d.exp.items():
            e["domain"] = name
        allexp.update(d.exp); notes += d.notes
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(allexp, f, indent=1, sort_keys=True, ensure_ascii=False)
    with open(os.path.join(HERE, "NOTES.md"), "w") as f:
        f.write("# Audit 48 case notes\n\nID | family | right/wrong | rule\n\n")
        for n in notes:
            f.write(n + "  \n")
    print(len(allexp), "cases")


if __name__ == "__main__":
    main()
