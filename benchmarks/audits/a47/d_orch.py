from gen_core import Domain


def build():
    d = Domain("orch", cutoff="2026-08-01")
    d.src("tour-2026", "Velmont Civic Orchestra: autumn tour 2026", [
        ("to1", "The autumn tour visits six cities in eleven days, opening in Lyss on 3 October 2026."),
        ("to2", "The concert in Ardel is the only one of the tour held outdoors."),
        ("to3", "Soloist Ilse Moraga replaces Jonas Pell for the concerts in Lyss and Ardel."),
        ("to4", "Jonas Pell will perform the remaining four concerts as planned."),
        ("to6", "The orchestra travels by train between cities, except from Brenz to Ardel, where it travels by coach."),
        ("to7", "Instrument trucks leave the day before each concert."),
        ("to8", "The orchestra has 84 members, of whom 70 travel on the tour."),
        ("to10", "The Brenz concert hall seats 1,900, more than twice as many as the Ardel amphitheatre."),
        ("h1", "In Lyss, the orchestra plays at the Stadtcasino."),
        ("h2", "The Stadtcasino reopened in 2019 after a renovation."),
        ("b1", "The tour budget is 1.2 million euros, of which the city pays 45 percent."),
        ("b2", "Ticket sales and sponsors cover the remaining 55 percent."),
    ], source_id="tour", eff_from="2026-06-01", observed="2026-06-10", published="2026-06-05")
    d.src("tour-2026-draft", "Velmont Civic Orchestra: autumn tour 2026 (draft)", [
        ("tod1", "The autumn tour visits five cities in nine days, opening in Lyss on 3 October 2026."),
    ], source_id="tour", status="superseded", eff_from="2026-01-01", eff_to="2026-05-31", observed="2026-01-15", published="2026-01-10")
    d.src("press", "Press release", [
        ("p1", "Conductor Pia Lunde said the tour programme was chosen by the players."),
        ("p2", "Manager Otto Rask said the orchestra hopes to tour Japan in 2028."),
        ("p3", "The tour ends in Sarn on 13 October."),
        ("p4", "Pia Lunde has been principal conductor since 2021, and before that she led the youth orchestra."),
    ])
    d.src("schedule-page", "Tour schedule web page", [
        ("sp1", "The tour ends in Sarn on 14 October."),
    ])
    d.src("rehearsal-2026", "Rehearsal plan", [
        ("r1", "Rehearsals take place at the Music School."),
    ], source_id="rehearsal", eff_from="2026-01-01", eff_to="2026-08-31")
    d.src("rehearsal-2026b", "Rehearsal plan from September", [
        ("r2", "Rehearsals take place at the Kornhalle."),
    ], source_id="rehearsal", eff_from="2026-09-01", observed="2026-07-01", published="2026-06-30")
    d.src("office-memo", "Tour office memo", [
        ("om1", "Each player receives a daily allowance of 62 euros on tour."),
        ("om2", "Players share hotel rooms only if they request it."),
    ], readers=["office"])
    d.src("players-agreement", "Players' agreement (published)", [
        ("pa1", "Players share hotel rooms only at their own request."),
    ])

    G = d.group
    G("o01", "numbers words", "How many cities does the autumn tour visit?",
      "The autumn tour visits six cities in eleven days.", ["six cities", "6 cities"], [["to1"]],
      [("The autumn tour visits 6 cities in 11 days", "digits"),
       ("Over eleven days, the autumn tour visits six cities", "reorder")],
      [("The autumn tour visits six cities in eleven weeks", "unit changed", "§3.4"),
       ("The autumn tour visits eleven cities in six days", "values swapped", "§3.4"),
       ("The autumn tour visits six cities in eleven days, closing in Lyss", "opening -> closing", "§3.4/§3.7", {"correct": None})])
    G("o02", "date formats", "When does the tour open?",
      "The autumn tour opens in Lyss on 3 October 2026.", ["3 October 2026", "2026-10-03", "October 3, 2026"], [["to1"]],
      [("The autumn tour opens in Lyss on 2026-10-03", "ISO date"),
       ("The autumn tour opens in Lyss on October 3, 2026", "US date")],
      [("The autumn tour opens in Lyss on 3 November 2026", "month changed", "§3.4"),
       ("The autumn tour opens in Sarn on 3 October 2026", "city changed", "§3.4"),
       ("The autumn tour opened in Lyss on 3 October 2025", "year changed", "§3.4")])
    G("o03", "only", "Which concert is held outdoors?",
      "The concert in Ardel is the only one of the tour held outdoors.", ["Ardel"], [["to2"]],
      [("Ardel's concert is the tour's only outdoor concert", "possessive")],
      [("The concert in Ardel is one of several tour concerts held outdoors", "only -> one of several", "§3.4"),
       ("The concert in Ardel is the only one of the tour held indoors", "outdoors->indoors", "§3.4"),
       ("Only the concert in Ardel is not held outdoors", "negation inserted", "§3.4")])
    G("o04", "replaces roles", "Who replaces Jonas Pell in Lyss and Ardel?",
      "Soloist Ilse Moraga replaces Jonas Pell for the concerts in Lyss and Ardel.", ["Ilse Moraga"], [["to3"]],
      [("For the concerts in Lyss and Ardel, Jonas Pell is replaced by soloist Ilse Moraga", "passive reorder")],
      [("Jonas Pell replaces Ilse Moraga for the concerts in Lyss and Ardel", "roles swapped", "§3.4"),
       ("Soloist Ilse Moraga replaces Jonas Pell for the whole tour", "scope widened", "Pell plays other four; §3.4", {"cites": ["to3", "to4"]}),
       ("Soloist Ilse Moraga replaces Jonas Pell for the concerts in Lyss and Brenz", "city changed", "§3.4")])
    G("o05", "remaining count", "How many concerts will Jonas Pell perform?",
      "Jonas Pell will perform the remaining four concerts as planned.", ["four concerts", "4 concerts"], [["to4"]],
      [("Jonas Pell will play the other 4 concerts as planned", "synonyms")],
      [("Jonas Pell has cancelled the remaining four concerts", "negated plan", "§3.4"),
       ("Jonas Pell will perform all six concerts as planned", "all widened", "§3.4", {"cites": ["to1", "to4"]}),
       ("Jonas Pell performed the remaining four concerts as planned", "plan as done", "§3.4 tense")])
    G("o06", "except transport", "How does the orchestra travel from Brenz to Ardel?",
      "The orchestra travels by coach from Brenz to Ardel.", ["by coach", "coach"], [["to6"]],
      [("Between Brenz and Ardel the orchestra goes by coach", "paraphrase")],
      [("The orchestra travels by coach between all cities", "except widened", "§3.4"),
       ("The orchestra travels by train from Brenz to Ardel", "exception ignored", "§3.4"),
       ("The orchestra travels by coach from Ardel to Brenz", "direction reversed", "§3.4/unclear", {"correct": None, "unclear": True})])
    G("o07", "day before/after", "When do instrument trucks leave?",
      "Instrument trucks leave the day before each concert.", ["the day before"], [["to7"]],
      [("The instrument trucks depart the day before every concert", "synonyms")],
      [("Instrument trucks leave the day after each concert", "before->after", "§3.4"),
       ("Instrument trucks leave the day before the first concert only", "each->first only", "§3.4 quantifier"),
       ("Instrument trucks leave the morning of each concert, not the day before", "not S", "§3.4")])
    G("o08", "of whom/partitive", "How many members travel on the tour?",
      "Of the orchestra's 84 members, 70 travel on the tour.", ["70", "seventy"], [["to8"]],
      [("Seventy of the orchestra's 84 members travel on the tour", "number words")],
      [("The orchestra has 70 members, of whom 84 travel on the tour", "values swapped", "§3.4"),
       ("All 70 members of the orchestra travel on the tour", "partitive turned into total", "orchestra has 84; §3.4"),
       ("Fourteen of the orchestra's members travel on the tour", "complement given", "84-70=14 stay; §3.4")])
    G("o09", "comparison", "Which venue is larger, Brenz or Ardel?",
      "The Brenz concert hall seats more than twice as many as the Ardel amphitheatre.", ["Brenz"], [["to10"]],
      [("The Ardel amphitheatre seats fewer than half as many as the Brenz concert hall", "converse comparison")],
      [("The Ardel amphitheatre seats more than twice as many as the Brenz concert hall", "sides swapped", "§3.4"),
       ("The Brenz concert hall seats fewer than twice as many as the Ardel amphitheatre", "more->fewer", "§3.4"),
       ("The Brenz concert hall seats 1,900, more than three times as many as the Ardel amphitheatre", "ratio inflated", "§3.4")])
    q10 = "When was the venue of the tour's opening concert renovated?"
    c10 = "The venue of the tour's opening concert reopened in 2019 after a renovation."
    R = [["to1", "h1", "h2"]]
    d.case("o10r1", q10, c10, ["2019"], R, "The venue of the tour's opening concert reopened in 2019 after a renovation", "accept", True,
           "3-hop complete", "right", "§4 accept")
    d.case("o10r2", q10, c10, ["2019"], R,
           [("The tour opens in Lyss", ["to1"]), ("In Lyss, the orchestra plays at the Stadtcasino", ["h1"]),
            ("The Stadtcasino, the venue of the tour's opening concert, reopened in 2019 after a renovation", ["h2"])],
           "accept", True, "3-hop answer scope", "right", "§3.6 answer scope")
    d.case("o10w1", q10, c10, ["2019"], R, [("The venue of the tour's opening concert reopened in 2019 after a renovation", ["h1", "h2"])],
           "revise_citations", True, "hop missing (opening city)", "wrong", "to1 missing; §4 revise_citations")
    d.case("o10w2", q10, c10, ["2019"], R, [("The venue of the tour's closing concert reopened in 2019 after a renovation", ["to1", "h1", "h2"])],
           "reject", False, "hop applied to wrong entity", "wrong", "closing (Sarn) venue unknown; §3.4")
    d.case("o10w3", q10, c10, ["2019"], R, [("The venue of the tour's opening concert was built in 2019", ["to1", "h1", "h2"])],
           "reject", False, "renovated -> built", "wrong", "§3.4 another relation")
    G("o11", "percent/arithmetic", "How much of the tour budget does the city pay?",
      "The city pays 45 percent of the tour budget of 1.2 million euros.", ["45 percent", "45%"], [["b1"]],
      [("The city pays 45% of the 1.2 million euro tour budget", "percent sign"),
       ("The city pays 540,000 euros, 45 percent of the 1.2 million euro tour budget", "derived amount")],
      [("The city pays 55 percent of the tour budget of 1.2 million euros", "complement given", "§3.4", {"cites": ["b1", "b2"]}),
       ("Ticket sales and sponsors cover 45 percent of the 1.2 million euro tour budget", "shares swapped", "§3.4", {"cites": ["b1", "b2"]}),
       ("The city pays 45 percent of the tour budget of 1.2 billion euros", "magnitude changed", "§3.4")])
    G("o12", "attribution", "Who chose the tour programme?",
      "Pia Lunde said the tour programme was chosen by the players.", ["chosen by the players", "the players"], [["p1"]],
      [("According to conductor Pia Lunde, the players chose the tour programme", "active voice")],
      [("Conductor Pia Lunde said she chose the tour programme for the players", "chooser swapped", "§3.4 roles"),
       ("Manager Otto Rask said the tour programme was chosen by the players", "speaker changed", "§3.4", {"cites": ["p1", "p2"]})])
    G("o13", "hope as plan/done", "What did Otto Rask say about Japan?",
      "Otto Rask said the orchestra hopes to tour Japan in 2028.", ["Japan"], [["p2"]],
      [("Manager Otto Rask said the orchestra hopes to tour Japan in 2028", "verbatim+title")],
      [("Manager Otto Rask said the orchestra will tour Japan in 2028", "hope as certainty", "§3.4 modality"),
       ("The orchestra toured Japan in 2028, Otto Rask said", "hope as done", "§3.4"),
       ("Manager Otto Rask said the orchestra hopes to tour Japan in 2026", "year changed", "§3.4")])
    G("o14", "since/before that", "Since when has Pia Lunde been principal conductor?",
      "Pia Lunde has been principal conductor since 2021.", ["2021"], [["p4"]],
      [("Pia Lunde became principal conductor in 2021 and still holds the post", "since paraphrase")],
      [("Pia Lunde was principal conductor until 2021", "since->until", "§3.4"),
       ("Pia Lunde has led the youth orchestra since 2021", "past role as current", "§3.4"),
       ("Pia Lunde, the youth orchestra's conductor, has been principal conductor since 2021", "former role as current appositive", "§3.7", {"correct": None})])
    # versions
    qv = "How many cities does the autumn tour visit?"
    cv = "The autumn tour visits six cities in eleven days."
    d.case("o15w1", qv, cv, ["six cities"], [["to1"]], [("The autumn tour visits five cities in nine days", ["tod1"])], "reject", False,
           "superseded draft", "wrong", "tod1 superseded; §4 reject freshness")
    d.case("o15r1", "How many cities did the spring draft of the tour plan?", "The autumn tour visits five cities in nine days.", ["five cities"],
           [["tod1"]], [("In the spring draft, the autumn tour visited five cities in nine days", ["tod1"])], "accept", True,
           "superseded at its time", "right", "applies_at 2026-03-01", applies_at="2026-03-01")
    qr = "Where do rehearsals take place?"
    d.case("o16w1", qr, "Rehearsals take place at the Music School.", ["Music School"], [["r1"]], [("Rehearsals take place at the Kornhalle", ["r2"])],
           "reject", False, "not yet effective", "wrong", "r2 from 2026-09-01 > cutoff; §4 reject")
    d.case("o16r1", qr, "Rehearsals take place at the Music School.", ["Music School"], [["r1"]], [("Rehearsals are held at the Music School", ["r1"])],
           "accept", True, "current version", "right", "§4")
    d.case("o16r2", "Where will rehearsals take place from September 2026?", "Rehearsals take place at the Kornhalle.", ["Kornhalle"], [["r2"]],
           [("From September 2026, rehearsals take place at the Kornhalle", ["r2"])], "accept", True, "future at its time", "right",
           "applies_at 2026-10-01", applies_at="2026-10-01")
    # permissions
    qa = "What daily allowance do players receive on tour?"
    ca = "Each player receives a daily allowance of 62 euros on tour."
    d.case("o17w1", qa, ca, ["62 euros"], [["om1"]], "Each player receives a daily allowance of 62 euros on tour", "reject", None,
           "blocked answered", "wrong", "§3.0 §4", reader="audience")
    d.case("o17r1", qa, ca, ["62 euros"], [["om1"]], "ABSTAIN", "abstain", None, "blocked abstained", "right", "§4", reader="audience")
    d.case("o17r2", qa, ca, ["62 euros"], [["om1"]], "Each player receives a daily allowance of 62 euros on tour", "accept", True,
           "privileged", "right", "§4", reader="office")
    d.case("o17w2", qa, ca, ["62 euros"], [["om1"]], "Each player receives a daily allowance of 62 euros on tour, plus free meals", "reject", None,
           "extra (privileged)", "wrong", "§3.7", reader="office")
    qh = "Do players share hotel rooms?"
    ch = "Players share hotel rooms only if they request it."
    d.case("o18r1", qh, ch, ["only if they request it", "only at their own request"], [["om2"], ["pa1"]],
           [("Players share hotel rooms only at their own request", ["pa1"])], "accept", True, "public alternative route", "right", "§4", reader="audience")
    d.case("o18w1", qh, ch, ["only if they request it", "only at their own request"], [["om2"], ["pa1"]],
           [("Players share hotel rooms only if they request it", ["om2"])], "revise_citations", True, "blocked citation, public route exists", "wrong",
           "§4 revise_citations", reader="audience")
    d.case("o18w2", qh, ch, ["only if they request it", "only at their own request"], [["om2"], ["pa1"]],
           [("Players share hotel rooms by default, and single rooms are given only at their own request", ["pa1"])], "reject", False,
           "default inverted, answer string inside", "wrong", "default inverted; §3.4", reader="audience")
    # conflict
    qc = "When does the tour end?"
    d.case("o19w1", qc, "The tour ends in Sarn on 13 October.", ["13 October", "14 October"], [["p3"]], [("The tour ends in Sarn on 13 October", ["p3"])],
           "revise_citations", None, "conflict hidden", "wrong", "schedule says 14 October; §3.9", behavior="mention_conflict")
    d.case("o19r1", qc, "The tour ends in Sarn on 13 October.", ["13 October", "14 October"], [["p3"]],
           [("The press release says the tour ends in Sarn on 13 October, while the schedule page gives 14 October", ["p3", "sp1"])],
           "accept", None, "conflict mentioned", "right", "§3.9", behavior="mention_conflict")
    # quotes/markers
    d.case("o20r1", "When do instrument trucks leave?", "Instrument trucks leave the day before each concert.", ["the day before"], [["to7"]],
           [("Instrument trucks leave the day before each concert", [("q", "to7", "leave the day before each concert")])], "accept", True,
           "faithful quote", "right", "§3.2")
    d.case("o20w1", "When do instrument trucks leave?", "Instrument trucks leave the day before each concert.", ["the day before"], [["to7"]],
           [("Instrument trucks leave the day before each concert", [("q", "to7", "leave two days before each concert")])], "revise_citations", True,
           "unfaithful quote", "wrong", "§3.2")
    d.case("o20w2", "When do instrument trucks leave?", "Instrument trucks leave the day before each concert.", ["the day before"], [["to7"]],
           [("Instrument trucks leave the day before each concert", ["to6"])], "revise_citations", True,
           "wrong source cited", "wrong", "cites travel span; §4 revise_citations")
    # abstentions
    qn = "Who designed the tour poster?"
    d.case("o21r1", qn, None, [], [], "ABSTAIN", "abstain", None, "right abstention", "right", "§4", answerable=False, behavior="abstain")
    d.case("o21w1", qn, None, [], [], [("The tour poster was designed by the players", ["p1"])], "reject", False, "hallucinated", "wrong",
           "cites programme-choice span; §4 reject", answerable=False, behavior="abstain")
    d.case("o21w2", "How do instrument trucks travel?", "Instrument trucks leave the day before each concert.", ["the day before"], [["to7"]],
           "ABSTAIN", "reject", None, "over-abstention", "wrong", "§4 omitted reject")

    # ---- extra probes
    G("e1", "unlinked restatement", "How does the orchestra travel from Brenz to Ardel?",
      "The orchestra travels by coach from Brenz to Ardel.", ["by coach"], [["to6"]],
      [("The orchestra travels between cities by train, with one exception", "unlinked true restatement")],
      [("The orchestra travels between all cities by train", "unlinked, exception dropped", "§3.7", {"correct": None}),
       ("The orchestra never travels by train between cities", "unlinked, negated", "§3.7", {"correct": None})])
    G("e2", "only -> one of several (variants)", "Which concert is held outdoors?",
      "The concert in Ardel is the only one of the tour held outdoors.", ["Ardel"], [["to2"]],
      [("No tour concert other than the one in Ardel is held outdoors", "no other than")],
      [("The concert in Ardel is among the tour concerts held outdoors, with others in Brenz and Sarn", "only -> among", "§3.4"),
       ("The concert in Ardel is not the only one of the tour held outdoors", "negated only", "§3.4")])
    G("e3", "partitive subject", "How many members travel on the tour?",
      "Of the orchestra's 84 members, 70 travel on the tour.", ["70"], [["to8"]],
      [("The orchestra has 84 members, 70 of whom travel on the tour", "relative")],
      [("The orchestra has 84 members, 70 of whom stay at home during the tour", "travel->stay", "§3.4"),
       ("The orchestra has 84 members, all but 70 of whom travel on the tour", "all but", "§3.4")])

    # ---- more probes
    G("m1", "roles in replacement (hop statement path)", "Who replaces Jonas Pell in Lyss and Ardel?",
      "Soloist Ilse Moraga replaces Jonas Pell for the concerts in Lyss and Ardel.", ["Ilse Moraga"], [["to3"]],
      [("Jonas Pell will not perform in Lyss and Ardel", "unlinked true consequence")],
      [("Jonas Pell replaces the soloist for the concerts in Lyss and Ardel", "unlinked roles swapped", "§3.7", {"correct": None}),
       ("Jonas Pell will perform in Lyss and Ardel", "unlinked negation dropped", "§3.7", {"correct": None})])
    G("m2", "percent of budget: answer inside different statement", "How much of the tour budget does the city pay?",
      "The city pays 45 percent of the tour budget of 1.2 million euros.", ["45 percent", "forty-five percent"], [["b1"]],
      [("Forty-five percent of the 1.2 million euro tour budget is paid by the city", "words, passive")],
      [("The city pays 45 percent more than the sponsors towards the 1.2 million euro tour budget", "45 percent as difference", "§3.4", {"cites": ["b1", "b2"]}),
       ("The city's share of the 1.2 million euro tour budget fell to 45 percent", "change invented", "§3.7", {"correct": None})])
    return d
