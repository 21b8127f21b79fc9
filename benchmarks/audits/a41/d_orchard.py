from gen_lib import Domain, make_pair
D = Domain("orchard")
pair = make_pair(D)
D.src("handbook-v4", "Quarry Hill Orchard handbook", [
    ("o1", "The orchard grows 1,850 apple trees across 14 hectares."),
    ("o2", "Bramley trees are pruned in February and Cox trees in March."),
    ("o3", "Pickers are paid 18 pounds per bin of dessert apples."),
    ("o4", "Spraying is permitted only when wind speed is below 15 km/h."),
    ("o5", "The cider press runs on weekdays from 8 am to 4 pm during harvest."),
    ("o6", "Each picker must wear a hi-vis vest in the tractor lanes."),
    ("o7", "The orchard sells windfall apples to the Ashcombe cider works."),
    ("o8", "The cold store keeps apples at 3 degrees Celsius for up to five months."),
    ("o9", "Frost fans are switched on when the temperature falls below minus 2 degrees Celsius."),
    ("o10", "The orchard plans to replace the oldest Cox block in 2027."),
    ("o11", "The north block yields more fruit per tree than the south block."),
    ("o12", "Beekeeper Rosa Lind places 30 hives in the orchard during blossom."),
    ("o13", "The orchard has not used neonicotinoid sprays since 2019."),
], sid="handbook")
D.src("prices-2024", "Picking rates 2024", [
    ("o3old", "Pickers are paid 15 pounds per bin of dessert apples."),
], sid="rates", status="superseded", observed="2024-08-01", published="2024-07-20", eff_from="2024-08-01", eff_to="2024-12-31")
D.src("blocks-v2", "Block map", [("o14", "The Gala variety is planted in block E.")])
D.src("irrig-v1", "Irrigation plan", [("o15", "Block E is irrigated by drip line 3.")])
D.src("grants-v1", "Grant file (managers only)", [("o16", "The orchard received a replanting grant of 42,000 pounds in 2025.")], readers=["manager"])
D.src("leaflet-v1", "Visitor leaflet", [("o17", "The orchard farm shop closes at 5 pm.")])
D.src("gmap-v1", "Map listing", [("o18", "The orchard farm shop closes at 6 pm.")])

pair("How many apple trees does the orchard grow?", ["1,850 apple trees", "1850 apple trees"], "The orchard grows 1,850 apple trees across 14 hectares.", [["o1"]],
     "The orchard grows 1,850 apple trees across 41 hectares [1].",
     "Across 14 hectares, the orchard grows 1850 apple trees [1].", ["o1"],
     "41 for 14 hectares (answer string still present)", "§3.4 another value")
pair("When are Bramley trees pruned?", ["February"], "Bramley trees are pruned in February and Cox trees in March.", [["o2"]],
     "Bramley trees are pruned in March and Cox trees in February [1].",
     "Cox trees are pruned in March and Bramley trees in February [1].", ["o2"],
     "months swapped between varieties", "§3.4 another value", gnote="list reordered")
pair("What are pickers paid per bin?", ["18 pounds", "£18"], "Pickers are paid 18 pounds per bin of dessert apples.", [["o3"]],
     "Pickers are paid 15 pounds per bin of dessert apples [1].", "Pickers are paid £18 per bin of dessert apples [1].", ["o3old"],
     "old 2024 rate from superseded rate card", "§1; §4", gcites=["o3"], gnote="currency sign")
pair("When is spraying permitted?", ["below 15 km/h"], "Spraying is permitted only when wind speed is below 15 km/h.", [["o4"]],
     "Spraying is permitted only when wind speed is above 15 km/h [1].".replace("above 15", "below 25"),
     "Spraying is permitted only if the wind speed is below 15 km/h [1].", ["o4"],
     "25 for 15 km/h", "§3.4 another value")
pair("When does the cider press run?", ["8 am to 4 pm", "08:00 to 16:00"], "The cider press runs on weekdays from 8 am to 4 pm during harvest.", [["o5"]],
     "The cider press runs every day from 8 am to 4 pm during harvest [1].",
     "During harvest the cider press runs on weekdays from 08:00 to 16:00 [1].", ["o5"],
     "weekdays widened to every day", "§3.7 scope", corr=None, gnote="24-hour times")
pair("What must pickers wear in the tractor lanes?", ["hi-vis vest"], "Each picker must wear a hi-vis vest in the tractor lanes.", [["o6"]],
     "Each picker may wear a hi-vis vest in the tractor lanes [1].",
     "In the tractor lanes, every picker must wear a hi-vis vest [1].", ["o6"],
     "may for must", "§3.4 modality", gnote="'every' for 'each'")
pair("Who buys the orchard's windfall apples?", ["Ashcombe cider works"], "The orchard sells windfall apples to the Ashcombe cider works.", [["o7"]],
     "The Ashcombe cider works sells windfall apples to the orchard [1].",
     "The Ashcombe cider works buys windfall apples from the orchard [1].", ["o7"],
     "seller/buyer swapped", "§3.4 role", gnote="converse buys/sells (README: not flagged)")
pair("How long does the cold store keep apples?", ["up to five months", "up to 5 months"], "The cold store keeps apples at 3 degrees Celsius for up to five months.", [["o8"]],
     "The cold store keeps apples at 3 degrees Celsius for at least five months [1].",
     "The cold store keeps apples at 3 degrees Celsius for up to 5 months [1].", ["o8"],
     "'at least' for 'up to'", "§3.4 another value", corr=None, gnote="digit for word")
pair("When are frost fans switched on?", ["minus 2 degrees"], "Frost fans are switched on when the temperature falls below minus 2 degrees Celsius.", [["o9"]],
     "Frost fans are switched on when the temperature falls below 2 degrees Celsius [1].",
     "When the temperature falls below minus 2 degrees Celsius, the frost fans are switched on [1].", ["o9"],
     "sign of the temperature dropped (2 for minus 2)", "§3.4 another value")
pair("What will happen to the oldest Cox block?", ["oldest Cox block"], "The orchard plans to replace the oldest Cox block in 2027.", [["o10"]],
     "The orchard replaced the oldest Cox block in 2027 [1].",
     "In 2027 the orchard plans to replace the oldest Cox block [1].", ["o10"],
     "plan stated as done", "§3.4 modality")
pair("Which block yields more fruit per tree?", ["north block"], "The north block yields more fruit per tree than the south block.", [["o11"]],
     "The south block yields more fruit per tree than the north block [1].",
     "Per tree, the north block yields more fruit than the south block [1].", ["o11"],
     "comparison swapped", "§3.4")
pair("How many hives does the beekeeper place during blossom?", ["30 hives", "thirty hives"], "Beekeeper Rosa Lind places 30 hives in the orchard during blossom.", [["o12"]],
     "Beekeeper Rosa Lind places 30 hives in the orchard all year [1].",
     "During blossom, beekeeper Rosa Lind places thirty hives in the orchard [1].", ["o12"],
     "'during blossom' widened to 'all year'", "§3.7 scope", corr=None)
pair("Does the orchard use neonicotinoid sprays?", ["neonicotinoid"], "The orchard has not used neonicotinoid sprays since 2019.", [["o13"]],
     "The orchard has used neonicotinoid sprays since 2019 [1].",
     "Since 2019 the orchard has not used neonicotinoid sprays [1].", ["o13"],
     "negation dropped", "§3.4 negation")
Q = "Which drip line irrigates the block where Gala is planted?"
C = "The block where the Gala variety is planted is irrigated by drip line 3."
R = [["o14", "o15"]]
a = D.case(Q, ["drip line 3"], C, R, "The block where the Gala variety is planted is irrigated by drip line 3 [1].", ["o15"],
           "revise_citations", True, "missing hop o14 (Gala -> block E)", "§3.6", kind="hop")
D.case(Q, ["drip line 3"], C, R, "The block where the Gala variety is planted is irrigated by drip line 3 [1][2].", ["o14", "o15"],
       "accept", True, "twin: both hops", "§3.6", twin=a, kind="twin")
a = D.case(Q, ["drip line 3"], C, R, "The Gala variety is planted in block E [1]. The block where the Gala variety is planted is irrigated by drip line 8 [2].",
           ["o14", "o15"], "reject", False, "hop right, but drip line 8 for 3", "§3.4", target="irrigated", kind="hop")
D.case(Q, ["drip line 3"], C, R, "The Gala variety is planted in block E [1]. The block where the Gala variety is planted is irrigated by drip line 3 [2].",
       ["o14", "o15"], "accept", True, "twin: answer scope", "§3.6 answer scope", target="irrigated", twin=a, kind="twin")
Q = "What grant did the orchard receive in 2025?"
C = "The orchard received a replanting grant of 42,000 pounds in 2025."
a = D.case(Q, ["42,000 pounds"], C, [["o16"]], "The orchard received a replanting grant of 42,000 pounds in 2025 [1].", ["o16"], "reject", None,
           "manager-only file used for reader 'picker'", "§3.0; §4", reader="picker")
D.case(Q, ["42,000 pounds"], C, [["o16"]], "In 2025 the orchard received a replanting grant of 42,000 pounds [1].", ["o16"], "accept", True,
       "twin: reader manager", "§1; §4", reader="manager", twin=a, kind="twin")
Q = "When does the farm shop close?"
C = "The visitor leaflet gives a 5 pm closing time for the farm shop and the map listing gives 6 pm."
a = D.case(Q, ["5 pm", "6 pm"], C, [["o17", "o18"]], "The orchard farm shop closes at 5 pm [1].", ["o17"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["5 pm", "6 pm"], C, [["o17", "o18"]], "The visitor leaflet says the orchard farm shop closes at 5 pm, but the map listing says 6 pm [1][2].",
       ["o17", "o18"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
Q = "What are pickers paid per bin now?"
a = D.case(Q, ["18 pounds"], "Pickers are paid 18 pounds per bin of dessert apples.", [["o3"]],
           "Pickers are paid 18 pounds per bin of dessert apples [1][4].", ["o3"], "revise_citations|reject", True,
           "marker [4] does not resolve", "§3.1; §4")
a = D.case(Q, ["18 pounds"], "Pickers are paid 18 pounds per bin of dessert apples.", [["o3"]],
           "The provided sources do not specify the current rate.", [], "reject", None, "over-abstention on an answerable case",
           "§4 omitted -> reject", abstained=True)
