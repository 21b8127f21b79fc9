from gen_core import Domain


def build():
    d = Domain("ill")
    d.src("policy-v2", "Brackenford Public Library: interlibrary loan policy", [
        ("i1", "Interlibrary loan requests are free for cardholders under 18."),
        ("i2", "Adult cardholders pay a fee of 3 euros per interlibrary loan request."),
        ("i3", "Borrowed items may be renewed once, for a further 14 days."),
        ("i4", "Requests must be submitted no later than 10 days before the item is needed."),
        ("i5", "Microfilm reels can only be read in the library's reading room."),
        ("i6", "The ILL desk is staffed from 10:00 to 16:00 on weekdays except Wednesday."),
        ("i7", "Most partner libraries ship items within five working days."),
        ("i8", "Lost items are billed at the lending library's replacement cost plus a 10 euro handling charge."),
        ("i9", "Rare books are not lent to patrons outside the county."),
        ("i13", "Courier pickups occur twice a week, on Tuesdays and Fridays."),
        ("i14", "Requests for articles are delivered as PDF files, which expire after 30 days."),
        ("i16", "Patrons who owe more than 20 euros in fines cannot place new requests."),
        ("i17", "Dissertations are requested through the university consortium rather than the regional network."),
        ("i18", "Each cardholder may have at most five active requests."),
    ], source_id="ill-policy", eff_from="2026-01-01")
    d.src("staff-news", "Brackenford library staff news", [
        ("i10", "Marta Quill replaced Owen Faber as ILL coordinator in March 2025."),
        ("i11", "Owen Faber now manages the branch at Lindell Street."),
        ("i12", "The Lindell Street branch is open on Saturdays."),
        ("i15", "The ILL desk processed 4,200 requests in 2025, up from 3,100 in 2024."),
        ("n1", "According to coordinator Marta Quill, demand for Welsh-language titles doubled last year."),
        ("n2", "Director Ines Varga said the desk will extend its hours in 2027."),
    ])
    d.src("network-guide", "Regional network guide", [
        ("m1", "The regional network is called LinkNord."),
        ("m2", "LinkNord's courier service is operated by Vesta Logistics."),
    ])
    d.src("policy-v1", "Brackenford Public Library: interlibrary loan policy (2024)", [
        ("o1", "Adult cardholders pay a fee of 2 euros per interlibrary loan request."),
    ], source_id="ill-policy", status="superseded", eff_from="2024-01-01", eff_to="2025-12-31",
        observed="2024-02-01", published="2024-01-01")
    d.src("policy-v3", "Brackenford Public Library: interlibrary loan policy (from 2027)", [
        ("v1", "Adult cardholders pay a fee of 4 euros per interlibrary loan request."),
    ], source_id="ill-policy", eff_from="2027-01-01", observed="2026-04-01", published="2026-03-20")
    d.src("staff-manual", "ILL desk staff manual", [
        ("s1", "The override code for fee waivers is issued by the branch manager."),
        ("s2", "Fee waivers are granted to patrons receiving housing benefit."),
    ], readers=["staff"])
    d.src("fee-guide", "Public fee guide", [
        ("g1", "Patrons receiving housing benefit are granted fee waivers."),
    ])
    d.src("ill-faq", "ILL frequently asked questions", [
        ("f1", "Each cardholder may have at most eight active requests."),
    ])

    G = d.group
    G("g01", "paraphrase/condition", "Who can request interlibrary loans for free?",
      "Interlibrary loan requests are free for cardholders under 18.", ["free"], [["i1"]],
      [("For cardholders under 18, interlibrary loan requests are free", "reordered paraphrase"),
       ("Interlibrary loan requests are free for cardholders younger than 18", "synonym 'younger than' for 'under'")],
      [("Interlibrary loan requests are free for cardholders", "condition dropped", "drops 'under 18' restriction; §3.7 boundary / §3.4"),
       ("Interlibrary loan requests are free for cardholders aged 18 and over", "value changed (inverted range)", "under 18 -> 18 and over; §3.4 another value")])
    G("g02", "numbers/entity-combination", "How much do adults pay per interlibrary loan request?",
      "Adult cardholders pay a fee of 3 euros per interlibrary loan request.", ["3 euros", "€3", "three euros"], [["i2"]],
      [("Each interlibrary loan request costs adult cardholders €3", "currency symbol + reorder"),
       ("Adult cardholders pay three euros for every interlibrary loan request", "number in words")],
      [("Cardholders under 18 pay a fee of 3 euros per interlibrary loan request", "two true sentences combined, wrong entity",
        "fee of adults given to under-18s; i1 says free; §3.4 another entity", {"cites": ["i1", "i2"]}),
       ("Adult cardholders pay a fee of 3 euros per interlibrary loan request, plus postage", "extra assertion",
        "adds 'plus postage' that no source states; §3.7 boundary, unsupported -> reject", {"correct": None})])
    # fix cites for combination case
    G("g03", "modality/unit", "How many times can borrowed items be renewed?",
      "Borrowed items may be renewed once, for a further 14 days.", ["once", "one time"], [["i3"]],
      [("Borrowed items can be renewed one time, for an additional 14 days", "synonyms"),
       ("A borrowed item may be renewed once for a further two weeks", "14 days as two weeks")],
      [("Borrowed items must be renewed once, for a further 14 days", "modality may->must", "§3.4 changed modality"),
       ("Borrowed items may be renewed once, for a further 14 weeks", "unit changed", "§3.4 another value"),
       ("Borrowed items may be renewed more than once, for a further 14 days each time", "quantifier changed", "once -> more than once; §3.4")])
    G("g04", "no later than/no earlier than", "How far in advance must requests be submitted?",
      "Requests must be submitted no later than 10 days before the item is needed.", ["10 days", "ten days"], [["i4"]],
      [("Requests must be submitted at least 10 days before the item is needed", "'at least N before' = 'no later than N before'"),
       ("Requests have to be in no later than ten days before the item is needed", "number in words")],
      [("Requests must be submitted no earlier than 10 days before the item is needed", "no later->no earlier", "reversed bound; §3.4 contradicts"),
       ("Requests must be submitted at most 10 days before the item is needed", "at least->at most", "reversed bound; §3.4"),
       ("The desk needs 10 days to process a request", "answer string inside different statement", "contains '10 days' but states a processing time no source gives; §3.4 judge must not find it stating ref; §4 reject")])
    G("g05", "only", "Where can microfilm reels be read?",
      "Microfilm reels can only be read in the library's reading room.", ["reading room"], [["i5"]],
      [("Microfilm reels may be read only in the library's reading room", "moved 'only' same scope")],
      [("Only microfilm reels can be read in the library's reading room", "'only' moved to change scope", "restricts the room to microfilm; §3.7 not entailed"),
       ("Microfilm reels can be taken home or read in the library's reading room", "exclusivity denied", "contradicts 'only'; §3.4")])
    G("g06", "except", "When is the ILL desk staffed?",
      "The ILL desk is staffed from 10:00 to 16:00 on weekdays except Wednesday.", ["10:00 to 16:00", "10 am to 4 pm"], [["i6"]],
      [("On weekdays other than Wednesday, the ILL desk is staffed from 10 am to 4 pm", "times in 12h, except rephrased")],
      [("The ILL desk is staffed from 10:00 to 16:00 on weekdays, including Wednesday", "exception inverted", "§3.4 contradicts except"),
       ("The ILL desk is staffed from 10:00 to 16:00 on every weekday", "exception dropped + universal", "§3.7 boundary; universal widening"),
       ("The ILL desk is staffed from 10:00 to 16:00 on Wednesday", "the excepted entity", "Wednesday is the excluded day; §3.4")])
    G("g07", "quantifier most->all", "How quickly do partner libraries ship items?",
      "Most partner libraries ship items within five working days.", ["five working days", "5 working days"], [["i7"]],
      [("The majority of partner libraries ship items within 5 working days", "most->majority, digits")],
      [("All partner libraries ship items within five working days", "most->all", "§3.7 universal quantifier added"),
       ("Partner libraries invariably ship items within five working days", "most->invariably", "universal via adverb; §3.7"),
       ("Most partner libraries ship items within five calendar days", "unit qualifier changed", "working->calendar; §3.4")])
    G("g08", "extra assertion", "What is charged for lost items?",
      "Lost items are billed at the lending library's replacement cost plus a 10 euro handling charge.",
      ["10 euro handling charge", "replacement cost plus a 10 euro"], [["i8"]],
      [("A lost item is billed at the lending library's replacement cost plus a 10 euro handling charge", "singular paraphrase")],
      [("Lost items are billed at the lending library's replacement cost plus a 10 euro handling charge, which is refunded if the item is found",
        "extra clause", "refund clause in no source; §3.7 boundary; §4 reject (no support)", {"correct": None}),
       ("Lost items are billed at a 10 euro handling charge instead of the lending library's replacement cost plus", "replacement denied",
        "'instead of' removes replacement cost; §3.4 contradicts")])
    G("g09", "negation", "Can patrons outside the county borrow rare books?",
      "Rare books are not lent to patrons outside the county.", ["outside the county"], [["i9"]],
      [("Patrons outside the county cannot borrow rare books", "negation via cannot, roles reversed in voice")],
      [("Rare books are lent to patrons outside the county", "negation dropped", "§3.4 negation"),
       ("Rare books are lent only to patrons outside the county", "negation dropped + only", "every word of evidence but 'not' -> 'only'; §3.4")])
    G("g10", "roles swapped", "Who replaced Owen Faber as ILL coordinator?",
      "Marta Quill replaced Owen Faber as ILL coordinator in March 2025.", ["Marta Quill"], [["i10"]],
      [("Owen Faber was replaced as ILL coordinator by Marta Quill in March 2025", "passive"),
       ("In March 2025 Marta Quill took over from Owen Faber as ILL coordinator", "took over from")],
      [("Owen Faber replaced Marta Quill as ILL coordinator in March 2025", "roles swapped active", "§3.4 another entity/role"),
       ("Marta Quill was replaced by Owen Faber as ILL coordinator in March 2025", "passive turned", "§3.4 roles swapped"),
       ("Marta Quill replaced Owen Faber as ILL coordinator in May 2025", "date changed", "§3.4 another value")])
    G("g11", "past role as current", "Which branch does Owen Faber manage?",
      "Owen Faber now manages the branch at Lindell Street.", ["Lindell Street"], [["i11"]],
      [("The Lindell Street branch is managed by Owen Faber", "passive")],
      [("Owen Faber, the ILL coordinator, manages the branch at Lindell Street", "past role as current",
        "Faber was replaced as coordinator (i10, cited); §3.7 extra false appositive -> reject", {"cites": ["i10", "i11"], "correct": None}),
       ("Owen Faber manages the branch at Lindell Street and the ILL desk", "extra assertion", "adds ILL desk; contradicted by i10; §3.7/§4 reject", {"correct": None})])
    # multi-hop
    q12 = "Is the branch managed by Owen Faber open on Saturdays?"
    c12 = "The branch managed by Owen Faber is open on Saturdays."
    d.case("g12r1", q12, c12, ["open on Saturdays"], [["i11", "i12"]],
           "The branch that Owen Faber manages is open on Saturdays", "accept", True, "multi-hop complete", "right", "both hops cited; §4 accept")
    d.case("g12r2", q12, c12, ["open on Saturdays"], [["i11", "i12"]],
           [("Owen Faber manages the Lindell Street branch", ["i11"]), ("The branch managed by Owen Faber is open on Saturdays", ["i12"])],
           "accept", True, "multi-hop answer scope", "right", "hop cited by earlier sentence; §3.6 answer scope -> accept")
    d.case("g12w1", q12, c12, ["open on Saturdays"], [["i11", "i12"]],
           [("The branch managed by Owen Faber is open on Saturdays", ["i12"])],
           "revise_citations", True, "multi-hop hop missing", "wrong", "linking hop i11 not cited; §4 revise_citations")
    d.case("g12w2", q12, c12, ["open on Saturdays"], [["i11", "i12"]],
           [("The branch managed by Marta Quill is open on Saturdays", ["i10", "i12"])],
           "reject", False, "hop applied to wrong entity", "wrong", "Quill does not manage Lindell Street; §3.4 another entity")
    G("g13", "frequency", "How often does the courier pick up?",
      "Courier pickups occur twice a week, on Tuesdays and Fridays.", ["twice a week", "twice weekly"], [["i13"]],
      [("Courier pickups take place twice weekly, on Tuesdays and Fridays", "synonym"),
       ("Courier pickups occur twice a week, on Tuesdays and Fridays", "faithful quote",
        {"answer": [("Courier pickups occur twice a week, on Tuesdays and Fridays", [("q", "i13", "twice a week, on Tuesdays and Fridays")])]})],
      [("Courier pickups occur twice a week, on Tuesdays and Thursdays", "day changed", "§3.4 another value"),
       ("Courier pickups occur twice a week, on Tuesdays and Fridays", "unfaithful quote (claim right)",
        "quote 'three times a week' not in span; §3.2, §4 not accept -> revise_citations",
        {"answer": [("Courier pickups occur twice a week, on Tuesdays and Fridays", [("q", "i13", "three times a week, on Tuesdays")])],
         "verdict": "revise_citations", "correct": True})])
    G("g14", "until/after", "How long do article PDFs last?",
      "Requests for articles are delivered as PDF files, which expire after 30 days.", ["30 days", "thirty days"], [["i14"]],
      [("Article requests are delivered as PDF files that expire after thirty days", "number in words")],
      [("Article requests are delivered as PDF files, which cannot be opened until 30 days have passed", "expire after -> available after",
        "inverts availability window; §3.4"),
       ("Article requests are delivered as printed copies, which expire after 30 days", "entity changed", "PDF -> printed; §3.4")])
    G("g15", "comparison/years", "How many requests did the ILL desk process in 2025?",
      "The ILL desk processed 4,200 requests in 2025, up from 3,100 in 2024.", ["4,200", "4200"], [["i15"]],
      [("In 2025 the ILL desk processed 4200 requests, more than the 3,100 it handled in 2024", "comparison restated"),
       ("The ILL desk processed 4,200 requests in 2025, 1,100 more than in 2024", "derived difference")],
      [("The ILL desk processed 4,200 requests in 2024, up from 3,100 in 2025", "years swapped", "§3.4 values swapped"),
       ("The ILL desk processed 4,200 requests in 2025, fewer than in 2024", "comparison reversed", "§3.4"),
       ("The ILL desk processed 4,200 requests in 2025, twice as many as in 2024", "wrong ratio", "4200/3100 is not twice; §3.4")])
    G("g16", "threshold boundary", "When can a patron not place new requests?",
      "Patrons who owe more than 20 euros in fines cannot place new requests.", ["more than 20 euros", "over 20 euros"], [["i16"]],
      [("A patron owing over 20 euros in fines cannot place new requests", "over = more than")],
      [("Patrons who owe 20 euros or more in fines cannot place new requests", "threshold shifted (>= vs >)",
        "at exactly 20 the source allows requests; contains '20 euros' but not 'more than 20 euros'... §3.4 another value", {"unclear": False}),
       ("Patrons who owe more than 20 euros in fines cannot renew items", "different action", "renewal not stated; §3.4 another relation")])
    G("g17", "rather than (swap)", "How are dissertations requested?",
      "Dissertations are requested through the university consortium rather than the regional network.", ["university consortium"], [["i17"]],
      [("Dissertations are requested not through the regional network but through the university consortium", "not X but Y")],
      [("Dissertations are requested through the regional network rather than the university consortium", "alternatives swapped", "§3.4 roles swapped")])
    q18 = "Who operates the regional network's courier service?"
    c18 = "The regional network's courier service is operated by Vesta Logistics."
    d.case("g18r1", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           "The regional network's courier service is run by Vesta Logistics", "accept", True, "multi-hop complete", "right", "both hops; §4 accept")
    d.case("g18r2", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           [("The regional network is called LinkNord", ["m1"]), ("LinkNord's courier service is run by Vesta Logistics", ["m2"])],
           "accept", True, "multi-hop answer scope (DESIGN Cedar pattern)", "right", "hop in earlier sentence; §3.6 answer scope accept")
    d.case("g18w1", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           [("The regional network's courier service is operated by Vesta Logistics", ["m2"])],
           "revise_citations", True, "multi-hop hop missing", "wrong", "m1 not cited; §4 revise_citations")
    d.case("g18w2", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           [("The university consortium's courier service is operated by Vesta Logistics", ["m1", "m2", "i17"])],
           "reject", False, "hop applied to wrong entity", "wrong", "consortium is not LinkNord; §3.4 another entity")
    d.case("g18w3", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           [("The regional network operates the courier service of Vesta Logistics", ["m1", "m2"])],
           "reject", False, "roles swapped", "wrong", "owner/operator inverted; §3.4")
    # markers
    d.case("g18w4", q18, c18, ["Vesta Logistics"], [["m1", "m2"]],
           [("The regional network's courier service is operated by Vesta Logistics", ["m1", ("bad", 7)])],
           "revise_citations", True, "unresolved marker", "wrong", "marker [7] lists no source, m2 missing; §3.1/§4 revise_citations")
    # versions
    qv = "How much do adults pay per interlibrary loan request?"
    d.case("g19w1", qv, "Adult cardholders pay a fee of 3 euros per interlibrary loan request.", ["3 euros", "€3"], [["i2"]],
           [("Adult cardholders pay a fee of 2 euros per interlibrary loan request", ["o1"])],
           "reject", False, "superseded version", "wrong", "o1 superseded (to 2025-12-31); §1 admissible, §4 reject freshness")
    d.case("g19r1", "How much did adults pay per interlibrary loan request in 2025?",
           "Adult cardholders pay a fee of 2 euros per interlibrary loan request.", ["2 euros", "€2"], [["o1"]],
           [("In 2025 adult cardholders paid a fee of 2 euros per interlibrary loan request", ["o1"])],
           "accept", True, "superseded version, right time", "right", "applies_at 2025-06-01 inside o1 interval; §1 admissible; §4 accept",
           applies_at="2025-06-01")
    d.case("g19w2", qv, "Adult cardholders pay a fee of 3 euros per interlibrary loan request.", ["3 euros", "€3"], [["i2"]],
           [("Adult cardholders pay a fee of 4 euros per interlibrary loan request", ["v1"])],
           "reject", False, "not yet effective version", "wrong", "v1 effective 2027; §1 admissible; §4 reject")
    d.case("g19r2", "How much will adults pay per interlibrary loan request in 2027?",
           "Adult cardholders pay a fee of 4 euros per interlibrary loan request.", ["4 euros", "€4"], [["v1"]],
           [("From 2027, adult cardholders pay a fee of 4 euros per interlibrary loan request", ["v1"])],
           "accept", True, "future version, right time", "right", "applies_at 2027-03-01 in v1 interval; §4 accept", applies_at="2027-03-01")
    d.case("g19w3", qv, "Adult cardholders pay a fee of 3 euros per interlibrary loan request.", ["3 euros", "€3"], [["i2"]],
           [("Adult cardholders pay a fee of 3 euros per interlibrary loan request", ["o1"])],
           "reject", None, "wrong version cited, value mismatch", "wrong",
           "right value but cited superseded span says 2 euros; contradicted cited evidence, inadmissible; §4 not accept", unclear=True)
    # permissions
    qp = "Who issues the override code for fee waivers?"
    cp = "The override code for fee waivers is issued by the branch manager."
    d.case("g20w1", qp, cp, ["branch manager"], [["s1"]], "The branch manager issues the override code for fee waivers",
           "reject", None, "blocked source cited (public reader)", "wrong", "s1 staff-only; answered from blocked span; §3.0 blocked, §4 reject", reader="public")
    d.case("g20r1", qp, cp, ["branch manager"], [["s1"]], "ABSTAIN",
           "abstain", None, "blocked, abstained", "right", "unanswerable for public reader; §4 abstain", reader="public")
    d.case("g20r2", qp, cp, ["branch manager"], [["s1"]], "The branch manager issues the override code for fee waivers",
           "accept", True, "privileged reader", "right", "staff reader may read s1; §4 accept", reader="staff")
    qa = "Who is granted fee waivers?"
    ca = "Fee waivers are granted to patrons receiving housing benefit."
    d.case("g20r3", qa, ca, ["housing benefit"], [["s2"], ["g1"]], [("Fee waivers are granted to patrons who receive housing benefit", ["g1"])],
           "accept", True, "alternative public route", "right", "public route g1 cited; §4 accept", reader="public")
    d.case("g20w2", qa, ca, ["housing benefit"], [["s2"], ["g1"]], [("Fee waivers are granted to patrons who receive housing benefit", ["s2"])],
           "revise_citations", True, "blocked citation, public route exists", "wrong",
           "supported (g1) but cited span inadmissible for reader; §4 revise_citations", reader="public")
    G("g23", "attribution", "What did Marta Quill say about Welsh-language titles?",
      "Marta Quill said demand for Welsh-language titles doubled last year.", ["doubled"], [["n1"]],
      [("Coordinator Marta Quill said that demand for Welsh-language titles doubled last year", "attribution kept")],
      [("Director Ines Varga said demand for Welsh-language titles doubled last year", "attribution to wrong person",
        "n2 is Varga's statement about hours; §3.4 another entity", {"cites": ["n1", "n2"]}),
       ("Demand for Welsh-language titles doubled last year", "belief stated as fact", "drops attribution; §3.7 boundary (view reported as fact)")])
    G("g24", "plan as done", "What did the director say about the desk's hours?",
      "Director Ines Varga said the desk will extend its hours in 2027.", ["extend its hours"], [["n2"]],
      [("According to director Ines Varga, the desk will extend its hours in 2027", "according to")],
      [("The desk extended its hours in 2027, director Ines Varga said", "plan stated as done", "will extend -> extended; §3.4 modality/tense"),
       ("Director Ines Varga said the desk will extend its hours in 2026", "year changed", "§3.4 another value")])
    # conflict
    qc = "How many active requests may a cardholder have?"
    cc = "Each cardholder may have at most five active requests."
    d.case("g25w1", qc, cc, ["five", "5", "eight", "8"], [["i18"]], [("Each cardholder may have at most five active requests", ["i18"])],
           "revise_citations", None, "conflict hidden", "wrong", "policy says five, FAQ says eight; mention_conflict; §3.9 -> revise_citations",
           behavior="mention_conflict")
    d.case("g25r1", qc, cc, ["five", "5", "eight", "8"], [["i18"]],
           [("The loan policy allows each cardholder at most five active requests, but the FAQ says eight", ["i18", "f1"])],
           "accept", None, "conflict mentioned", "right", "states disagreement citing both; §3.9 accept", behavior="mention_conflict")
    # abstentions
    qe = "Does the ILL desk lend e-readers?"
    d.case("g26r1", qe, None, [], [], "ABSTAIN", "abstain", None, "right abstention", "right",
           "no evidence; §4 abstain", answerable=False, behavior="abstain")
    d.case("g26w1", qe, None, [], [], [("The ILL desk lends e-readers for 14 days", ["i3"])], "reject", False,
           "hallucinated answer on unanswerable", "wrong", "answered where it should abstain; §4 reject", answerable=False, behavior="abstain")
    d.case("g26w2", "How often does the courier pick up?", "Courier pickups occur twice a week, on Tuesdays and Fridays.",
           ["twice a week"], [["i13"]], "ABSTAIN", "reject", None, "over-abstention", "wrong",
           "answerable case abstained -> omitted card reject; §4")

    # ---- extra probes (hop-statement path, fronted/trailing conditions)
    G("e1", "unlinked restatement of a route member", "When is the ILL desk staffed?",
      "The ILL desk is staffed from 10:00 to 16:00 on weekdays except Wednesday.", ["10:00 to 16:00"], [["i6"]],
      [("The ILL desk is not staffed on Wednesdays", "unlinked hop-style restatement, true")],
      [("The ILL desk is staffed on Wednesdays", "unlinked restatement, except inverted", "no answer string; hop-statement path must not accept; §3.7 judge on span", {"correct": None}),
       ("The ILL desk is staffed all day on weekdays", "unlinked, hours widened", "§3.7 not entailed", {"correct": None})])
    G("e2", "unlinked restatement, entity combination", "How much do adults pay per interlibrary loan request?",
      "Adult cardholders pay a fee of 3 euros per interlibrary loan request.", ["3 euros"], [["i2"]],
      [("Adult cardholders pay a fee for each interlibrary loan request", "unlinked, true weaker restatement")],
      [("Cardholders under 18 pay a fee for each interlibrary loan request", "unlinked, two sentences fused", "i1 says free; §3.7", {"cites": ["i1", "i2"], "correct": None}),
       ("Adult cardholders pay no fee for interlibrary loan requests", "unlinked, negated", "§3.7", {"correct": None})])
    G("e3", "years swapped (up from)", "How many requests did the ILL desk process in 2024?",
      "The ILL desk processed 3,100 requests in 2024.", ["3,100", "3100"], [["i15"]],
      [("The ILL desk processed 3,100 requests in 2024, fewer than the 4,200 of 2025", "comparison restated")],
      [("The ILL desk processed 3,100 requests in 2025, down from 4,200 in 2024", "years swapped + direction", "§3.4"),
       ("The ILL desk processed 3,100 requests in 2024, up from 4,200 in 2025", "year slots swapped", "§3.4")])

    # conflict variant: reference claim states the disagreement, route holds both sides
    qc2 = "What is the limit on active requests per cardholder?"
    cc2 = "The loan policy allows at most five active requests per cardholder, while the FAQ says eight."
    d.case("g27w1", qc2, cc2, ["five", "eight"], [["i18", "f1"]], [("Each cardholder may have at most five active requests", ["i18"])],
           "revise_citations", None, "conflict hidden (both-sides reference)", "wrong",
           "picks one side; §3.9 mention_conflict -> revise_citations (reject also defensible)", behavior="mention_conflict")
    d.case("g27w2", qc2, cc2, ["five", "eight"], [["i18", "f1"]], [("Each cardholder may have at most eight active requests", ["f1"])],
           "revise_citations", None, "conflict hidden, other side (both-sides reference)", "wrong",
           "picks FAQ side; §3.9 -> revise_citations", behavior="mention_conflict")
    d.case("g27r1", qc2, cc2, ["five", "eight"], [["i18", "f1"]],
           [("The loan policy allows at most five active requests per cardholder, while the FAQ says eight", ["i18", "f1"])],
           "accept", None, "conflict mentioned (both-sides reference)", "right", "§3.9 accept", behavior="mention_conflict")

    # ---- more probes
    G("m1", "except vs only", "When is the ILL desk staffed?",
      "The ILL desk is staffed from 10:00 to 16:00 on weekdays except Wednesday.", ["10:00 to 16:00"], [["i6"]],
      [("The ILL desk is staffed from 10:00 to 16:00 on Mondays, Tuesdays, Thursdays and Fridays", "except expanded to list")],
      [("The ILL desk is staffed from 10:00 to 16:00 only on Wednesday", "except -> only", "§3.4"),
       ("The ILL desk is staffed from 10:00 to 16:00 on weekends except Wednesday", "weekdays -> weekends", "§3.4")])
    G("m2", "who-did-what in 'rather than'", "How are dissertations requested?",
      "Dissertations are requested through the university consortium rather than the regional network.", ["university consortium"], [["i17"]],
      [("The university consortium, not the regional network, handles dissertation requests", "not-apposition")],
      [("The regional network, not the university consortium, handles dissertation requests", "swapped not-apposition", "§3.4"),
       ("Dissertations are requested through both the university consortium and the regional network", "both", "§3.4")])
    return d
