from gen_lib import Domain, make_pair
D = Domain("textile")
pair = make_pair(D)
D.src("ops-v6", "Brackwater Mill operations manual", [
    ("t1", "The mill's looms weave 2,400 metres of tweed per shift."),
    ("t2", "Wool is scoured before it is carded."),
    ("t3", "The dye house uses only plant-based dyes for the heritage range."),
    ("t4", "Weavers may take a 20-minute break after every two hours."),
    ("t5", "The mill buys undyed yarn from the Kellan spinning company."),
    ("t6", "Night shifts run from 10 pm to 6 am, Monday to Friday."),
    ("t7", "The union says weavers earn less than the regional average."),
    ("t8", "Loom 9 has been out of service since 2 March 2026."),
    ("t9", "If humidity drops below 55 percent, the carding room is misted."),
    ("t10", "The mill exported 38 percent of its cloth to Japan in 2025."),
    ("t11", "Mill manager Greta Holm replaced Arne Dahl in 2023."),
    ("t12", "The finishing room is cooler than the weaving shed."),
], sid="ops")
D.src("ops-v3", "Brackwater operations manual (2022)", [
    ("t1old", "The mill's looms weave 1,900 metres of tweed per shift."),
], sid="ops", status="superseded", observed="2022-05-01", published="2022-04-01", eff_from="2022-01-01", eff_to="2025-06-30")
D.src("orders-v2", "Order book", [("t13", "Order 7781 is the Halden Hotels curtain order.")])
D.src("dispatch-v2", "Dispatch log", [("t14", "Order 7781 was shipped on 14 January 2026.")])
D.src("pay-v1", "Payroll (HR only)", [("t15", "The head dyer earns 36,500 pounds a year.")], readers=["hr"])
D.src("web-v1", "Mill website", [("t16", "The mill shop stocks 120 tartans.")])
D.src("cat-v3", "Shop catalogue", [("t17", "The mill shop stocks 145 tartans.")])

pair("How much tweed do the looms weave per shift?", ["2,400 metres", "2400 metres"], "The mill's looms weave 2,400 metres of tweed per shift.", [["t1"]],
     "The mill's looms weave 2,400 metres of tweed per day [1].",
     "Per shift, the mill's looms weave 2400 metres of tweed [1].", ["t1"],
     "per day for per shift", "§3.4 another value")
pair("How much tweed do the looms weave per shift?", ["2,400 metres"], "The mill's looms weave 2,400 metres of tweed per shift.", [["t1"]],
     "The mill's looms weave 1,900 metres of tweed per shift [1].",
     "The mill's looms weave 2,400 metres of tweed per shift [1].", ["t1old"],
     "old output from superseded manual", "§1; §4", gcites=["t1"])
pair("In what order is wool scoured and carded?", ["scoured before it is carded"], "Wool is scoured before it is carded.", [["t2"]],
     "Wool is scoured after it is carded [1].",
     "Wool is carded after it is scoured [1].", ["t2"],
     "before -> after", "§3.4 order", gnote="converse order (answer string absent)", unclear_twin=True)
pair("What dyes does the heritage range use?", ["plant-based dyes"], "The dye house uses only plant-based dyes for the heritage range.", [["t3"]],
     "The dye house uses only plant-based dyes for all its ranges [1].",
     "For the heritage range, the dye house uses only plant-based dyes [1].", ["t3"],
     "scope widened from heritage range to all ranges", "§3.7 scope", corr=None)
pair("What breaks may weavers take?", ["20-minute break"], "Weavers may take a 20-minute break after every two hours.", [["t4"]],
     "Weavers must take a 20-minute break after every two hours [1].",
     "After every two hours, weavers may take a 20-minute break [1].", ["t4"],
     "must for may", "§3.4 modality")
pair("Who supplies undyed yarn to the mill?", ["Kellan spinning company"], "The mill buys undyed yarn from the Kellan spinning company.", [["t5"]],
     "The Kellan spinning company buys undyed yarn from the mill [1].",
     "Undyed yarn is bought by the mill from the Kellan spinning company [1].", ["t5"],
     "buyer/seller swapped", "§3.4 role")
pair("When do night shifts run?", ["10 pm to 6 am", "22:00 to 06:00"], "Night shifts run from 10 pm to 6 am, Monday to Friday.", [["t6"]],
     "Night shifts run from 10 am to 6 pm, Monday to Friday [1].".replace("10 am to 6 pm", "10 pm to 6 am, Monday to Sunday").replace(", Monday to Friday", ""),
     "From Monday to Friday, night shifts run from 22:00 to 06:00 [1].", ["t6"],
     "Monday to Sunday for Monday to Friday", "§3.4 another value", gnote="24-hour clock, clauses reordered")
pair("What does the union say about weavers' pay?", ["less than the regional average"], "The union says weavers earn less than the regional average.", [["t7"]],
     "Weavers earn less than the regional average [1].",
     "According to the union, weavers earn less than the regional average [1].", ["t7"],
     "union's claim stated as fact", "§3.7 boundary (attribution)", corr=None)
pair("Since when has loom 9 been out of service?", ["2 March 2026"], "Loom 9 has been out of service since 2 March 2026.", [["t8"]],
     "Loom 9 was out of service until 2 March 2026 [1].",
     "Since 2 March 2026, loom 9 has been out of service [1].", ["t8"],
     "until for since (implies back in service)", "§3.4 another value")
pair("When is the carding room misted?", ["55 percent"], "If humidity drops below 55 percent, the carding room is misted.", [["t9"]],
     "The carding room is misted every day [1].",
     "The carding room is misted if humidity drops below 55 percent [1].", ["t9"],
     "condition replaced by 'every day'", "§3.7 boundary", corr=None)
pair("What share of cloth went to Japan in 2025?", ["38 percent", "38%"], "The mill exported 38 percent of its cloth to Japan in 2025.", [["t10"]],
     "The mill exported 38 percent of its cloth to China in 2025 [1].",
     "In 2025 the mill exported 38% of its cloth to Japan [1].", ["t10"],
     "China for Japan", "§3.4 another entity")
pair("Who replaced whom as mill manager in 2023?", ["Greta Holm"], "Mill manager Greta Holm replaced Arne Dahl in 2023.", [["t11"]],
     "Arne Dahl replaced mill manager Greta Holm in 2023 [1].",
     "In 2023 Arne Dahl was replaced by mill manager Greta Holm [1].", ["t11"],
     "roles swapped", "§3.4 role")
pair("Which is cooler, the finishing room or the weaving shed?", ["finishing room"], "The finishing room is cooler than the weaving shed.", [["t12"]],
     "The finishing room is warmer than the weaving shed [1].",
     "The weaving shed is warmer than the finishing room [1].", ["t12"],
     "opposite comparison word", "§3.4 opposite relation", gnote="converse comparison")
Q = "When was the Halden Hotels curtain order shipped?"
C = "The Halden Hotels curtain order was shipped on 14 January 2026."
R = [["t13", "t14"]]
a = D.case(Q, ["14 January 2026"], C, R, "The Halden Hotels curtain order was shipped on 14 January 2026 [1].", ["t14"],
           "revise_citations", True, "missing hop t13 (order name -> 7781)", "§3.6", kind="hop")
D.case(Q, ["14 January 2026"], C, R, "Order 7781 is the Halden Hotels curtain order [1]. The Halden Hotels curtain order was shipped on 14 January 2026 [2].",
       ["t13", "t14"], "accept", True, "twin: answer scope", "§3.6", target="shipped", twin=a, kind="twin")
Q = "What does the head dyer earn?"
C = "The head dyer earns 36,500 pounds a year."
a = D.case(Q, ["36,500 pounds"], C, [["t15"]], "The head dyer earns 36,500 pounds a year [1].", ["t15"], "reject", None,
           "HR-only payroll used for reader 'weaver'", "§3.0; §4", reader="weaver")
D.case(Q, ["36,500 pounds"], C, [["t15"]], "The head dyer earns 36,500 pounds a year [1].", ["t15"], "accept", True,
       "twin: reader hr", "§1", reader="hr", twin=a, kind="twin")
Q = "How many tartans does the mill shop stock?"
C = "The mill website gives 120 tartans in the shop and the shop catalogue gives 145."
a = D.case(Q, ["120", "145"], C, [["t16", "t17"]], "The mill shop stocks 145 tartans [1].", ["t17"], "revise_citations", None,
           "conflict hidden", "§3.9", behavior="mention_conflict")
D.case(Q, ["120", "145"], C, [["t16", "t17"]], "The mill website says the shop stocks 120 tartans, while the shop catalogue says 145 [1][2].",
       ["t16", "t17"], "accept", None, "twin: both sides", "§3.9", behavior="mention_conflict", twin=a, kind="twin")
a = D.case("Who supplies undyed yarn to the mill?", ["Kellan spinning company"], "The mill buys undyed yarn from the Kellan spinning company.", [["t5"]],
           "The mill buys undyed yarn from the Kellan spinning company [1].", ["t5"], "revise_citations|reject", True,
           "quote names another supplier ('Kellan weaving company')", "§3.2", quotes={0: "from the Kellan weaving company"})
