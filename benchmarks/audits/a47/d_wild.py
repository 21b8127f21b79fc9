from gen_core import Domain


def build():
    d = Domain("wild")
    d.src("care-guide", "Fenholt Wildlife Rescue Centre: care guide", [
        ("w2", "Hedgehogs are released only after they reach a weight of 600 grams."),
        ("w3", "Orphaned fox cubs are hand-reared until they are eight weeks old and then moved to outdoor pens."),
        ("w4", "Volunteers must not handle bats unless they have been vaccinated against rabies."),
        ("w5", "Seal pups found on beaches should be watched from a distance for 24 hours before anyone calls the centre."),
        ("w6", "The hotline is answered around the clock, but the admissions desk is open from 8 am to 6 pm."),
        ("w7", "Oiled birds are washed within 48 hours of admission, after they have been rehydrated."),
        ("w14", "At least one volunteer is on duty in each ward overnight."),
        ("w15", "Some of the raptors are too badly injured to be released and stay at the centre as education birds."),
        ("w16", "Animals are admitted free of charge."),
    ], source_id="care-guide", eff_from="2026-01-01")
    d.src("care-guide-2025", "Fenholt care guide (2025)", [
        ("wo2", "Hedgehogs are released only after they reach a weight of 500 grams."),
    ], source_id="care-guide", status="superseded", eff_from="2025-01-01", eff_to="2025-12-31", observed="2025-01-10", published="2025-01-02")
    d.src("fees-2027", "Fenholt admissions charges from 2027", [
        ("wn1", "Businesses pay 15 euros for each wild animal they bring in."),
    ], eff_from="2027-01-01", observed="2026-04-10", published="2026-04-01")
    d.src("annual", "Fenholt annual review 2025", [
        ("w1", "The centre admitted 1,340 animals in 2025, of which 61 percent were birds."),
        ("w8", "Swans are transferred to the Marlow Swan Sanctuary, which is run by the Abbey Trust."),
        ("w8b", "The Abbey Trust is funded by the county council."),
        ("w9", "Dr Nia Osei, the centre's former vet, now runs the Coldharbour clinic."),
        ("w10", "Dr Sam Rook became head vet in April 2025."),
        ("w11", "The Coldharbour clinic treats injured deer free of charge."),
        ("w12", "Releases of rehabilitated otters are planned for the River Lune in 2027."),
        ("w13", "Badger admissions rose from 40 in 2024 to 58 in 2025."),
        ("w17", "Manager Carys Bell said that 70 volunteers work at the centre."),
    ])
    d.src("vet-protocols", "Veterinary protocols", [
        ("vt1", "The sedative dose for adult herons is 2 mg per kg."),
        ("vt2", "Birds showing avian influenza symptoms are isolated in Unit C."),
    ], readers=["vet"])
    d.src("biosecurity-notice", "Biosecurity notice for visitors", [
        ("pb1", "Birds with avian influenza symptoms are kept isolated in Unit C."),
    ])
    d.src("leaflet", "Hedgehog leaflet", [
        ("lf1", "The centre releases hedgehogs at dusk."),
    ])
    d.src("website", "Fenholt website", [
        ("ws1", "The centre releases hedgehogs at dawn."),
    ])

    G = d.group
    G("x01", "share/percent", "What share of 2025 admissions were birds?",
      "Of the 1,340 animals the centre admitted in 2025, 61 percent were birds.", ["61 percent", "61%"], [["w1"]],
      [("Birds made up 61% of the 1,340 animals admitted in 2025", "made up"),
       ("In 2025, 61 percent of the centre's 1340 admissions were birds", "reordered, no comma")],
      [("The centre admitted 1,340 birds in 2025, 61 percent of all animals", "total given to the part", "§3.4"),
       ("Of the 1,340 animals the centre admitted in 2025, 61 percent were mammals", "class changed", "§3.4"),
       ("Of the 1,340 animals the centre admitted in 2025, 39 percent were birds", "complement given", "§3.4")])
    G("x02", "only after/threshold", "When are hedgehogs released?",
      "Hedgehogs are released only after they reach a weight of 600 grams.", ["600 grams", "600 g"], [["w2"]],
      [("Hedgehogs are not released before they weigh 600 g", "double negation/before"),
       ("A hedgehog is only released once it reaches 600 grams", "once = after")],
      [("Hedgehogs are released before they reach a weight of 600 grams", "after->before", "§3.4"),
       ("Hedgehogs are released once they reach a weight of 600 kilograms", "unit changed", "§3.4"),
       ("Hedgehogs are released as soon as they are admitted, and only after they reach a weight of 600 grams if they are orphans", "condition invented",
        "§3.7/§3.4", {"correct": None})])
    G("x03", "until + then / order", "Until what age are fox cubs hand-reared?",
      "Orphaned fox cubs are hand-reared until they are eight weeks old.", ["eight weeks", "8 weeks"], [["w3"]],
      [("Orphaned fox cubs are hand-reared up to the age of 8 weeks", "up to the age of")],
      [("Orphaned fox cubs are hand-reared from the age of eight weeks", "until->from", "§3.4 since/until"),
       ("Orphaned fox cubs are moved to outdoor pens until they are eight weeks old and then hand-reared", "order of events reversed", "§3.4"),
       ("Orphaned badger cubs are hand-reared until they are eight weeks old", "species changed", "§3.4")])
    G("x04", "must not unless", "Who may handle bats?",
      "Volunteers must not handle bats unless they have been vaccinated against rabies.", ["vaccinated against rabies"], [["w4"]],
      [("Only volunteers vaccinated against rabies may handle bats", "only-paraphrase of must-not-unless")],
      [("Volunteers must handle bats unless they have been vaccinated against rabies", "negation dropped", "§3.4"),
       ("Volunteers must not handle bats even if they have been vaccinated against rabies", "unless -> even if", "§3.4"),
       ("Volunteers who have been vaccinated against rabies must handle bats", "permission as obligation", "§3.4 modality")])
    G("x05", "before/after ordering", "What should people do when they find a seal pup?",
      "Seal pups found on beaches should be watched from a distance for 24 hours before anyone calls the centre.", ["24 hours", "a day"], [["w5"]],
      [("Before anyone calls the centre, seal pups found on beaches should be watched from a distance for 24 hours", "reorder")],
      [("Anyone who finds a seal pup on a beach should call the centre and then watch it from a distance for 24 hours", "order reversed", "§3.4"),
       ("Seal pups found on beaches should be picked up and watched for 24 hours before anyone calls the centre", "distance -> picked up", "§3.4"),
       ("Seal pups found on beaches should be watched from a distance for 24 minutes before anyone calls the centre", "unit changed", "§3.4")])
    G("x06", "but/slots", "When is the admissions desk open?",
      "The admissions desk is open from 8 am to 6 pm.", ["8 am to 6 pm", "08:00 to 18:00", "08:00"], [["w6"]],
      [("The admissions desk opens at 08:00 and closes at 18:00", "24h, split")],
      [("The admissions desk is open around the clock", "other slot's value", "hotline is 24h; §3.4"),
       ("The hotline is answered from 8 am to 6 pm", "slot swapped, keeps answer", "§3.4 another entity"),
       ("The admissions desk is open from 8 pm to 6 am", "am/pm swapped", "§3.4")])
    G("x07", "event order", "When are oiled birds washed?",
      "Oiled birds are washed within 48 hours of admission, after they have been rehydrated.", ["48 hours"], [["w7"]],
      [("Oiled birds are rehydrated first and washed within 48 hours of admission", "order restated")],
      [("Oiled birds are washed within 48 hours of admission, before they have been rehydrated", "after->before", "§3.4"),
       ("Oiled birds are rehydrated within 48 hours of admission, after they have been washed", "events swapped", "§3.4"),
       ("Oiled birds are washed within 48 hours of release, after they have been rehydrated", "admission->release", "§3.4")])
    q08 = "Who funds the sanctuary that takes the centre's swans?"
    c08 = "The sanctuary that takes the centre's swans is run by a trust funded by the county council."
    R8 = [["w8", "w8b"]]
    d.case("x08r1", q08, c08, ["county council"], R8, "The sanctuary that takes the centre's swans is run by a trust funded by the county council",
           "accept", True, "multi-hop complete", "right", "§4")
    d.case("x08r2", q08, c08, ["county council"], R8,
           [("Swans go to the Marlow Swan Sanctuary, which is run by the Abbey Trust", ["w8"]), ("The Abbey Trust is funded by the county council", ["w8b"])],
           "accept", True, "answer scope", "right", "§3.6 answer scope")
    d.case("x08w1", q08, c08, ["county council"], R8, [("The sanctuary that takes the centre's swans is run by a trust funded by the county council", ["w8b"])],
           "revise_citations", True, "hop missing", "wrong", "§4 revise")
    d.case("x08w2", q08, c08, ["county council"], R8, [("The Marlow Swan Sanctuary runs the Abbey Trust, which is funded by the county council", ["w8", "w8b"])],
           "reject", False, "roles swapped within hop", "wrong", "§3.4")
    d.case("x08w3", q08, c08, ["county council"], R8, [("The county council is funded by the Abbey Trust, which runs the sanctuary that takes the centre's swans", ["w8", "w8b"])],
           "reject", False, "funder swapped", "wrong", "§3.4")
    G("x09", "former/current", "Who runs the Coldharbour clinic?",
      "Dr Nia Osei, the centre's former vet, now runs the Coldharbour clinic.", ["Dr Nia Osei", "Nia Osei"], [["w9"]],
      [("The Coldharbour clinic is now run by Dr Nia Osei, who used to be the centre's vet", "used to be")],
      [("Dr Nia Osei, the centre's vet, now runs the Coldharbour clinic", "'former' dropped", "§3.4/§3.7 past role as current"),
       ("Dr Nia Osei, the centre's head vet, runs the Coldharbour clinic", "current role invented", "Sam Rook is head vet; §3.4", {"cites": ["w9", "w10"]}),
       ("Dr Sam Rook, the centre's former vet, now runs the Coldharbour clinic", "person swapped", "§3.4", {"cites": ["w9", "w10"]})])
    q10 = "Which clinic run by the centre's former vet treats injured deer free of charge?"
    c10 = "The clinic run by the centre's former vet treats injured deer free of charge."
    R10 = [["w9", "w11"]]
    d.case("x10r1", q10, c10, ["free of charge"], R10, "The clinic run by the centre's former vet treats injured deer free of charge",
           "accept", True, "multi-hop complete", "right", "§4")
    d.case("x10w1", q10, c10, ["free of charge"], R10, [("The clinic run by the centre's former vet treats injured deer free of charge", ["w11"])],
           "revise_citations", True, "hop missing", "wrong", "§4")
    d.case("x10w2", q10, c10, ["free of charge"], R10, [("The clinic run by the centre's head vet treats injured deer free of charge", ["w9", "w10", "w11"])],
           "reject", False, "hop applied to wrong entity", "wrong", "head vet is Rook; §3.4")
    d.case("x10w3", q10, c10, ["free of charge"], R10, [("The clinic run by the centre's former vet treats injured deer and badgers free of charge", ["w9", "w11"])],
           "reject", None, "extra object", "wrong", "badgers not stated; §3.7")
    G("x11", "since", "Since when has Dr Sam Rook been head vet?",
      "Dr Sam Rook became head vet in April 2025.", ["April 2025"], [["w10"]],
      [("Dr Sam Rook has been head vet since April 2025", "became -> has been since")],
      [("Dr Sam Rook was head vet until April 2025", "until", "§3.4"),
       ("Dr Sam Rook became head vet in April 2024", "year", "§3.4"),
       ("Dr Sam Rook became acting head vet in April 2025", "'acting' added", "§3.7 role qualifier", {"correct": None})])
    G("x12", "plan as done", "Where will rehabilitated otters be released?",
      "Releases of rehabilitated otters are planned for the River Lune in 2027.", ["River Lune"], [["w12"]],
      [("The centre plans to release rehabilitated otters into the River Lune in 2027", "plans to")],
      [("Rehabilitated otters were released into the River Lune in 2027", "plan as done", "§3.4"),
       ("Rehabilitated otters have been released into the River Lune since 2027", "plan as ongoing", "§3.4"),
       ("Releases of rehabilitated otters are planned for the River Lune in 2026", "year", "§3.4")])
    G("x13", "rose from/to", "How many badgers were admitted in 2025?",
      "Badger admissions rose from 40 in 2024 to 58 in 2025.", ["58"], [["w13"]],
      [("In 2025 the centre admitted 58 badgers, up from 40 in 2024", "up from")],
      [("Badger admissions fell from 58 in 2024 to 40 in 2025", "values swapped", "§3.4"),
       ("Badger admissions rose from 40 in 2025 to 58 in 2024", "years swapped", "§3.4"),
       ("Badger admissions rose from 40 in 2024 to 58 in 2025, a rise of more than half", "wrong derived", "18/40=45%; §3.4", {"correct": None})])
    G("x14", "at least one vs each", "Who is on duty overnight?",
      "At least one volunteer is on duty in each ward overnight.", ["at least one volunteer"], [["w14"]],
      [("Each ward has at least one volunteer on duty overnight", "reordered")],
      [("Each volunteer is on duty in at least one ward overnight", "quantifiers swapped", "§3.4"),
       ("At least one volunteer is on duty in at least one ward overnight", "each->at least one", "§3.7 weaker", {"correct": None, "unclear": True}),
       ("At least one volunteer is on duty in each ward during the day", "time changed", "§3.4")])
    G("x15", "some->all", "What happens to raptors too injured to release?",
      "Some of the raptors are too badly injured to be released and stay at the centre as education birds.", ["education birds"], [["w15"]],
      [("A number of raptors that are too badly injured to be released remain at the centre as education birds", "synonyms")],
      [("All of the raptors are too badly injured to be released and stay at the centre as education birds", "some->all", "§3.7"),
       ("Some of the raptors are released and stay at the centre as education birds", "negation of 'too ... to be released'", "§3.4"),
       ("Most of the raptors are too badly injured to be released and stay at the centre as education birds", "some->most", "§3.7")])
    G("x16", "attribution/number", "How many volunteers work at the centre?",
      "Carys Bell said that 70 volunteers work at the centre.", ["70 volunteers", "seventy volunteers"], [["w17"]],
      [("According to manager Carys Bell, seventy volunteers work at the centre", "words")],
      [("Carys Bell said that 70 volunteers work at the centre each night", "scope added", "§3.7", {"correct": None}),
       ("Dr Sam Rook said that 70 volunteers work at the centre", "speaker changed", "§3.4", {"cites": ["w17", "w10"]}),
       ("Carys Bell said that 17 volunteers work at the centre", "digits transposed", "§3.4")])
    # versions
    qv = "When are hedgehogs released?"
    cv = "Hedgehogs are released only after they reach a weight of 600 grams."
    d.case("x17w1", qv, cv, ["600 grams"], [["w2"]], [("Hedgehogs are released only after they reach a weight of 500 grams", ["wo2"])],
           "reject", False, "superseded", "wrong", "§4 freshness")
    d.case("x17r1", "In 2025, at what weight were hedgehogs released?", "Hedgehogs are released only after they reach a weight of 500 grams.",
           ["500 grams"], [["wo2"]], [("In 2025 hedgehogs were released only after they reached a weight of 500 grams", ["wo2"])], "accept", True,
           "superseded at its time", "right", "applies_at 2025-06-01", applies_at="2025-06-01")
    qf = "Do businesses pay to bring in wild animals?"
    d.case("x18w1", qf, "Animals are admitted free of charge.", ["free of charge"], [["w16"]],
           [("Businesses pay 15 euros for each wild animal they bring in", ["wn1"])], "reject", False, "not yet effective", "wrong", "wn1 2027; §4")
    d.case("x18r1", qf, "Animals are admitted free of charge.", ["free of charge"], [["w16"]],
           [("Animals are admitted free of charge", ["w16"])], "accept", True, "current", "right", "§4")
    d.case("x18r2", "What will businesses pay from 2027 to bring in wild animals?", "Businesses pay 15 euros for each wild animal they bring in.",
           ["15 euros"], [["wn1"]], [("From 2027, businesses pay 15 euros for each wild animal they bring in", ["wn1"])], "accept", True,
           "future at its time", "right", "applies_at 2027-02-01", applies_at="2027-02-01")
    # permissions
    qs = "What is the sedative dose for adult herons?"
    cs = "The sedative dose for adult herons is 2 mg per kg."
    d.case("x19w1", qs, cs, ["2 mg per kg"], [["vt1"]], "The sedative dose for adult herons is 2 mg per kg", "reject", None, "blocked answered",
           "wrong", "§3.0/§4", reader="public")
    d.case("x19r1", qs, cs, ["2 mg per kg"], [["vt1"]], "ABSTAIN", "abstain", None, "blocked abstained", "right", "§4", reader="public")
    d.case("x19r2", qs, cs, ["2 mg per kg"], [["vt1"]], "The sedative dose for adult herons is 2 mg per kg", "accept", True, "privileged", "right",
           "§4", reader="vet")
    d.case("x19w2", qs, cs, ["2 mg per kg"], [["vt1"]], "The sedative dose for adult herons is 2 mg per kg, and twice that for chicks", "reject", None,
           "extra (privileged)", "wrong", "§3.7", reader="vet")
    qi = "Where are birds with avian influenza symptoms isolated?"
    ci = "Birds showing avian influenza symptoms are isolated in Unit C."
    d.case("x20r1", qi, ci, ["Unit C"], [["vt2"], ["pb1"]], [("Birds showing avian influenza symptoms are isolated in Unit C", ["pb1"])],
           "accept", True, "public alternative", "right", "§4", reader="public")
    d.case("x20w1", qi, ci, ["Unit C"], [["vt2"], ["pb1"]], [("Birds showing avian influenza symptoms are isolated in Unit C", ["vt2"])],
           "revise_citations", True, "blocked citation with public route", "wrong", "§4 revise", reader="public")
    d.case("x20w2", qi, ci, ["Unit C"], [["vt2"], ["pb1"]], [("Birds showing avian influenza symptoms are released from Unit C", ["pb1"])],
           "reject", False, "isolated->released", "wrong", "§3.4", reader="public")
    # conflict
    qc = "When does the centre release hedgehogs?"
    d.case("x21w1", qc, "The centre releases hedgehogs at dusk.", ["at dusk", "at dawn"], [["lf1"]], [("The centre releases hedgehogs at dusk", ["lf1"])],
           "revise_citations", None, "conflict hidden", "wrong", "website says dawn; §3.9", behavior="mention_conflict")
    d.case("x21r1", qc, "The centre releases hedgehogs at dusk.", ["at dusk", "at dawn"], [["lf1"]],
           [("The leaflet says the centre releases hedgehogs at dusk, but the website says at dawn", ["lf1", "ws1"])],
           "accept", None, "conflict mentioned", "right", "§3.9", behavior="mention_conflict")
    # quotes, markers
    qq = "How soon are oiled birds washed?"
    cq = "Oiled birds are washed within 48 hours of admission, after they have been rehydrated."
    d.case("x22r1", qq, cq, ["48 hours"], [["w7"]], [("Oiled birds are washed within 48 hours of admission, after they have been rehydrated", [("q", "w7", "washed within 48 hours of admission")])],
           "accept", True, "faithful quote", "right", "§3.2")
    d.case("x22w1", qq, cq, ["48 hours"], [["w7"]], [("Oiled birds are washed within 48 hours of admission, after they have been rehydrated", [("q", "w7", "washed within 24 hours of admission")])],
           "revise_citations", True, "unfaithful quote", "wrong", "§3.2")
    d.case("x22w2", qq, cq, ["48 hours"], [["w7"]], [("Oiled birds are washed within 48 hours of admission, after they have been rehydrated", ["w5"])],
           "revise_citations", True, "wrong source", "wrong", "cites seal-pup span, which also says 24 hours; §4 revise")
    # abstentions
    qn = "Does the centre accept donations of blankets?"
    d.case("x23r1", qn, None, [], [], "ABSTAIN", "abstain", None, "right abstention", "right", "§4", answerable=False, behavior="abstain")
    d.case("x23w1", qn, None, [], [], [("The centre accepts donations of blankets free of charge", ["w16"])], "reject", False, "hallucinated", "wrong",
           "§4", answerable=False, behavior="abstain")
    d.case("x23w2", "When are oiled birds washed?", cq, ["48 hours"], [["w7"]], "ABSTAIN", "reject", None, "over-abstention", "wrong", "§4")

    # ---- extra probes
    G("e1", "unlinked restatement", "When is the admissions desk open?",
      "The admissions desk is open from 8 am to 6 pm.", ["8 am to 6 pm"], [["w6"]],
      [("The hotline is answered around the clock", "unlinked true restatement")],
      [("The hotline is answered only during the day", "unlinked, other slot", "§3.7", {"correct": None}),
       ("Both the hotline and the admissions desk are available around the clock", "unlinked, fused", "§3.7", {"correct": None})])
    G("e2", "unless -> even if variants", "Who may handle bats?",
      "Volunteers must not handle bats unless they have been vaccinated against rabies.", ["vaccinated against rabies"], [["w4"]],
      [("Volunteers who have not been vaccinated against rabies must not handle bats", "contrapositive")],
      [("Volunteers must not handle bats, whether or not they have been vaccinated against rabies", "whether or not", "§3.4"),
       ("Volunteers must not handle bats if they have been vaccinated against rabies", "unless -> if", "§3.4")])
    G("e3", "plan as done variants", "Where will rehabilitated otters be released?",
      "Releases of rehabilitated otters are planned for the River Lune in 2027.", ["River Lune"], [["w12"]],
      [("Otter releases into the River Lune are planned for 2027", "reordered")],
      [("Releases of rehabilitated otters took place in the River Lune in 2027", "took place", "§3.4"),
       ("Releases of rehabilitated otters into the River Lune were completed in 2027", "completed", "§3.4")])

    # ---- more probes
    G("m1", "clause of another subject", "How are oiled birds prepared for washing?",
      "Oiled birds are rehydrated before they are washed.", ["rehydrated"], [["w7"]],
      [("Oiled birds are rehydrated first and washed afterwards", "then-order")],
      [("Oiled birds are washed and then rehydrated", "order reversed", "§3.4"),
       ("Oiled birds are rehydrated after they are washed", "after/before swapped", "§3.4")])
    G("m2", "former/current (hop statement path)", "Who runs the Coldharbour clinic?",
      "Dr Nia Osei, the centre's former vet, now runs the Coldharbour clinic.", ["Dr Nia Osei", "Nia Osei"], [["w9"]],
      [("The Coldharbour clinic is run by a former vet of the centre", "unlinked true restatement")],
      [("The Coldharbour clinic is run by the centre's vet", "unlinked, 'former' dropped", "§3.7", {"correct": None}),
       ("The centre's former vet now works at the centre", "unlinked, wrong", "§3.7", {"correct": None})])
    G("m3", "range end/hop statement", "What weight must hedgehogs reach before release?",
      "Hedgehogs are released only after they reach a weight of 600 grams.", ["600 grams"], [["w2"]],
      [("Hedgehogs lighter than 600 g are not released", "unlinked contrapositive")],
      [("Hedgehogs are released at any weight", "unlinked, threshold denied", "§3.7", {"correct": None}),
       ("Hedgehogs heavier than 600 g are not released", "unlinked, inverted", "§3.7", {"correct": None})])
    return d
