from gen_lib import Domain
D = Domain("bakery")
D.src("minutes-v5", "Millstone Bakers Cooperative minutes", [
    ("b1", "The cooperative buys its rye flour from the Hadley mill."),
    ("b2", "Members pay annual dues of 120 euros."),
    ("b3", "The sourdough starter is fed at 6 am and at 6 pm."),
    ("b4", "The ovens are lit before the first delivery van leaves at 4:30 am."),
    ("b5", "Members may take home two unsold loaves each evening."),
    ("b6", "The cooperative sells bread to the Lindale primary school on weekdays except Wednesday."),
    ("b7", "Treasurer Olu Banks said the cooperative made a small loss in 2025."),
    ("b8", "The cooperative has not yet paid the 2025 oven repair invoice."),
    ("b9", "Rye loaves cost more than wheat loaves at the cooperative shop."),
    ("b10", "If flour prices rise above 900 euros a tonne, the loaf price will be reviewed."),
    ("b11", "Head baker Nell Price trained apprentice Tom Ardis in 2024."),
    ("b12", "The cooperative was founded in 1987 by six bakers from Corran."),
], sid="coop-minutes")
D.src("minutes-v2", "Millstone minutes 2022", [
    ("b2old", "Members pay annual dues of 90 euros."),
], sid="coop-minutes", status="superseded", observed="2022-03-01", published="2022-02-20", eff_from="2022-01-01", eff_to="2024-12-31")
D.src("suppliers-v1", "Supplier register", [("b13", "The Hadley mill is owned by the Farrow family.")])
D.src("stalls-v1", "Market stalls", [("b14", "Stall 12 at Corran market is run by the cooperative's founder member Ada Farr.")])
D.src("rota-v3", "Delivery rota", [("b15", "The Thursday delivery round is driven by van D4."),
                                  ("b16", "Van D4 was serviced in January 2026.")])
D.src("hr-v1", "Staff file (board only)", [("b17", "The head baker earns 3,100 euros a month.")], readers=["board"])
D.src("flyer-v2", "Shop flyer", [("b18", "The cooperative shop opens at 7 am on Saturdays.")])
D.src("sign-v1", "Shop door sign", [("b19", "The cooperative shop opens at 8 am on Saturdays.")])

def pair(q, ans, claim, routes, bad, good, cites, note, sec, corr=False, exp="reject", gcites=None, **kw):
    a = D.case(q, ans, claim, routes, bad, cites, exp, corr, note, sec, **kw)
    D.case(q, ans, claim, routes, good, gcites or cites, "accept", True, "twin of " + a, "§4", twin=a, kind="twin", **kw)

pair("Where does the cooperative buy its rye flour?", ["Hadley mill"], "The cooperative buys its rye flour from the Hadley mill.", [["b1"]],
     "The Hadley mill buys its rye flour from the cooperative [1].",
     "Rye flour for the cooperative is bought from the Hadley mill [1].", ["b1"],
     "buyer/seller swapped", "§3.4 another role")
pair("What are the annual dues?", ["120 euros", "€120"], "Members pay annual dues of 120 euros.", [["b2"]],
     "Members pay annual dues of 90 euros [1].", "Annual dues for members are 120 euros [1].", ["b2old"],
     "old dues (90) from superseded minutes", "§1 admissible; §4; worked example D", gcites=["b2"])
pair("When is the sourdough starter fed?", ["6 am and at 6 pm", "6 am and 6 pm", "06:00 and 18:00"], "The sourdough starter is fed at 6 am and at 6 pm.", [["b3"]],
     "The sourdough starter is fed at 6 am and at 6 am [1].".replace("6 am and at 6 am", "6 am and at 8 pm"),
     "The sourdough starter is fed at 06:00 and 18:00 [1].", ["b3"],
     "8 pm for 6 pm", "§3.4 another value")
pair("When are the ovens lit?", ["before the first delivery van leaves"], "The ovens are lit before the first delivery van leaves at 4:30 am.", [["b4"]],
     "The ovens are lit after the first delivery van leaves at 4:30 am [1].",
     "The ovens are lit before the first delivery van leaves at 4:30 in the morning [1].", ["b4"],
     "after for before", "§3.4 another value/order")
pair("How many unsold loaves may members take home?", ["two unsold loaves", "2 unsold loaves"], "Members may take home two unsold loaves each evening.", [["b5"]],
     "Members must take home two unsold loaves each evening [1].",
     "Each evening members may take home 2 unsold loaves [1].", ["b5"],
     "must for may", "§3.4 changed modality")
pair("When does the cooperative sell bread to Lindale primary school?", ["weekdays except Wednesday"],
     "The cooperative sells bread to the Lindale primary school on weekdays except Wednesday.", [["b6"]],
     "The cooperative sells bread to the Lindale primary school every weekday [1].",
     "On weekdays except Wednesday, the cooperative sells bread to the Lindale primary school [1].", ["b6"],
     "exception (Wednesday) dropped: 'every weekday'", "§3.4/§3.7 scope", corr=None)
pair("What did the treasurer say about 2025?", ["small loss"], "Treasurer Olu Banks said the cooperative made a small loss in 2025.", [["b7"]],
     "The cooperative made a small loss in 2025 [1].",
     "According to treasurer Olu Banks, the cooperative made a small loss in 2025 [1].", ["b7"],
     "attribution dropped: treasurer's statement asserted as fact", "§3.7 boundary", corr=None)
pair("Has the 2025 oven repair invoice been paid?", ["not yet paid", "has not yet paid"], "The cooperative has not yet paid the 2025 oven repair invoice.", [["b8"]],
     "The cooperative has paid the 2025 oven repair invoice [1].",
     "The 2025 oven repair invoice has not yet been paid by the cooperative [1].", ["b8"],
     "negation dropped ('not yet' -> paid)", "§3.4 negation", ans_hint=None) if False else None
a = D.case("Has the 2025 oven repair invoice been paid?", ["oven repair invoice"], "The cooperative has not yet paid the 2025 oven repair invoice.", [["b8"]],
     "The cooperative has paid the 2025 oven repair invoice [1].", ["b8"], "reject", False, "'not yet' dropped: states payment done", "§3.4 negation")
D.case("Has the 2025 oven repair invoice been paid?", ["oven repair invoice"], "The cooperative has not yet paid the 2025 oven repair invoice.", [["b8"]],
     "The 2025 oven repair invoice has not yet been paid by the cooperative [1].", ["b8"], "accept", True, "twin of " + a + ": passive", "§4", twin=a, kind="twin")
pair("Which loaves cost more at the shop?", ["Rye loaves"], "Rye loaves cost more than wheat loaves at the cooperative shop.", [["b9"]],
     "Wheat loaves cost more than rye loaves at the cooperative shop [1].",
     "At the cooperative shop, wheat loaves cost less than rye loaves [1].", ["b9"],
     "comparison sides swapped", "§3.4 another value")
pair("When will the loaf price be reviewed?", ["900 euros a tonne"], "If flour prices rise above 900 euros a tonne, the loaf price will be reviewed.", [["b10"]],
     "The loaf price will be reviewed because flour prices rose above 900 euros a tonne [1].",
     "The loaf price will be reviewed if flour prices rise above 900 euros a tonne [1].", ["b10"],
     "condition turned into a fact ('because ... rose')", "§3.7 boundary", corr=None)
pair("Who trained whom in 2024?", ["Nell Price"], "Head baker Nell Price trained apprentice Tom Ardis in 2024.", [["b11"]],
     "Apprentice Tom Ardis trained head baker Nell Price in 2024 [1].",
     "In 2024 apprentice Tom Ardis was trained by head baker Nell Price [1].", ["b11"],
     "trainer/trainee swapped", "§3.4 another role")
pair("When and by whom was the cooperative founded?", ["1987"], "The cooperative was founded in 1987 by six bakers from Corran.", [["b12"]],
     "The cooperative was founded in 1987 by seven bakers from Corran [1].",
     "Six bakers from Corran founded the cooperative in 1987 [1].", ["b12"],
     "seven for six founders", "§3.4 another value")
Q = "Who owns the mill that supplies the cooperative's rye flour?"
C = "The mill that supplies the cooperative's rye flour is owned by the Farrow family."
a = D.case(Q, ["Farrow family"], C, [["b1", "b13"]], "The mill that supplies the cooperative's rye flour is owned by the Farrow family [1].", ["b13"],
           "revise_citations", True, "missing hop b1 (cooperative -> Hadley mill)", "§3.6; worked example A", kind="hop")
D.case(Q, ["Farrow family"], C, [["b1", "b13"]], "The cooperative buys its rye flour from the Hadley mill [1]. The mill that supplies the cooperative's rye flour is owned by the Farrow family [2].",
       ["b1", "b13"], "accept", True, "twin: hop sentence cited first (answer scope)", "§3.6 answer scope", target="Farrow", twin=a, kind="twin")
D.case(Q, ["Farrow family"], C, [["b1", "b13"]], "The mill that supplies the cooperative's rye flour is owned by the Farrow family [1][2].", ["b13", "b1"],
       "accept", True, "twin: both hops cited at claim scope (cited in reverse order)", "§3.6", twin=a, kind="twin")
Q = "When was the van on the Thursday delivery round serviced?"
C = "The van that drives the Thursday delivery round was serviced in January 2026."
a = D.case(Q, ["January 2026"], C, [["b15", "b16"]], "The van that drives the Thursday delivery round was serviced in January 2026 [1].", ["b16"],
           "revise_citations", True, "missing hop b15 (Thursday round -> van D4)", "§3.6", kind="hop")
D.case(Q, ["January 2026"], C, [["b15", "b16"]], "The van that drives the Thursday delivery round was serviced in January 2026 [1].", ["b15"],
       "revise_citations", True, "other hop missing: cites only the rota line, not the service date", "§3.6", kind="hop")
D.case(Q, ["January 2026"], C, [["b15", "b16"]], "The van that drives the Thursday delivery round was serviced in January 2026 [1][2].", ["b15", "b16"],
       "accept", True, "twin: both hops", "§3.6", twin=a, kind="twin")
Q = "What does the head baker earn?"
C = "The head baker earns 3,100 euros a month."
a = D.case(Q, ["3,100 euros"], C, [["b17"]], "The head baker earns 3,100 euros a month [1].", ["b17"], "reject", None,
           "answer rests on a board-only source for reader 'member'", "§3.0 blocked; §4", reader="member")
D.case(Q, ["3,100 euros"], C, [["b17"]], "The head baker earns 3100 euros per month [1].", ["b17"], "accept", True,
       "twin: reader 'board', number without comma", "§1 readers; §4", reader="board", twin=a, kind="twin")
Q = "When does the cooperative shop open on Saturdays?"
C = "The shop flyer gives 7 am as the Saturday opening time and the door sign gives 8 am."
a = D.case(Q, ["7 am", "8 am"], C, [["b18", "b19"]], "The cooperative shop opens at 8 am on Saturdays [1].", ["b19"],
           "revise_citations", None, "conflict hidden (picks the door sign)", "§3.9", behavior="mention_conflict")
D.case(Q, ["7 am", "8 am"], C, [["b18", "b19"]], "The shop flyer says the cooperative shop opens at 7 am on Saturdays, while the door sign says 8 am [1][2].", ["b18", "b19"],
       "accept", None, "twin: states both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
Q = "Who runs stall 12 at Corran market?"
C = "Stall 12 at Corran market is run by the cooperative's founder member Ada Farr."
pair(Q, ["Ada Farr"], C, [["b14"]], "Stall 12 at Corran market is run by the cooperative's founder member Ada Farrow [1].",
     "The cooperative's founder member Ada Farr runs stall 12 at Corran market [1].", ["b14"],
     "wrong entity with the right name shape (Ada Farrow)", "§3.4 another entity")
Q = "What are the annual dues?"
a = D.case(Q, ["120 euros"], "Members pay annual dues of 120 euros.", [["b2"]], "Members pay annual dues of 120 euros [1].", ["b2"],
           "revise_citations|reject", True, "quote not faithful (quotes '102 euros')", "§3.2; §4", quotes={0: "annual dues of 102 euros"})
D.case(Q, ["120 euros"], "Members pay annual dues of 120 euros.", [["b2"]], "Members pay annual dues of one hundred and twenty euros [1].", ["b2"],
       "accept", True, "twin: number in words (answer list lacks the word form)", "§3.4 normalised containment: unclear for words",
       unclear=True, twin=a, kind="twin")
a = D.case("Who designed the cooperative's logo?", [], None, [], "The cooperative's logo was designed by Ada Farr [1].", ["b14"],
           "reject", None, "unanswerable case answered, citing a related source", "§3 abstentions; §4 reject", answerable=False, behavior="abstain")
D.case("Who designed the cooperative's logo?", [], None, [], "The provided sources do not specify this.", [],
       "abstain", None, "twin: abstains", "§4 abstain", answerable=False, behavior="abstain", twin=a, kind="twin")
