from gen_core import Domain


def build():
    d = Domain("ferry")
    d.src("timetable-2026", "Skerra Ferries timetable 2026", [
        ("t1", "The crossing from Harlow to Inchmore takes 45 minutes."),
        ("t2", "From May to September, ferries leave Harlow every 90 minutes between 06:30 and 21:00."),
        ("t3", "In winter, the first ferry leaves Harlow at 07:15."),
        ("t4", "The last sailing from Inchmore departs at 20:40 on weekdays and at 19:10 on Sundays."),
        ("t5", "Sailings are cancelled when sustained winds exceed 45 knots."),
        ("t6", "Cars must check in at least 30 minutes before departure, while foot passengers may board up to 5 minutes before departure."),
        ("t7", "Dogs are allowed on the open deck but not in the passenger lounge."),
    ], eff_from="2026-01-01")
    d.src("fleet", "Skerra Ferries fleet notes", [
        ("v1", "The MV Corran replaced the MV Selkie on the Harlow route in 2023."),
        ("v2", "The MV Selkie now serves the Tobar route."),
        ("v3", "The Tobar route calls at Rhuna only on request."),
        ("v4", "The MV Corran carries up to 36 cars and 250 passengers."),
        ("v5", "The MV Selkie is 12 metres shorter than the MV Corran."),
    ])
    d.src("fares-2026", "Skerra Ferries fares 2026", [
        ("fa1", "A return ticket for a foot passenger costs £9.40."),
        ("fa2", "Children under five travel free, and islanders receive a 40 percent discount."),
        ("fa3", "Bicycles cost £2 each way."),
    ], source_id="fares", eff_from="2026-01-01")
    d.src("fares-2025", "Skerra Ferries fares 2025", [
        ("fo1", "A return ticket for a foot passenger costs £8.60."),
    ], source_id="fares", status="superseded", eff_from="2025-01-01", eff_to="2025-12-31", observed="2025-01-05", published="2025-01-01")
    d.src("fares-2027", "Skerra Ferries fares from April 2027", [
        ("fn1", "A return ticket for a foot passenger costs £10.20."),
    ], source_id="fares", eff_from="2027-04-01", observed="2026-03-01", published="2026-02-20")
    d.src("ops-report", "Skerra Ferries operations report 2025", [
        ("o1", "Captain Ruth Alder said the engine refit of the MV Corran is planned for winter 2026."),
        ("o2", "Operations manager Tam Beck said that fuel costs rose by a quarter in 2025."),
        ("o3", "Most sailings in 2025 left on time, and fewer than 2 percent were cancelled."),
        ("o4", "Timetable changes are announced at least 14 days in advance, except during emergencies."),
        ("o5", "Passenger numbers fell in January because of storms, and rose again in March after the new timetable began."),
    ])
    d.src("crew-manual", "Crew manual", [
        ("cr1", "The emergency muster point on the MV Corran is stairwell B on the car deck."),
        ("cr2", "Deckhands must complete sea-survival training every five years."),
    ], readers=["crew"])
    d.src("safety-card", "Passenger safety card, MV Corran", [
        ("sc1", "In an emergency, passengers on the MV Corran gather at stairwell B on the car deck."),
    ])
    d.src("ferry-faq", "Skerra Ferries FAQ", [
        ("fq1", "Bicycles are carried free of charge."),
    ])

    G = d.group
    G("f01", "paraphrase/units", "How long is the crossing from Harlow to Inchmore?",
      "The crossing from Harlow to Inchmore takes 45 minutes.", ["45 minutes", "three quarters of an hour"], [["t1"]],
      [("It takes 45 minutes to cross from Harlow to Inchmore", "reorder"),
       ("The Harlow to Inchmore crossing lasts three quarters of an hour", "unit in words")],
      [("The crossing from Inchmore to Harlow takes 45 minutes", "direction reversed", "other direction not stated; §3.4/§3.7 another entity (route)",
        {"correct": None, "unclear": True}),
       ("The crossing from Harlow to Inchmore takes 45 minutes, twice as long as the Tobar crossing", "extra comparison",
        "no source gives Tobar crossing time; §3.7 boundary -> reject", {"correct": None})])
    G("f02", "frequency/condition", "How often do ferries leave Harlow in summer?",
      "From May to September, ferries leave Harlow every 90 minutes between 06:30 and 21:00.", ["every 90 minutes", "every hour and a half"], [["t2"]],
      [("Between May and September, ferries depart from Harlow every 90 minutes from 6:30 am to 9 pm", "12h times, depart from"),
       ("From May to September, ferries leave Harlow every hour and a half between 06:30 and 21:00", "frequency in words")],
      [("Ferries leave Harlow every 90 minutes between 06:30 and 21:00", "season dropped", "drops 'From May to September'; §3.7 condition dropped"),
       ("From May to September, ferries leave Harlow every 90 minutes between 06:30 and 21:30", "end time changed", "§3.4 another value"),
       ("From May to September, ferries leave Inchmore every 90 minutes between 06:30 and 21:00", "port changed", "§3.4 another entity")])
    G("f03", "first/last", "When does the first winter ferry leave Harlow?",
      "In winter, the first ferry leaves Harlow at 07:15.", ["07:15", "7:15 am", "quarter past seven"], [["t3"]],
      [("The first winter ferry departs Harlow at 7:15 am", "12h time")],
      [("In winter, the last ferry leaves Harlow at 07:15", "first->last", "§3.4 another relation"),
       ("In winter, the first ferry leaves Harlow at 7:15 pm", "am->pm", "§3.4 another value"),
       ("In winter, the first ferry leaves Harlow no earlier than 07:15 and sometimes later", "hedged/extra", "adds 'sometimes later'; §3.7", {"correct": None})])
    G("f04", "respectively/slot", "When does the last sailing leave Inchmore on Sundays?",
      "The last sailing from Inchmore departs at 19:10 on Sundays.", ["19:10", "7:10 pm"], [["t4"]],
      [("On Sundays the last sailing from Inchmore departs at 7:10 pm", "12h time")],
      [("The last sailing from Inchmore departs at 20:40 on Sundays", "value of other slot", "20:40 is the weekday time; §3.4 another value",
        {"correct": False}),
       ("The last sailing from Inchmore departs at 19:10 on weekdays", "slot swapped keeping answer", "contains '19:10' but for weekdays; §3.4 another entity")])
    G("f05", "threshold/cause", "When are sailings cancelled?",
      "Sailings are cancelled when sustained winds exceed 45 knots.", ["45 knots"], [["t5"]],
      [("Sailings are called off when sustained winds are above 45 knots", "synonyms")],
      [("Sailings are cancelled when gusts exceed 45 knots", "qualifier changed", "sustained winds -> gusts; §3.4"),
       ("Sailings are cancelled when sustained winds exceed 45 knots because the ramps cannot be lowered", "cause added",
        "no source states the cause; §3.7 boundary, reject", {"correct": None}),
       ("Sailings are never cancelled unless sustained winds exceed 45 knots", "exclusivity added", "source gives a sufficient, not the only, condition; §3.7", {"correct": None, "unclear": True})])
    G("f06", "roles: cars vs foot", "How early must cars check in?",
      "Cars must check in at least 30 minutes before departure.", ["30 minutes", "half an hour"], [["t6"]],
      [("Cars have to check in no later than half an hour before departure", "half an hour; no later than")],
      [("Foot passengers must check in at least 30 minutes before departure", "roles swapped (two true sentences)", "30 min is for cars; §3.4 another entity"),
       ("Cars may check in up to 30 minutes before departure", "must->may and bound reversed", "§3.4 modality/value"),
       ("Cars must check in at least 5 minutes before departure", "value of other slot", "5 minutes is foot passengers'; §3.4")])
    G("f07", "negation/but", "Where are dogs allowed on board?",
      "Dogs are allowed on the open deck but not in the passenger lounge.", ["open deck"], [["t7"]],
      [("Dogs may go on the open deck, though not in the passenger lounge", "synonym")],
      [("Dogs are allowed on the open deck and in the passenger lounge", "negation dropped", "§3.4 negation"),
       ("Dogs are allowed in the passenger lounge but not on the open deck", "roles of locations swapped", "§3.4 contains 'open deck'")])
    G("f08", "replaced (roles)", "Which vessel replaced the MV Selkie on the Harlow route?",
      "The MV Corran replaced the MV Selkie on the Harlow route in 2023.", ["MV Corran", "Corran"], [["v1"]],
      [("In 2023 the MV Selkie was replaced on the Harlow route by the MV Corran", "passive")],
      [("The MV Selkie replaced the MV Corran on the Harlow route in 2023", "roles swapped", "§3.4"),
       ("The MV Corran has served the Harlow route since 2021", "since year changed", "§3.4 another value"),
       ("The MV Corran replaced the MV Selkie on the Tobar route in 2023", "route changed", "§3.4 another entity")])
    G("f09", "past role as current", "Which route does the MV Selkie serve?",
      "The MV Selkie now serves the Tobar route.", ["Tobar"], [["v2"]],
      [("The Tobar route is now served by the MV Selkie", "passive")],
      [("The MV Selkie serves the Harlow route and the Tobar route", "past role as current",
        "Selkie left Harlow route in 2023 (v1 cited); §3.7/§3.4", {"cites": ["v1", "v2"], "correct": None}),
       ("The MV Selkie, the Harlow route's ferry, now serves the Tobar route", "past role appositive", "appositive states replaced role as current; §3.7", {"cites": ["v1", "v2"], "correct": None})])
    q10 = "Does the route served by the MV Selkie call at Rhuna?"
    c10 = "The route served by the MV Selkie calls at Rhuna only on request."
    d.case("f10r1", q10, c10, ["only on request", "on request"], [["v2", "v3"]],
           "The route the MV Selkie serves calls at Rhuna only on request", "accept", True, "multi-hop complete", "right", "§4 accept")
    d.case("f10r2", q10, c10, ["only on request", "on request"], [["v2", "v3"]],
           [("The MV Selkie now serves the Tobar route", ["v2"]), ("The Tobar route calls at Rhuna only on request", ["v3"])],
           "accept", True, "multi-hop answer scope", "right", "§3.6 answer scope (DESIGN Cedar pattern)")
    d.case("f10w1", q10, c10, ["only on request", "on request"], [["v2", "v3"]],
           [("The route served by the MV Selkie calls at Rhuna only on request", ["v3"])],
           "revise_citations", True, "hop missing", "wrong", "v2 missing; §4 revise_citations")
    d.case("f10w2", q10, c10, ["only on request", "on request"], [["v2", "v3"]],
           [("The route served by the MV Corran calls at Rhuna only on request", ["v1", "v3"])],
           "reject", False, "hop applied to wrong entity", "wrong", "Corran serves Harlow; §3.4 another entity")
    d.case("f10w3", q10, c10, ["only on request", "on request"], [["v2", "v3"]],
           [("The route served by the MV Selkie calls at Rhuna on every sailing", ["v2", "v3"])],
           "reject", False, "only-on-request -> every", "wrong", "§3.4 contradicts")
    G("f11", "capacity/'up to'", "How many cars can the MV Corran carry?",
      "The MV Corran carries up to 36 cars and 250 passengers.", ["36 cars", "thirty-six cars"], [["v4"]],
      [("The MV Corran can carry as many as 36 cars and 250 passengers", "as many as = up to")],
      [("The MV Corran carries at least 36 cars and 250 passengers", "up to -> at least", "§3.4 reversed bound"),
       ("The MV Corran carries up to 250 cars and 36 passengers", "values swapped", "§3.4 another value"),
       ("The MV Corran always carries 36 cars and 250 passengers", "capacity stated as load", "§3.7 universal/other value")])
    G("f12", "comparison", "Which vessel is longer?",
      "The MV Selkie is 12 metres shorter than the MV Corran.", ["12 metres", "12 m"], [["v5"]],
      [("The MV Corran is 12 metres longer than the MV Selkie", "converse comparison"),
       ("The MV Selkie is 12 m shorter than the MV Corran", "unit abbreviation")],
      [("The MV Corran is 12 metres shorter than the MV Selkie", "comparison reversed", "§3.4 swapped sides"),
       ("The MV Selkie is 12 metres longer than the MV Corran", "comparison word flipped", "§3.4")])
    G("f13", "percent/fraction", "What discount do islanders receive?",
      "Islanders receive a 40 percent discount.", ["40 percent", "40%", "two fifths"], [["fa2"]],
      [("Islanders get a 40% discount", "percent sign"),
       ("Islanders receive a discount of two fifths", "fraction for percent")],
      [("Children under five receive a 40 percent discount", "two true clauses combined, wrong entity", "children travel free; §3.4 another entity"),
       ("Islanders receive a 40 percent discount, and children under five pay half price", "extra false clause",
        "children travel free; §3.4/§3.7", {"correct": None}),
       ("Islanders receive a 40 percent surcharge", "opposite noun", "§3.4")])
    # versions
    qv = "How much is a foot passenger return ticket?"
    cv = "A return ticket for a foot passenger costs £9.40."
    d.case("f14w1", qv, cv, ["£9.40"], [["fa1"]], [("A return ticket for a foot passenger costs £8.60", ["fo1"])],
           "reject", False, "superseded version", "wrong", "fo1 superseded; §1, §4 reject (freshness)")
    d.case("f14r1", "How much was a foot passenger return ticket in 2025?", "A return ticket for a foot passenger costs £8.60.", ["£8.60"], [["fo1"]],
           [("A return ticket for a foot passenger cost £8.60 in 2025", ["fo1"])], "accept", True, "superseded version at its time", "right",
           "applies_at 2025-07-01; §1 admissible", applies_at="2025-07-01")
    d.case("f14w2", qv, cv, ["£9.40"], [["fa1"]], [("A return ticket for a foot passenger costs £10.20", ["fn1"])],
           "reject", False, "not yet effective", "wrong", "fn1 effective 2027-04-01; §1, §4 reject")
    d.case("f14r2", "How much will a foot passenger return ticket cost from April 2027?", "A return ticket for a foot passenger costs £10.20.",
           ["£10.20"], [["fn1"]], [("From April 2027 a return ticket for a foot passenger will cost £10.20", ["fn1"])], "accept", True,
           "future version at its time", "right", "applies_at 2027-05-01", applies_at="2027-05-01")
    d.case("f14r3", qv, cv, ["£9.40"], [["fa1"]], [("A foot passenger pays £9.40 for a return ticket", ["fa1"])],
           "accept", True, "current version", "right", "§4 accept")
    # permissions
    qm = "Where do people on the MV Corran muster in an emergency?"
    cm = "The emergency muster point on the MV Corran is stairwell B on the car deck."
    d.case("f15r1", qm, cm, ["stairwell B"], [["cr1"], ["sc1"]], [("The emergency muster point on the MV Corran is stairwell B on the car deck", ["sc1"])],
           "accept", True, "alternative public route", "right", "sc1 public; §4 accept", reader="public")
    d.case("f15w1", qm, cm, ["stairwell B"], [["cr1"], ["sc1"]], [("The emergency muster point on the MV Corran is stairwell B on the car deck", ["cr1"])],
           "revise_citations", True, "blocked citation with public route", "wrong", "cr1 crew-only; supported via sc1; §4 revise_citations", reader="public")
    d.case("f15w2", qm, cm, ["stairwell B"], [["cr1"], ["sc1"]], [("The emergency muster point on the MV Corran is stairwell A on the car deck", ["sc1"])],
           "reject", False, "value changed", "wrong", "§3.4", reader="public")
    qt = "How often must deckhands complete sea-survival training?"
    ct = "Deckhands must complete sea-survival training every five years."
    d.case("f16w1", qt, ct, ["every five years", "every 5 years"], [["cr2"]], "Deckhands must complete sea-survival training every five years",
           "reject", None, "blocked premise answered", "wrong", "crew-only, public reader; §3.0 blocked, §4 reject", reader="public")
    d.case("f16r1", qt, ct, ["every five years", "every 5 years"], [["cr2"]], "ABSTAIN", "abstain", None, "blocked abstained", "right", "§4 abstain", reader="public")
    d.case("f16r2", qt, ct, ["every five years", "every 5 years"], [["cr2"]], "Deckhands must complete sea-survival training every 5 years",
           "accept", True, "privileged reader", "right", "crew reader; §4 accept", reader="crew")
    d.case("f16w2", qt, ct, ["every five years", "every 5 years"], [["cr2"]], "Deckhands must complete sea-survival training every five months",
           "reject", False, "unit changed (privileged)", "wrong", "§3.4", reader="crew")
    G("f17", "attribution/plan", "What did Captain Ruth Alder say about the engine refit?",
      "Captain Ruth Alder said the engine refit of the MV Corran is planned for winter 2026.", ["winter 2026"], [["o1"]],
      [("According to Captain Ruth Alder, the MV Corran's engine refit is planned for winter 2026", "according to, possessive")],
      [("The MV Corran's engine refit was completed in winter 2026, Captain Ruth Alder said", "plan stated as done", "§3.4 modality/tense"),
       ("Operations manager Tam Beck said the engine refit of the MV Corran is planned for winter 2026", "attribution swapped",
        "Beck spoke about fuel; §3.4 another entity", {"cites": ["o1", "o2"]})])
    G("f18", "fraction words", "By how much did fuel costs rise in 2025?",
      "Tam Beck said that fuel costs rose by a quarter in 2025.", ["a quarter", "25 percent", "25%"], [["o2"]],
      [("Operations manager Tam Beck said fuel costs rose by 25 percent in 2025", "fraction as percent")],
      [("Tam Beck said that fuel costs rose by a quarter in 2024", "year changed", "§3.4"),
       ("Tam Beck said that fuel costs fell by a quarter in 2025", "direction reversed", "§3.4 opposite"),
       ("Fuel costs rose by a quarter in 2025 because of the engine refit", "cause added + attribution dropped",
        "refit only planned; no causal source; §3.7", {"cites": ["o1", "o2"], "correct": None})])
    G("f19", "most/fewer than", "What share of sailings were cancelled in 2025?",
      "Fewer than 2 percent of sailings were cancelled in 2025.", ["fewer than 2 percent", "less than 2 percent", "under 2%"], [["o3"]],
      [("Less than 2 percent of 2025 sailings were cancelled", "less than = fewer than")],
      [("More than 2 percent of sailings were cancelled in 2025", "fewer->more", "§3.4"),
       ("Fewer than 2 percent of sailings left on time in 2025", "two clauses swapped", "most left on time; §3.4 another relation"),
       ("Fewer than 2 percent of sailings were cancelled in 2025, and all the others left on time", "most -> all (extra)",
        "source says most left on time; §3.7 universal", {"correct": None})])
    G("f20", "except/notice", "How far in advance are timetable changes announced?",
      "Timetable changes are announced at least 14 days in advance, except during emergencies.", ["14 days", "two weeks"], [["o4"]],
      [("Except in emergencies, timetable changes are announced at least two weeks in advance", "reorder + two weeks")],
      [("Timetable changes are always announced at least 14 days in advance", "exception dropped + always", "§3.7 universal/condition dropped"),
       ("Timetable changes are announced at least 14 days in advance, including during emergencies", "exception inverted", "§3.4"),
       ("Timetable changes are announced at most 14 days in advance, except during emergencies", "at least -> at most", "§3.4")])
    G("f21", "event order/cause", "Why did passenger numbers fall in January?",
      "Passenger numbers fell in January because of storms.", ["storms"], [["o5"]],
      [("Storms caused passenger numbers to fall in January", "active cause")],
      [("Passenger numbers fell in January because of the new timetable, not storms", "cause swapped", "new timetable coincided with rise; §3.4"),
       ("Passenger numbers rose in January because of storms", "direction reversed", "§3.4 opposite"),
       ("Passenger numbers fell in March because of storms", "month from other clause", "§3.4 another value")])
    # quotes, markers
    qq = "Where are dogs allowed on board?"
    cq = "Dogs are allowed on the open deck but not in the passenger lounge."
    d.case("f22r1", qq, cq, ["open deck"], [["t7"]], [("Dogs are allowed on the open deck but not in the passenger lounge", [("q", "t7", "allowed on the open deck")])],
           "accept", True, "faithful quote", "right", "§3.2 quote found")
    d.case("f22w1", qq, cq, ["open deck"], [["t7"]], [("Dogs are allowed on the open deck but not in the passenger lounge", [("q", "t7", "allowed on the open deck and in the lounge")])],
           "revise_citations", True, "unfaithful quote", "wrong", "quote not in span; §3.2 -> §4 not accept")
    d.case("f22w2", qq, cq, ["open deck"], [["t7"]], [("Dogs are allowed on the open deck but not in the passenger lounge", [("bad", 4)])],
           "revise_citations", True, "unresolved marker only", "wrong", "marker [4] resolves to nothing; §3.1 -> revise_citations")
    d.case("f22w3", qq, cq, ["open deck"], [["t7"]], [("Dogs are allowed on the open deck but not in the passenger lounge", ["t6"])],
           "revise_citations", True, "wrong source cited", "wrong", "cites check-in rule; supported but misattributed; §4 revise_citations")
    # conflict
    qc = "Do bicycles travel free?"
    cc = "Bicycles cost £2 each way."
    d.case("f23w1", qc, cc, ["£2", "free of charge"], [["fa3"]], [("Bicycles cost £2 each way", ["fa3"])],
           "revise_citations", None, "conflict hidden", "wrong", "FAQ says free; mention_conflict; §3.9", behavior="mention_conflict")
    d.case("f23r1", qc, cc, ["£2", "free of charge"], [["fa3"]], [("The fare table says bicycles cost £2 each way, while the FAQ says they are carried free of charge", ["fa3", "fq1"])],
           "accept", None, "conflict mentioned", "right", "§3.9 accept", behavior="mention_conflict")
    # abstentions
    qa = "Is there a café on the MV Corran?"
    d.case("f24r1", qa, None, [], [], "ABSTAIN", "abstain", None, "right abstention", "right", "§4 abstain", answerable=False, behavior="abstain")
    d.case("f24w1", qa, None, [], [], [("The MV Corran has a café next to the passenger lounge", ["t7"])], "reject", False,
           "hallucinated on unanswerable", "wrong", "§4 reject", answerable=False, behavior="abstain")
    d.case("f24w2", "How long is the crossing from Harlow to Inchmore?", "The crossing from Harlow to Inchmore takes 45 minutes.",
           ["45 minutes"], [["t1"]], "ABSTAIN", "reject", None, "over-abstention", "wrong", "omitted -> reject §4")

    # ---- extra probes
    G("e1", "fronted condition dropped", "When does the first winter ferry leave Harlow?",
      "In winter, the first ferry leaves Harlow at 07:15.", ["07:15"], [["t3"]],
      [("In winter the first ferry from Harlow leaves at 07:15", "reordered")],
      [("The first ferry leaves Harlow at 07:15", "fronted 'In winter' dropped", "§3.7 condition dropped"),
       ("In summer, the first ferry leaves Harlow at 07:15", "season changed", "§3.4")])
    G("e2", "unlinked restatement", "Where are dogs allowed on board?",
      "Dogs are allowed on the open deck but not in the passenger lounge.", ["open deck"], [["t7"]],
      [("Dogs are not allowed in the passenger lounge", "unlinked true restatement")],
      [("Dogs are allowed in the passenger lounge", "unlinked, negation dropped", "§3.7 hop statement must be entailed", {"correct": None}),
       ("Dogs are not allowed anywhere on board", "unlinked, widened", "§3.7", {"correct": None})])
    G("e3", "all but / one of several", "Which route calls at Rhuna only on request?",
      "The Tobar route calls at Rhuna only on request.", ["only on request"], [["v3"]],
      [("Only on request does the Tobar route call at Rhuna", "inversion")],
      [("The Tobar route calls at Rhuna on all but request sailings, only on request being the exception", "garbled inversion", "§3.4", {"correct": None, "unclear": True}),
       ("The Tobar route calls at Rhuna regardless of requests, not only on request", "not only", "§3.4")])

    # ---- more probes (answer string inside a different statement, numbers in words, double negation)
    G("m1", "answer string inside different statement", "What discount do islanders receive?",
      "Islanders receive a 40 percent discount.", ["40 percent", "40%"], [["fa2"]],
      [("Islanders pay 60 percent of the normal fare", "complement stated as price (derived)")],
      [("Islanders pay 40 percent of the normal fare", "discount read as price", "pays 40% = 60% discount; §3.4"),
       ("Islanders receive a 40 percent discount on single tickets only", "restriction added", "§3.7", {"correct": None})])
    G("m2", "numbers in words", "How long is the crossing from Harlow to Inchmore?",
      "The crossing from Harlow to Inchmore takes 45 minutes.", ["45 minutes", "forty-five minutes"], [["t1"]],
      [("The crossing from Harlow to Inchmore takes forty-five minutes", "words")],
      [("The crossing from Harlow to Inchmore takes fifty-four minutes", "digits transposed in words", "§3.4"),
       ("The crossing from Harlow to Inchmore takes 45 minutes, forty of them in open sea", "extra", "§3.7", {"correct": None})])
    G("m3", "double negation", "Where are dogs allowed on board?",
      "Dogs are allowed on the open deck but not in the passenger lounge.", ["open deck"], [["t7"]],
      [("Dogs are not banned from the open deck, but they are banned from the passenger lounge", "double negation, right")],
      [("Dogs are not banned from the open deck or from the passenger lounge", "double negation, wrong", "§3.4"),
       ("Dogs are banned from the open deck but not from the passenger lounge", "banned swapped", "§3.4")])
    return d
