from lib import Domain
NA = "reject|escalate"
ABST = "The provided sources do not specify this."

# ---------------- 8. archaeological dig ----------------
d = Domain("dig", "DIG")
d.src("report-v2", [
 ("a1", "Trench 3 yielded a bronze brooch dated to the 2nd century."),
 ("a2", "The amphora sherds were found below the ash layer."),
 ("a3", "Context 114 is the hearth in trench 5."),
 ("a4", "Context 114 was radiocarbon dated to 340 BC."),
 ("a5", "Site director Oren Malik excavated the kiln with volunteers from Durham."),
 ("a6", "The dig ran in the Calder field until 2019."),
 ("a7", "Dr Yusuf Kaya said the brooch was made locally."),
 ("a8", "Metal detecting is permitted on the spoil heaps only with the director's consent."),
 ("a9", "The team recovered 212 pottery sherds in the first season."),
 ("a10", "The museum has not yet accepted the brooch for display."),
], observed="2025-08-01", title="Interim excavation report")
d.src("report-v1", [("ao1", "The team recovered 198 pottery sherds in the first season.")], status="superseded",
      observed="2024-08-01", title="Season summary", source_id="report", eff_to="2025-01-01")
d.src("finds-v1", [("af1", "The hoard lies under the north baulk.")], readers=["excavators"], observed="2025-07-01",
      title="Finds register")

d.pair("01", "Trench 3 yielded a bronze brooch dated to the 2nd century.", ["2nd century", "second century"], "a1",
       "Trench 3 yielded a bronze brooch dated to the 3rd century [@a1].", "reject", False,
       "A bronze brooch dated to the second century was yielded by trench 3 [@a1].", "§3.4", "other century", "passive, word")
d.pair("02", "The amphora sherds were found below the ash layer.", "below", "a2",
       "The amphora sherds were found above the ash layer [@a2].", "reject", False,
       "Below the ash layer, the amphora sherds were found [@a2].", "§3.4", "below->above", "reordered")
d.pair("03", "The hearth in trench 5 was radiocarbon dated to 340 BC.", "340 BC", "a3+a4",
       "The hearth in trench 5 was radiocarbon dated to 340 BC [@a4].", "revise_citations", True,
       "Context 114 is the hearth in trench 5 [@a3]. The hearth in trench 5 was radiocarbon dated to 340 BC [@a4].",
       "§3.6 answer scope", "missing hop", "answer scope", ropts={"pick": 1})
d.pair("04", "The hearth in trench 5 was radiocarbon dated to 340 BC.", "340 BC", "a3+a4",
       "The hearth in trench 5 was radiocarbon dated to 340 AD [@a3][@a4].", "reject", False,
       "The hearth in trench 5 was dated by radiocarbon to 340 BC [@a3][@a4].", "§3.4", "BC->AD", "reworded")
d.pair("05", "Site director Oren Malik excavated the kiln with volunteers from Durham.", "Oren Malik", "a5",
       "Site director Oren Malik excavated the kiln [@a5].", "UNCLEAR", None,
       "The kiln was excavated by site director Oren Malik with volunteers from Durham [@a5].", "§3.4",
       "drops 'with volunteers' (entailed, less)", "passive")
d.pair("06", "The dig ran in the Calder field until 2019.", "2019", "a6",
       "The dig runs in the Calder field [@a6].", NA, False,
       "Until 2019, the dig ran in the Calder field [@a6].", "§3.4", "ended state as current (hop form)", "reordered")
d.pair("07", "Dr Yusuf Kaya said the brooch was made locally.", "made locally", "a7",
       "The brooch was made locally [@a7].", NA, None,
       "According to Dr Yusuf Kaya, the brooch was made locally [@a7].", "§3.7", "attribution dropped (hop form)",
       "according to")
d.pair("08", "Metal detecting is permitted on the spoil heaps only with the director's consent.", "director's consent", "a8",
       "Metal detecting is permitted on the spoil heaps [@a8].", NA, None,
       "With the director's consent, and only then, metal detecting is permitted on the spoil heaps [@a8].", "§3.7",
       "condition dropped (hop form)", "reordered")
d.pair("09", "The team recovered 212 pottery sherds in the first season.", "212", "a9",
       "The team recovered 198 pottery sherds in the first season [@ao1].", "reject", False,
       "In the first season, 212 pottery sherds were recovered by the team [@a9].", "§1 freshness", "superseded", "passive")
d.pair("10", "The museum has not yet accepted the brooch for display.", "not yet", "a10",
       "The museum has accepted the brooch for display [@a10].", "reject", False,
       "The brooch has not yet been accepted for display by the museum [@a10].", "§3.4", "negation dropped", "passive")
d.pair("11", "The hoard lies under the north baulk.", "north baulk", "af1",
       "The hoard lies under the north baulk [@af1].", "reject", None,
       "The hoard lies under the north baulk [@af1].", "§3.0 blocked", "blocked for public", "excavator reader",
       popts={"reader": "public"}, ropts={"reader": "excavators"})
d.pair("12", "Trench 3 yielded a bronze brooch dated to the 2nd century.", "2nd century", "a1",
       "Trench 3 yielded a gold brooch dated to the 2nd century [@a1].", "reject", False,
       "Trench 3 yielded a bronze brooch that dates to the 2nd century [@a1].", "§3.4", "material changed", "verb")

# ---------------- 9. tea estate ----------------
d = Domain("tea", "TEA")
d.src("estate-v4", [
 ("t1", "The Glenmara estate covers 420 hectares at an elevation of 1,800 metres."),
 ("t2", "Pluckers harvest the first flush in March."),
 ("t3", "Division C supplies leaf to the Ravensdale factory."),
 ("t4", "The Ravensdale factory withers leaf for 14 hours."),
 ("t5", "Manager Dilan Perera reports to the plantation board."),
 ("t6", "The estate grew cardamom between its tea rows until 2015."),
 ("t7", "The buyer said the autumn flush is the estate's finest tea."),
 ("t8", "Organic certification is expected in 2027."),
 ("t9", "Permanent pluckers receive free housing on the estate."),
 ("t10", "Green tea is produced only in the Ravensdale factory."),
], observed="2025-04-01", title="Estate profile")
d.src("estate-v2", [("to1", "The Glenmara estate covers 380 hectares at an elevation of 1,800 metres.")],
      status="superseded", observed="2021-04-01", eff_to="2024-01-01", title="Estate profile 2021", source_id="estate")
d.src("auction-v1", [("tx1", "Manager Dilan Perera reports to the regional director.")], observed="2025-05-01",
      title="Auction brochure")

d.pair("01", "The Glenmara estate covers 420 hectares at an elevation of 1,800 metres.", "420 hectares", "t1",
       "The Glenmara estate covers 420 acres at an elevation of 1,800 metres [@t1].", "reject", False,
       "At an elevation of 1,800 metres, the Glenmara estate covers 420 hectares [@t1].", "§3.4", "unit hectares->acres",
       "reordered")
d.pair("02", "Pluckers harvest the first flush in March.", "March", "t2",
       "Pluckers harvest the second flush in March [@t2].", "reject", False,
       "The first flush is harvested by pluckers in March [@t2].", "§3.4", "first->second", "passive")
d.pair("03", "Leaf from division C is withered for 14 hours.", "14 hours", "t3+t4",
       "Leaf from division C is withered for 14 hours [@t4].", "revise_citations", True,
       "Leaf from division C is withered for 14 hours [@t3][@t4].", "§3.6", "missing hop", "both hops")
d.pair("04", "Manager Dilan Perera reports to the plantation board.", "plantation board", "t5",
       "The plantation board reports to manager Dilan Perera [@t5].", "reject", False,
       "Manager Dilan Perera is answerable to the plantation board [@t5].", "§3.4",
       "roles swapped", "restatement")
d.pair("05", "The estate grew cardamom between its tea rows until 2015.", "2015", "t6",
       "The estate grew cardamom between its tea rows since 2015 [@t6].", NA, False,
       "Until 2015, cardamom was grown by the estate between its tea rows [@t6].", "§3.4", "until->since", "passive")
d.pair("06", "The buyer said the autumn flush is the estate's finest tea.", "autumn flush", "t7",
       "The autumn flush is the estate's finest tea [@t7].", NA, None,
       "According to the buyer, the autumn flush is the estate's finest tea [@t7].", "§3.7", "attribution dropped (hop form)",
       "according to")
d.pair("07", "Organic certification is expected in 2027.", "2027", "t8",
       "Organic certification was granted in 2027 [@t8].", NA, False,
       "Organic certification is expected in the year 2027 [@t8].", "§3.4", "expected->granted", "paraphrase")
d.pair("08", "Permanent pluckers receive free housing on the estate.", "free housing", "t9",
       "Pluckers receive free housing on the estate [@t9].", NA, None,
       "Free housing on the estate is provided to permanent pluckers [@t9].", "§3.7", "'permanent' dropped (hop form)",
       "passive")
d.pair("09", "Green tea is produced only in the Ravensdale factory.", "Ravensdale", "t10",
       "Green tea is produced in every factory except Ravensdale [@t10].", "reject", False,
       "Only the Ravensdale factory produces green tea [@t10].", "§3.4", "only inverted", "active voice")
d.pair("10", "The Glenmara estate covers 420 hectares at an elevation of 1,800 metres.", "420 hectares", "t1",
       "The Glenmara estate covers 380 hectares at an elevation of 1,800 metres [@to1].", "reject", False,
       "The Glenmara estate covers 420 hectares at an elevation of 1800 metres [@t1].", "§1 freshness", "superseded",
       "number format")
d.pair("11", "The estate profile says manager Dilan Perera reports to the plantation board, while the auction brochure says he reports to the regional director.",
       "plantation board", "t5+tx1",
       "Manager Dilan Perera reports to the regional director [@tx1].", "revise_citations|reject", None,
       "The estate profile says manager Dilan Perera reports to the plantation board [@t5], while the auction brochure says he reports to the regional director [@tx1].",
       "§3.9", "conflict hidden (hop form)", "both sides", behavior="mention_conflict")
d.pair("12", "Pluckers harvest the first flush in March.", "March", "t2",
       "Pluckers harvest the first flush in March [@t2|harvest the first flush in April].", "revise_citations|reject", True,
       "Pluckers harvest the first flush in March [@t2|first flush in March].", "§3.2", "unfaithful quote", "faithful")

# ---------------- 10. vintage car rally ----------------
d = Domain("rally", "RALLY")
d.src("regs-v3", [
 ("v1", "Entrants' cars must have been built before 1940."),
 ("v2", "The rally covers 310 kilometres over two days."),
 ("v3", "Car 17 is a 1928 Bentley Speed Six."),
 ("v4", "Car 17 is driven by Harriet Vane-Tempest."),
 ("v5", "Marshals close each checkpoint 20 minutes after the last scheduled arrival."),
 ("v6", "The rally started at Brockham green until 2018."),
 ("v7", "The chief scrutineer said the Lagonda had the best-preserved chassis."),
 ("v8", "A night stage may be added next year."),
 ("v9", "The Alvis finished ahead of the Riley on the hill climb."),
 ("v10", "Navigators may use paper maps only."),
], observed="2025-05-15", title="Rally regulations")
d.src("regs-v2", [("vo1", "The rally covers 280 kilometres over two days.")], status="superseded", observed="2024-05-15",
      eff_to="2025-01-01", title="Rally regulations 2024", source_id="regs")
d.src("results-v1", [("vr1", "Car 9 was disqualified for a non-original carburettor.")], readers=["officials"],
      observed="2025-06-01", title="Stewards' decisions")

d.pair("01", "Entrants' cars must have been built before 1940.", "before 1940", "v1",
       "Entrants' cars must have been built after 1940 [@v1].", "reject", False,
       "Cars entered in the rally must have been built before 1940 [@v1].", "§3.4", "before->after", "paraphrase")
d.pair("02", "The rally covers 310 kilometres over two days.", "310 kilometres", "v2",
       "The rally covers 310 miles over two days [@v2].", "reject", False,
       "Over two days, the rally covers 310 kilometres [@v2].", "§3.4", "unit", "reordered")
d.pair("03", "The 1928 Bentley Speed Six is driven by Harriet Vane-Tempest.", "Harriet Vane-Tempest", "v3+v4",
       "The 1928 Bentley Speed Six is driven by Harriet Vane-Tempest [@v4].", "revise_citations", True,
       "Car 17 is a 1928 Bentley Speed Six [@v3]. The 1928 Bentley Speed Six is driven by Harriet Vane-Tempest [@v4].",
       "§3.6 answer scope", "missing hop", "answer scope", ropts={"pick": 1})
d.pair("04", "Marshals close each checkpoint 20 minutes after the last scheduled arrival.", "20 minutes", "v5",
       "Marshals close each checkpoint 20 minutes before the last scheduled arrival [@v5].", "reject", False,
       "Each checkpoint is closed by marshals 20 minutes after the last scheduled arrival [@v5].", "§3.4",
       "after->before", "passive")
d.pair("05", "The rally started at Brockham green until 2018.", "2018", "v6",
       "The rally starts at Brockham green [@v6].", NA, False,
       "Until 2018, the rally started at Brockham green [@v6].", "§3.4", "ended as current (hop form)", "reordered")
d.pair("06", "The chief scrutineer said the Lagonda had the best-preserved chassis.", "Lagonda", "v7",
       "The Lagonda had the best-preserved chassis [@v7].", NA, None,
       "According to the chief scrutineer, the Lagonda had the best-preserved chassis [@v7].", "§3.7",
       "attribution dropped (hop form)", "according to")
d.pair("07", "A night stage may be added next year.", "next year", "v8",
       "A night stage will be added next year [@v8].", "reject", False,
       "Next year a night stage may be added [@v8].", "§3.4", "may->will", "reordered")
d.pair("08", "The Alvis finished ahead of the Riley on the hill climb.", "Alvis", "v9",
       "The Riley finished ahead of the Alvis on the hill climb [@v9].", "reject", False,
       "On the hill climb, the Alvis finished ahead of the Riley [@v9].", "§3.4", "order swapped", "reordered")
d.pair("09", "Navigators may use paper maps only.", "paper maps", "v10",
       "Navigators may use paper maps and GPS [@v10].", NA, False,
       "Navigators may use only paper maps [@v10].", "§3.4/§3.7", "'only' violated", "reordered only")
d.pair("10", "The rally covers 310 kilometres over two days.", ["310 kilometres", "three hundred and ten kilometres"], "v2",
       "The rally covers 280 kilometres over two days [@vo1].", "reject", False,
       "The rally covers three hundred and ten kilometres over two days [@v2].", "§1 freshness", "superseded",
       "number in words", rexp="accept")
d.pair("11", "Car 9 was disqualified for a non-original carburettor.", "non-original carburettor", "vr1",
       "Car 9 was disqualified for a non-original carburettor [@vr1].", "reject", None,
       ABST, "§3.0/§4", "blocked answered", "abstains", reader="public", rexp="abstain",
       ropts={"abstained": True, "pick": "omit"})
d.pair("12", "Car 17 is a 1928 Bentley Speed Six.", "1928", "v3",
       "Car 17 is a 1929 Bentley Speed Six [@v3].", "reject", False,
       "Car 17 is a Bentley Speed Six from 1928 [@v3].", "§3.4", "other year", "restatement")
