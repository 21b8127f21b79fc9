from gen_core import Domain


def build():
    d = Domain("blood")
    d.src("eligibility-v3", "Caldmoor Regional Blood Service: who can give blood", [
        ("e1", "Donors must be aged between 17 and 66 to give blood for the first time."),
        ("e2", "Whole blood donors must wait at least 12 weeks between donations, but platelet donors may donate every two weeks."),
        ("e3", "Donors must weigh at least 50 kg."),
        ("e4", "People who have had a tattoo may donate four months after the tattoo was done."),
        ("e5", "Donors who have travelled to a malaria area must wait six months, unless a blood test is negative."),
    ], source_id="eligibility", eff_from="2025-10-01", observed="2025-10-05", published="2025-10-01")
    d.src("eligibility-v2", "Caldmoor Regional Blood Service: who can give blood (2024)", [
        ("eo2", "Whole blood donors must wait at least 16 weeks between donations, but platelet donors may donate every two weeks."),
    ], source_id="eligibility", status="superseded", eff_from="2024-01-01", eff_to="2025-09-30", observed="2024-01-10", published="2024-01-01")
    d.src("eligibility-v4", "Caldmoor Regional Blood Service: who can give blood (from 2027)", [
        ("en1", "Donors must be aged between 17 and 70 to give blood for the first time."),
    ], source_id="eligibility", eff_from="2027-01-01", observed="2026-05-01", published="2026-04-28")
    d.src("storage", "Component storage guide", [
        ("s1", "Red cells are stored at 2 to 6 °C for up to 35 days."),
        ("s2", "Platelets are stored at room temperature and expire after seven days."),
        ("s3", "Plasma is frozen within 24 hours of donation."),
        ("s4", "O negative red cells are given to patients when the blood group is not known."),
        ("s5", "One in fourteen donors is O negative."),
    ])
    d.src("annual-2025", "Caldmoor annual report 2025", [
        ("st1", "The Caldmoor centre collected 18,400 donations in 2025, a fall of 6 percent compared with 2024."),
        ("st2", "Mobile sessions account for two thirds of all donations."),
        ("org1", "Dr Leila Hart succeeded Dr Paul Wren as medical director in January 2026."),
        ("org2", "Dr Paul Wren now leads the research unit at Dunmere."),
        ("org3", "The Dunmere research unit studies cold storage of platelets."),
        ("q1", "Dr Leila Hart said the service needs 300 new donors a week to keep stocks stable."),
        ("q2", "Nurse manager Ali Brandt believes that evening sessions would attract younger donors."),
        ("st3", "At least one doctor is present at each donor session."),
        ("st4", "Sessions in Dunmere are held on the first Monday of each month."),
    ])
    d.src("clinical-handbook", "Clinical handbook", [
        ("k1", "Units flagged for look-back are quarantined for 48 hours."),
        ("k2", "The deferral code for recent tattoo donors is TT4."),
    ], readers=["clinical"])
    d.src("public-report", "Public quality report", [
        ("p1", "Blood units flagged for look-back are held in quarantine for 48 hours."),
    ])
    d.src("website", "Donor website", [
        ("w1", "Donors should drink 500 ml of water before donating."),
    ])
    d.src("leaflet", "Donor leaflet", [
        ("l1", "Donors should drink 350 ml of water before donating."),
    ])

    G = d.group
    G("b01", "range/first-time condition", "How old must first-time donors be?",
      "Donors must be aged between 17 and 66 to give blood for the first time.", ["between 17 and 66", "17 to 66", "between seventeen and 66"], [["e1"]],
      [("First-time donors must be aged 17 to 66", "range reformatted"),
       ("To give blood for the first time, donors must be aged between seventeen and 66", "number in words")],
      [("Donors must be aged between 17 and 66 to give blood", "condition 'first time' dropped", "§3.7 restriction dropped"),
       ("First-time donors must be at least 66", "range end as value", "§3.4 another value"),
       ("Donors must be aged between 17 and 66 to give blood for the first time, and returning donors must stop at 66", "extra assertion",
        "no source on returning donors; §3.7", {"correct": None})])
    G("b02", "may/must + slots", "How long must whole blood donors wait between donations?",
      "Whole blood donors must wait at least 12 weeks between donations.", ["12 weeks", "twelve weeks"], [["e2"]],
      [("Whole blood donors have to wait no less than twelve weeks between donations", "no less than, words")],
      [("Platelet donors must wait at least 12 weeks between donations", "slot swapped", "12 weeks is whole blood; §3.4 another entity"),
       ("Whole blood donors may wait 12 weeks between donations", "must->may", "§3.4 modality"),
       ("Whole blood donors must wait at least 12 weeks between donations, and platelet donors at least 12 days", "extra false clause",
        "platelet every two weeks; §3.7/§3.4", {"correct": None})])
    G("b03", "negated threshold", "What is the minimum weight for donors?",
      "Donors must weigh at least 50 kg.", ["50 kg", "50 kilograms", "50,000 g"], [["e3"]],
      [("Donors must not weigh less than 50 kilograms", "double negative"),
       ("Donors must weigh 50,000 g or more", "unit conversion")],
      [("Donors must weigh no more than 50 kg", "bound reversed", "§3.4"),
       ("Donors weighing at least 50 kg must give blood", "converse/modality", "turns eligibility into obligation; §3.4", {"correct": None, "unclear": True})])
    G("b04", "may after / relative date", "When can people with a tattoo donate?",
      "People who have had a tattoo may donate four months after the tattoo was done.", ["four months", "4 months"], [["e4"]],
      [("People with a tattoo can donate 4 months after it was done", "digits, pronoun 'it' within sentence")],
      [("People who have had a tattoo may donate four months before the tattoo was done", "after->before", "§3.4"),
       ("People who have had a tattoo must donate four months after the tattoo was done", "may->must", "§3.4 modality"),
       ("People who have had a tattoo may not donate until four years after the tattoo was done", "unit changed + until", "§3.4")])
    G("b05", "unless", "How long must donors who travelled to a malaria area wait?",
      "Donors who have travelled to a malaria area must wait six months, unless a blood test is negative.", ["six months", "6 months"], [["e5"]],
      [("Unless a blood test is negative, donors who have travelled to a malaria area must wait 6 months", "reordered")],
      [("Donors who have travelled to a malaria area must wait six months, even if a blood test is negative", "unless -> even if", "§3.4"),
       ("Donors who have travelled to a malaria area must wait six months", "unless-condition dropped", "§3.7 exception dropped"),
       ("Donors who have travelled to a malaria area must wait six months, unless a blood test is positive", "negative->positive", "§3.4")])
    G("b06", "range temp", "At what temperature are red cells stored?",
      "Red cells are stored at 2 to 6 °C for up to 35 days.", ["2 to 6 °C", "2-6 °C", "between 2 and 6 °C"], [["s1"]],
      [("Red cells are kept between 2 and 6 °C for as long as 35 days", "synonyms")],
      [("Red cells are stored at 6 °C for up to 35 days", "range end as value", "§3.4"),
       ("Red cells are stored at 2 to 6 °C for at least 35 days", "up to -> at least", "§3.4"),
       ("Red cells are stored at 2 to 6 °C for up to 35 days, and platelets for the same time", "two true sentences, wrong entity",
        "platelets 7 days; §3.4", {"cites": ["s1", "s2"], "correct": None})])
    G("b07", "number words", "When do platelets expire?",
      "Platelets are stored at room temperature and expire after seven days.", ["seven days", "7 days", "a week"], [["s2"]],
      [("Platelets, kept at room temperature, expire after 7 days", "digits, apposition"),
       ("Platelets are stored at room temperature and expire after a week", "a week")],
      [("Platelets are stored frozen and expire after seven days", "storage condition changed", "§3.4"),
       ("Plasma is stored at room temperature and expires after seven days", "entity swapped", "§3.4", {"cites": ["s2", "s3"]})])
    G("b08", "within hours", "How soon is plasma frozen?",
      "Plasma is frozen within 24 hours of donation.", ["24 hours", "a day"], [["s3"]],
      [("Plasma is frozen no more than 24 hours after donation", "within -> no more than after")],
      [("Plasma is frozen 24 hours after donation at the earliest", "within -> at the earliest", "§3.4 reversed bound"),
       ("Plasma is thawed within 24 hours of donation", "opposite verb", "§3.4")])
    G("b09", "condition", "When are O negative red cells given?",
      "O negative red cells are given to patients when the blood group is not known.", ["when the blood group is not known", "blood group is unknown"], [["s4"]],
      [("When a patient's blood group is unknown, O negative red cells are given", "unknown = not known")],
      [("O negative red cells are given to all patients", "condition dropped + universal", "§3.7", {"correct": None}),
       ("O negative red cells are given to patients when the blood group is known", "negation dropped", "§3.4")])
    G("b10", "fraction vs percent", "What share of donors is O negative?",
      "One in fourteen donors is O negative.", ["one in fourteen", "1 in 14"], [["s5"]],
      [("1 in 14 donors is O negative", "digits")],
      [("One in four donors is O negative", "value changed", "§3.4"),
       ("One in fourteen donors is O positive", "entity changed", "§3.4"),
       ("One in fourteen O negative people is a donor", "ratio inverted", "§3.4 roles swapped")])
    G("b11", "numbers/comparison", "How many donations did the Caldmoor centre collect in 2025?",
      "The Caldmoor centre collected 18,400 donations in 2025, a fall of 6 percent compared with 2024.", ["18,400", "18400"], [["st1"]],
      [("In 2025 the Caldmoor centre collected 18,400 donations, 6 percent fewer than in 2024", "fall as fewer")],
      [("The Caldmoor centre collected 18,400 donations in 2025, a rise of 6 percent compared with 2024", "direction reversed", "§3.4"),
       ("The Caldmoor centre collected 18,400 donations in 2025, more than in 2024", "comparison reversed", "§3.4"),
       ("The Caldmoor centre collected 18,400 donations in 2024, a fall of 6 percent compared with 2025", "years swapped", "§3.4")])
    G("b12", "two thirds", "What share of donations comes from mobile sessions?",
      "Mobile sessions account for two thirds of all donations.", ["two thirds", "2/3"], [["st2"]],
      [("Two thirds of all donations come from mobile sessions", "reordered")],
      [("Mobile sessions account for two thirds of all donors", "donations->donors", "§3.4 another entity"),
       ("Mobile sessions account for all but two thirds of donations", "inverted share", "§3.4"),
       ("Fixed centres account for two thirds of all donations", "entity swapped", "§3.4")])
    G("b13", "succeeded roles", "Who is the medical director?",
      "Dr Leila Hart succeeded Dr Paul Wren as medical director in January 2026.", ["Dr Leila Hart", "Leila Hart"], [["org1"]],
      [("In January 2026 Dr Leila Hart took over as medical director from Dr Paul Wren", "took over from")],
      [("Dr Paul Wren succeeded Dr Leila Hart as medical director in January 2026", "roles swapped", "§3.4"),
       ("Dr Leila Hart was succeeded by Dr Paul Wren as medical director in January 2026", "passive turned", "§3.4"),
       ("Dr Leila Hart, the deputy medical director, succeeded Dr Paul Wren in January 2026", "'deputy' added", "§3.7 extra role", {"correct": None})])
    G("b14", "former/now", "What does Dr Paul Wren lead?",
      "Dr Paul Wren now leads the research unit at Dunmere.", ["research unit at Dunmere", "Dunmere research unit"], [["org2"]],
      [("The research unit at Dunmere is now led by Dr Paul Wren", "passive")],
      [("Medical director Dr Paul Wren leads the research unit at Dunmere", "past role as current",
        "Wren was succeeded as director; §3.7", {"cites": ["org1", "org2"], "correct": None}),
       ("Dr Paul Wren led the research unit at Dunmere until January 2026", "now -> until", "§3.4 since/until")])
    q15 = "What does the unit led by Dr Paul Wren study?"
    c15 = "The unit led by Dr Paul Wren studies cold storage of platelets."
    d.case("b15r1", q15, c15, ["cold storage of platelets"], [["org2", "org3"]],
           "The unit that Dr Paul Wren leads studies cold storage of platelets", "accept", True, "multi-hop complete", "right", "§4 accept")
    d.case("b15r2", q15, c15, ["cold storage of platelets"], [["org2", "org3"]],
           [("Dr Paul Wren now leads the research unit at Dunmere", ["org2"]), ("The unit led by Dr Paul Wren studies cold storage of platelets", ["org3"])],
           "accept", True, "answer scope", "right", "§3.6 answer scope")
    d.case("b15w1", q15, c15, ["cold storage of platelets"], [["org2", "org3"]],
           [("The unit led by Dr Paul Wren studies cold storage of platelets", ["org3"])],
           "revise_citations", True, "hop missing", "wrong", "§4 revise_citations")
    d.case("b15w2", q15, c15, ["cold storage of platelets"], [["org2", "org3"]],
           [("The unit led by Dr Leila Hart studies cold storage of platelets", ["org1", "org3"])],
           "reject", False, "hop to wrong entity", "wrong", "Hart is medical director; §3.4")
    d.case("b15w3", q15, c15, ["cold storage of platelets"], [["org2", "org3"]],
           [("The unit led by Dr Paul Wren studies cold storage of plasma", ["org2", "org3"])],
           "reject", False, "object changed", "wrong", "§3.4")
    G("b16", "attribution/numbers", "How many new donors a week does the service need?",
      "Dr Leila Hart said the service needs 300 new donors a week to keep stocks stable.", ["300 new donors a week", "300", "three hundred"], [["q1"]],
      [("According to Dr Leila Hart, the service needs three hundred new donors a week to keep stocks stable", "number words")],
      [("Dr Leila Hart said the service needs 300 new donors a month to keep stocks stable", "period changed", "§3.4"),
       ("Dr Paul Wren said the service needs 300 new donors a week to keep stocks stable", "wrong speaker", "§3.4", {"cites": ["q1", "org2"]}),
       ("The service recruits 300 new donors a week, Dr Leila Hart said", "need stated as achieved", "§3.4/§3.7")])
    G("b17", "belief as fact", "What does Ali Brandt think about evening sessions?",
      "Ali Brandt believes that evening sessions would attract younger donors.", ["attract younger donors", "younger donors"], [["q2"]],
      [("Nurse manager Ali Brandt thinks evening sessions would attract younger donors", "believes->thinks")],
      [("Evening sessions attract younger donors", "belief as fact", "§3.7 view reported as fact"),
       ("Ali Brandt found that evening sessions attracted younger donors", "belief as finding", "§3.4 modality")])
    G("b18", "at least one vs each", "Is a doctor present at donor sessions?",
      "At least one doctor is present at each donor session.", ["at least one doctor"], [["st3"]],
      [("Each donor session has at least one doctor present", "reordered")],
      [("At least one doctor is present at each donor session, and each doctor attends every session", "each inflated", "§3.7", {"correct": None}),
       ("At least one doctor is present at some donor sessions", "each->some", "§3.4 weaker quantifier", {"correct": None, "unclear": True}),
       ("Exactly one doctor is present at each donor session", "at least -> exactly", "§3.4")])
    G("b19", "relative date", "When are Dunmere sessions held?",
      "Sessions in Dunmere are held on the first Monday of each month.", ["first Monday of each month", "first Monday"], [["st4"]],
      [("Dunmere sessions take place on the first Monday of every month", "synonyms")],
      [("Sessions in Dunmere are held on the last Monday of each month", "first->last", "§3.4"),
       ("Sessions in Dunmere are held every Monday", "frequency widened", "§3.4/§3.7"),
       ("Sessions in Dunmere are held on the first Monday of each month except August", "exception added", "§3.7", {"correct": None})])
    # versions
    qv = "How long must whole blood donors wait between donations?"
    cv = "Whole blood donors must wait at least 12 weeks between donations."
    d.case("b20w1", qv, cv, ["12 weeks"], [["e2"]], [("Whole blood donors must wait at least 16 weeks between donations", ["eo2"])],
           "reject", False, "superseded version", "wrong", "eo2 to 2025-09-30; §1, §4 reject freshness")
    d.case("b20r1", "How long did whole blood donors have to wait between donations in 2024?",
           "Whole blood donors must wait at least 16 weeks between donations.", ["16 weeks"], [["eo2"]],
           [("In 2024 whole blood donors had to wait at least 16 weeks between donations", ["eo2"])],
           "accept", True, "superseded at its time", "right", "applies_at 2024-06-01", applies_at="2024-06-01")
    d.case("b20w2", "How old must first-time donors be?", "Donors must be aged between 17 and 66 to give blood for the first time.",
           ["between 17 and 66"], [["e1"]], [("First-time donors must be aged between 17 and 70", ["en1"])],
           "reject", False, "not yet effective", "wrong", "en1 effective 2027; §1, §4 reject")
    d.case("b20r2", "From 2027, how old may first-time donors be?", "Donors must be aged between 17 and 70 to give blood for the first time.",
           ["between 17 and 70"], [["en1"]], [("From 2027, first-time donors must be aged between 17 and 70", ["en1"])],
           "accept", True, "future version at its time", "right", "applies_at 2027-02-01", applies_at="2027-02-01")
    # permissions
    qk = "How long are look-back units quarantined?"
    ck = "Units flagged for look-back are quarantined for 48 hours."
    d.case("b21r1", qk, ck, ["48 hours"], [["k1"], ["p1"]], [("Units flagged for look-back are quarantined for 48 hours", ["p1"])],
           "accept", True, "public alternative route", "right", "§4 accept", reader="donor")
    d.case("b21w1", qk, ck, ["48 hours"], [["k1"], ["p1"]], [("Units flagged for look-back are quarantined for 48 hours", ["k1"])],
           "revise_citations", True, "blocked citation, public route exists", "wrong", "§4 revise_citations", reader="donor")
    d.case("b21w2", qk, ck, ["48 hours"], [["k1"], ["p1"]], [("Units flagged for look-back are released within 48 hours", ["p1"])],
           "reject", False, "quarantined -> released within", "wrong", "§3.4", reader="donor")
    qd = "What is the deferral code for recent tattoo donors?"
    cd = "The deferral code for recent tattoo donors is TT4."
    d.case("b22w1", qd, cd, ["TT4"], [["k2"]], "The deferral code for recent tattoo donors is TT4", "reject", None,
           "blocked answered", "wrong", "§3.0/§4 reject", reader="donor")
    d.case("b22r1", qd, cd, ["TT4"], [["k2"]], "ABSTAIN", "abstain", None, "blocked abstained", "right", "§4 abstain", reader="donor")
    d.case("b22r2", qd, cd, ["TT4"], [["k2"]], "The deferral code for recent tattoo donors is TT4", "accept", True,
           "privileged reader", "right", "§4 accept", reader="clinical")
    d.case("b22w2", qd, cd, ["TT4"], [["k2"]], "The deferral code for recent tattoo donors is TT4, and for malaria travel it is TT6", "reject", None,
           "extra claim (privileged)", "wrong", "TT6 in no source; §3.7", reader="clinical")
    # quotes/markers/wrong source
    qq = "What is the minimum weight for donors?"
    cq = "Donors must weigh at least 50 kg."
    d.case("b23r1", qq, cq, ["50 kg"], [["e3"]], [("Donors must weigh at least 50 kg", [("q", "e3", "weigh at least 50 kg")])], "accept", True,
           "faithful quote", "right", "§3.2")
    d.case("b23w1", qq, cq, ["50 kg"], [["e3"]], [("Donors must weigh at least 50 kg", [("q", "e3", "weigh at least 55 kg")])], "revise_citations", True,
           "unfaithful quote", "wrong", "§3.2 -> not accept")
    d.case("b23w2", qq, cq, ["50 kg"], [["e3"]], [("Donors must weigh at least 50 kg", ["s3"])], "revise_citations", True,
           "wrong source cited", "wrong", "cites plasma span; §4 revise_citations")
    d.case("b23w3", qq, cq, ["50 kg"], [["e3"]], [("Donors must weigh at least 50 kg", ["e3", ("bad", 9)])], "revise_citations", True,
           "extra unresolved marker", "wrong", "[9] unresolved; §3.1 citations valid required for accept", unclear=True)
    # conflict
    qc = "How much water should donors drink before donating?"
    cc = "Donors should drink 500 ml of water before donating."
    d.case("b24w1", qc, cc, ["500 ml", "350 ml"], [["w1"]], [("Donors should drink 500 ml of water before donating", ["w1"])],
           "revise_citations", None, "conflict hidden", "wrong", "leaflet says 350 ml; §3.9", behavior="mention_conflict")
    d.case("b24r1", qc, cc, ["500 ml", "350 ml"], [["w1"]],
           [("The donor website says donors should drink 500 ml of water before donating, but the leaflet says 350 ml", ["w1", "l1"])],
           "accept", None, "conflict mentioned", "right", "§3.9", behavior="mention_conflict")
    # abstentions
    qa = "Does the service pay donors?"
    d.case("b25r1", qa, None, [], [], "ABSTAIN", "abstain", None, "right abstention", "right", "§4", answerable=False, behavior="abstain")
    d.case("b25w1", qa, None, [], [], [("The service pays donors 20 euros per donation", ["st1"])], "reject", False, "hallucinated", "wrong",
           "§4 reject", answerable=False, behavior="abstain")
    d.case("b25w2", "How soon is plasma frozen?", "Plasma is frozen within 24 hours of donation.", ["24 hours"], [["s3"]], "ABSTAIN",
           "reject", None, "over-abstention", "wrong", "§4 omitted reject")

    # ---- extra probes
    G("e1", "unlinked restatement", "How long must whole blood donors wait between donations?",
      "Whole blood donors must wait at least 12 weeks between donations.", ["12 weeks"], [["e2"]],
      [("Platelet donors may donate every two weeks", "unlinked true restatement of other clause")],
      [("Platelet donors may donate every week", "unlinked, value changed", "§3.7", {"correct": None}),
       ("Whole blood donors may donate every two weeks", "unlinked, clause entity swapped", "§3.7", {"correct": None})])
    G("e2", "regardless / even if", "How long must donors who travelled to a malaria area wait?",
      "Donors who have travelled to a malaria area must wait six months, unless a blood test is negative.", ["six months"], [["e5"]],
      [("Donors back from a malaria area must wait six months unless a blood test is negative", "back from")],
      [("Donors who have travelled to a malaria area must wait six months regardless of any blood test", "regardless", "§3.4 exception denied"),
       ("Donors who have travelled to a malaria area must wait six months whether or not a blood test is negative", "whether or not", "§3.4")])
    G("e3", "fronted condition", "How old must first-time donors be?",
      "Donors must be aged between 17 and 66 to give blood for the first time.", ["between 17 and 66"], [["e1"]],
      [("For a first donation, donors must be aged between 17 and 66", "fronted condition")],
      [("For every donation, donors must be aged between 17 and 66", "condition widened", "§3.7"),
       ("Donors must be aged between 17 and 66 to give blood for the last time", "first->last", "§3.4")])

    # ---- more probes
    G("m1", "denied vs said", "What did Dr Leila Hart say about new donors?",
      "Dr Leila Hart said the service needs 300 new donors a week to keep stocks stable.", ["300 new donors a week"], [["q1"]],
      [("Dr Leila Hart stated that 300 new donors a week are needed to keep stocks stable", "stated, passive")],
      [("Dr Leila Hart denied that the service needs 300 new donors a week to keep stocks stable", "said -> denied", "§3.4"),
       ("Dr Leila Hart said the service needs 300 new donors a week to keep stocks rising", "purpose changed", "§3.4")])
    G("m2", "former/acting roles", "Who is the medical director?",
      "Dr Leila Hart succeeded Dr Paul Wren as medical director in January 2026.", ["Dr Leila Hart"], [["org1"]],
      [("Dr Leila Hart has been medical director since January 2026, succeeding Dr Paul Wren", "since restated")],
      [("Dr Leila Hart, the former medical director, succeeded Dr Paul Wren in January 2026", "former added", "§3.4/§3.7"),
       ("Dr Leila Hart has been acting medical director since January 2026, succeeding Dr Paul Wren", "acting added", "§3.7", {"correct": None})])
    G("m3", "unless as if-not", "Who must wait six months after malaria travel?",
      "Donors who have travelled to a malaria area must wait six months, unless a blood test is negative.", ["six months"], [["e5"]],
      [("Donors who have travelled to a malaria area must wait six months if a blood test is not negative", "unless = if not")],
      [("Donors who have travelled to a malaria area must wait six months if a blood test is negative", "unless -> if", "§3.4"),
       ("Donors who have travelled to a malaria area must wait six months only if a blood test is negative", "only if", "§3.4")])
    return d
