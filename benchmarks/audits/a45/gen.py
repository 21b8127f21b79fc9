#!/usr/bin/env python3
"""Blind audit 45: five new domains, wrong/right twin pairs citing the same evidence.

Writes suites/<domain>/{sources,spans,cases}.jsonl, runs/<domain>.jsonl and expected.json.
"""
import json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
CUTOFF = "2026-06-01"

# ---------------------------------------------------------------------------------------------
# Simple families: one evidence sentence, one span, one adjudicated route.
# (family, question, evidence, reference claim (None = evidence), answers, wrong, right, why)
# ---------------------------------------------------------------------------------------------
WHY = {
    "neg": "negation in other words: the wrong claim denies what the span states (contradicted, §3.4)",
    "converse": "converse relation: roles of the two entities swapped (another relation, §3.4/§3.7)",
    "compar": "comparative reversed (older/younger, longer/shorter) with the same entities",
    "freq": "frequency changed (weekly/monthly, twice a month) while the entity string is kept",
    "quant": "quantifier strengthened (most/some/half -> all/every)",
    "since_until": "time scope flipped (until X <-> since X)",
    "was_is": "past state stated as present (was/is): the span says nothing about now",
    "cond": "condition dropped: the span restricts the permission/action to a condition",
    "view": "a person's view stated as a fact (attribution dropped)",
    "plan": "a plan/proposal/hope stated as done",
    "modality": "modality changed (must <-> may/advised)",
    "compound": "compound claim adds an unsupported fact beside the right one (boundary, §3.7)",
    "entity_swap": "right value, wrong entity: the value belongs to the other entity in the same span",
    "no_longer": "'stopped/no longer' turned into 'has since' (negated change of state)",
    "more_than": "exact number turned into 'more than'/'over' the number",
}

DOMAINS = {}

DOMAINS["canal"] = dict(
    org="Wrenfield Canal Trust",
    fill=("This notice is issued by the Wrenfield Canal Trust.", "Enquiries should be sent to the Trust office at Bray Wharf."),
    simple=[
        ("neg", "Did the lock keeper at Hadley Lock inspect the upper gates on 3 March 2026?",
         "The lock keeper at Hadley Lock inspected the upper gates on 3 March 2026.", None, ["upper gates"],
         "The lock keeper at Hadley Lock failed to inspect the upper gates on 3 March 2026.",
         "The upper gates at Hadley Lock were inspected by the lock keeper on 3 March 2026."),
        ("converse", "Whom does the Hadley lock keeper report to?",
         "The Hadley lock keeper reports to the Wrenfield section engineer.", None, ["section engineer"],
         "The Wrenfield section engineer reports to the Hadley lock keeper.",
         "The Hadley lock keeper answers to the Wrenfield section engineer."),
        ("compar", "Which is older, Bray Lock or Hadley Lock?",
         "Bray Lock is older than Hadley Lock.", None, ["Bray Lock"],
         "Bray Lock is younger than Hadley Lock.",
         "Hadley Lock is younger than Bray Lock."),
        ("freq", "How often are the sluice paddles at Bray Lock greased?",
         "The sluice paddles at Bray Lock are greased every month.", None, ["every month", "monthly", "once a month"],
         "The sluice paddles at Bray Lock are greased twice every month.",
         "Bray Lock's sluice paddles are greased monthly."),
        ("quant", "What are the Trust's lock gates made of?",
         "Most of the Trust's lock gates are made of oak.", None, ["oak"],
         "All of the Trust's lock gates are made of oak.",
         "The majority of the Trust's lock gates are made of oak."),
        ("since_until", "When did boats pay a toll at Mill Lock?",
         "Until 2019, boats paid a toll at Mill Lock.", None, ["2019"],
         "Since 2019, boats have paid a toll at Mill Lock.",
         "Boats paid a toll at Mill Lock up to 2019."),
        ("was_is", "Who was the Trust's chief engineer from 2010 to 2015?",
         "Ruth Okafor was the Trust's chief engineer from 2010 to 2015.", None, ["Ruth Okafor"],
         "Ruth Okafor is the Trust's chief engineer.",
         "From 2010 to 2015 the Trust's chief engineer was Ruth Okafor."),
        ("cond", "When may pleasure boats use the night passage at Bray Lock?",
         "Pleasure boats may use the night passage at Bray Lock only when accompanied by a lock keeper.", None, ["night passage"],
         "Pleasure boats may use the night passage at Bray Lock at any time.",
         "Only when a lock keeper accompanies them may pleasure boats use the night passage at Bray Lock."),
        ("view", "What does the chief warden say about the east embankment?",
         "The chief warden believes the east embankment will fail within a decade.", None, ["east embankment"],
         "The east embankment will fail within a decade.",
         "The chief warden thinks the east embankment will fail within a decade."),
        ("plan", "What is the Trust doing about lighting at Bray Lock?",
         "The Trust plans to install solar lighting at Bray Lock in 2027.", None, ["solar lighting"],
         "The Trust has installed solar lighting at Bray Lock.",
         "The Trust intends to install solar lighting at Bray Lock in 2027."),
        ("modality", "Can boaters moor overnight at the Hadley visitor pontoon?",
         "Boaters may moor overnight at the Hadley visitor pontoon.", None, ["visitor pontoon"],
         "Boaters must moor overnight at the Hadley visitor pontoon.",
         "Overnight mooring by boaters is permitted at the Hadley visitor pontoon."),
        ("compound", "When was Hadley Lock built?",
         "Hadley Lock was built in 1794.", None, ["1794"],
         "Hadley Lock was built in 1794 and restored in 2001.",
         "Hadley Lock was constructed in 1794."),
        ("entity_swap", "What is the rise of Bray Lock?",
         "Bray Lock has a rise of 3 metres, and Hadley Lock has a rise of 5 metres.",
         "Bray Lock has a rise of 3 metres.", ["3 metres"],
         "Hadley Lock has a rise of 3 metres.",
         "The rise of Bray Lock is 3 metres."),
        ("no_longer", "Does the café at Mill Lock serve hot meals?",
         "The café at Mill Lock stopped serving hot meals in 2021.", None, ["hot meals"],
         "The café at Mill Lock has served hot meals since 2021.",
         "Since 2021 the café at Mill Lock no longer serves hot meals."),
        ("more_than", "How much water does the Mill Lock chamber hold?",
         "The Mill Lock chamber holds 180 cubic metres of water.", None, ["180 cubic metres"],
         "The Mill Lock chamber holds more than 180 cubic metres of water.",
         "The chamber of Mill Lock holds 180 cubic metres of water."),
    ],
    hop=dict(q="When was Lock 14 rebuilt?", s1="Lock 14 is known locally as Miller's Lock.",
             s2="Miller's Lock was rebuilt in 1998.", claim="Lock 14 was rebuilt in 1998.", answers=["1998"],
             wrong_entity="Lock 15 was rebuilt in 1998.", hop_stmt="Lock 14 is known locally as Miller's Lock.",
             inference=["identity mapping Lock 14 = Miller's Lock"]),
    marker=dict(q="When was the Bray Lock pump house decommissioned?",
                ev="The Bray Lock pump house was decommissioned in 2012.",
                claim="The Bray Lock pump house was taken out of service in 2012.", answers=["2012"], mixed=False),
    quote=dict(q="How far ahead must long vessels book passage through Hadley Lock?",
               ev="Vessels longer than 21 metres must book passage through Hadley Lock 24 hours in advance.",
               claim="Vessels longer than 21 metres must book passage through Hadley Lock 24 hours ahead.", answers=["24 hours"],
               bad="must book passage through Hadley Lock 48 hours in advance",
               good="VESSELS LONGER THAN 21 METRES   must book passage"),
    superseded=dict(q="What is the annual licence fee for a narrowboat?",
                    old="The annual licence fee for a narrowboat is £650.",
                    new="The annual licence fee for a narrowboat is £720.",
                    wrong="The annual licence fee for a narrowboat is £650.",
                    right="A narrowboat's annual licence fee is £720.", answers=["£720"]),
    superseded_same=dict(q="Who operates Mill Lock at weekends?",
                         old="Mill Lock is operated by volunteers at weekends.",
                         new="Volunteers operate Mill Lock at weekends.",
                         claim="Mill Lock is operated by volunteers at weekends.", answers=["volunteers"]),
    restricted=dict(q="Where is the spare key for the Bray Lock control cabinet kept?",
                    ev="The spare key for the Bray Lock control cabinet is kept at the Hadley depot.",
                    claim="The spare key for the Bray Lock control cabinet is kept at the Hadley depot.",
                    answers=["Hadley depot"], readers=["staff"], outsider="visitor"),
    wrong_source=dict(q="When does the Hadley visitor centre open?",
                      ev="The Hadley visitor centre opens at 9 am.",
                      other="The Hadley visitor centre hosted a boat festival last summer.",
                      claim="The Hadley visitor centre opens at 9 am.", answers=["9 am"]),
    conflict=dict(q="How long is the chamber of Bray Lock?",
                  a="Operations manual: the chamber of Bray Lock is 22 metres long.",
                  b="2025 survey: the chamber of Bray Lock measured 23 metres long.",
                  ref="The operations manual gives the Bray Lock chamber as 22 metres long, while the 2025 survey measured 23 metres.",
                  answers=["22 metres"],
                  wrong="The chamber of Bray Lock is 22 metres long.",
                  right="The operations manual says the chamber of Bray Lock is 22 metres long, but the 2025 survey measured it at 23 metres."),
)

DOMAINS["orchestra"] = dict(
    org="Eastbrook School Orchestra",
    fill=("Eastbrook School Orchestra, parents' bulletin.", "Questions may be sent to the music office."),
    simple=[
        ("neg", "Did the orchestra perform Holst's Jupiter at the spring concert?",
         "The orchestra performed Holst's Jupiter at the spring concert.", None, ["Jupiter"],
         "The orchestra never performed Holst's Jupiter at the spring concert.",
         "Holst's Jupiter was performed by the orchestra at the spring concert."),
        ("converse", "Whom does the assistant conductor report to?",
         "The assistant conductor reports to the head of music.", None, ["head of music"],
         "The head of music reports to the assistant conductor.",
         "The assistant conductor answers to the head of music."),
        ("compar", "Which section rehearses longer, brass or strings?",
         "The brass section rehearses longer than the string section.", None, ["brass section"],
         "The brass section rehearses for less time than the string section.",
         "The string section rehearses for less time than the brass section."),
        ("freq", "How often do sectional rehearsals take place?",
         "Sectional rehearsals take place twice a week.", None, ["sectional rehearsals"],
         "Sectional rehearsals take place twice a month.",
         "Sectional rehearsals are held two times each week."),
        ("quant", "Do orchestra members sing in the school choir?",
         "Some members of the orchestra also sing in the school choir.", None, ["school choir"],
         "Every member of the orchestra also sings in the school choir.",
         "A number of orchestra members also sing in the school choir."),
        ("since_until", "Where does the orchestra rehearse?",
         "Since 2018, the orchestra has rehearsed in the Lowther Hall.", None, ["Lowther Hall"],
         "The orchestra rehearsed in the Lowther Hall until 2018.",
         "The orchestra has rehearsed in the Lowther Hall from 2018 onwards."),
        ("was_is", "Who conducted the orchestra before 2017?",
         "Mr Patel conducted the orchestra from 2009 until his retirement in 2017.", None, ["Mr Patel"],
         "Mr Patel still conducts the orchestra.",
         "Mr Patel was the orchestra's conductor between 2009 and 2017."),
        ("cond", "Who may borrow a school cello?",
         "Pupils may borrow a school cello only if they have completed Grade 3.", None, ["school cello"],
         "Any pupil may borrow a school cello.",
         "Borrowing a school cello requires a pupil to have completed Grade 3."),
        ("view", "What does the head of music think of the winter concert?",
         "The head of music considers the winter concert the best in the school's history.", None, ["winter concert"],
         "The winter concert was the best in the school's history.",
         "In the head of music's view, the winter concert was the best in the school's history."),
        ("plan", "Is the orchestra touring Vienna?",
         "The orchestra hopes to tour Vienna in summer 2027.", None, ["Vienna"],
         "The orchestra has booked a tour of Vienna for summer 2027.",
         "The orchestra would like to tour Vienna in summer 2027."),
        ("modality", "Do members have to attend the dress rehearsal?",
         "Members must attend the dress rehearsal before each concert.", None, ["dress rehearsal"],
         "Members are encouraged, but not required, to attend the dress rehearsal before each concert.",
         "Attendance at the dress rehearsal before each concert is compulsory for members."),
        ("compound", "When did the orchestra win the county youth music prize?",
         "The orchestra won the county youth music prize in 2024.", None, ["2024"],
         "The orchestra won the county youth music prize in 2024 and the national prize in 2025.",
         "In 2024, the county youth music prize went to the orchestra."),
        ("entity_swap", "Who leads the first violins?",
         "Lena Ortiz leads the first violins, and Sam Hale leads the cellos.",
         "Lena Ortiz leads the first violins.", ["Lena Ortiz"],
         "Lena Ortiz leads the cellos.",
         "The first violins are led by Lena Ortiz."),
        ("no_longer", "Does the orchestra charge for summer concert tickets?",
         "The orchestra no longer charges for tickets to its summer concert.", None, ["summer concert"],
         "The orchestra still charges for tickets to its summer concert.",
         "The orchestra has stopped charging for tickets to its summer concert."),
        ("more_than", "How many members does the orchestra have?",
         "The orchestra has 64 members.", None, ["64"],
         "The orchestra has over 64 members.",
         "There are 64 members in the orchestra."),
    ],
    hop=dict(q="In what year was the violin of this year's orchestra leader made?",
             s1="The orchestra's leader this year is Priya Nair.", s2="Priya Nair plays a violin made in 1911.",
             claim="The orchestra's leader this year plays a violin made in 1911.", answers=["1911"],
             wrong_entity="The orchestra's conductor plays a violin made in 1911.",
             hop_stmt="Priya Nair is the orchestra's leader this year.",
             inference=["identity: this year's leader = Priya Nair"]),
    marker=dict(q="How much did the spring concert raise for the instrument fund?",
                ev="The spring concert raised £1,240 for the instrument fund.",
                claim="The spring concert raised £1,240 for the instrument fund.", answers=["£1,240"], mixed=True),
    quote=dict(q="When do Thursday rehearsals begin?",
               ev="Rehearsals on Thursday begin at 4.15 pm in the Lowther Hall.",
               claim="Thursday rehearsals start at 4.15 pm in the Lowther Hall.", answers=["4.15 pm"],
               bad="Rehearsals on Thursday begin at 4.45 pm",
               good="rehearsals on thursday  begin at 4.15 pm"),
    superseded=dict(q="What is the orchestra's annual subscription?",
                    old="The orchestra's annual subscription is £30.",
                    new="The orchestra's annual subscription is £35.",
                    wrong="The orchestra's annual subscription is £30.",
                    right="The annual subscription for the orchestra is £35.", answers=["£35"]),
    superseded_same=dict(q="What is the orchestra's concert dress?",
                         old="Concert dress is black trousers or skirt with a white shirt.",
                         new="Concert dress remains black trousers or skirt with a white shirt.",
                         claim="Concert dress is a white shirt with black trousers or skirt.", answers=["white shirt"]),
    restricted=dict(q="Who holds the music department's safe code?",
                    ev="The music department's safe code is held by the bursar.",
                    claim="The bursar holds the music department's safe code.",
                    answers=["bursar"], readers=["staff"], outsider="parent"),
    wrong_source=dict(q="When will the winter concert be held?",
                      ev="The winter concert will be held on 11 December.",
                      other="The winter concert programme includes a carol medley.",
                      claim="The winter concert will be held on 11 December.", answers=["11 December"]),
    conflict=dict(q="What time does the summer concert begin?",
                  a="Printed programme: the summer concert begins at 7 pm.",
                  b="School newsletter: the summer concert begins at 7.30 pm.",
                  ref="The printed programme gives a 7 pm start for the summer concert, while the school newsletter gives 7.30 pm.",
                  answers=["7 pm"],
                  wrong="The summer concert begins at 7 pm.",
                  right="The printed programme says the summer concert begins at 7 pm, but the school newsletter says it begins at 7.30 pm."),
)

DOMAINS["dairy"] = dict(
    org="Halloway Creamery",
    fill=("Halloway Creamery, production notes.", "This page is kept by the dairy office."),
    simple=[
        ("neg", "Did the dairy pass its hygiene inspection in May 2025?",
         "The dairy passed its hygiene inspection in May 2025.", None, ["hygiene inspection"],
         "The dairy did not pass its hygiene inspection in May 2025.",
         "In May 2025 the dairy's hygiene inspection was passed."),
        ("converse", "Who supplies cheese to the Corner Deli?",
         "The Halloway Creamery supplies cheese to the Corner Deli.", None, ["Corner Deli"],
         "The Corner Deli supplies cheese to the Halloway Creamery.",
         "The Corner Deli is supplied with cheese by the Halloway Creamery."),
        ("compar", "Which cheese is aged longer, Blue Fell or Halloway Crumbly?",
         "The Blue Fell cheese is aged longer than the Halloway Crumbly.", None, ["Blue Fell"],
         "The Blue Fell cheese is aged for a shorter time than the Halloway Crumbly.",
         "The Halloway Crumbly is aged for a shorter time than the Blue Fell cheese."),
        ("freq", "How often is the cheese cave humidity checked?",
         "The cheese cave humidity is checked every morning.", None, ["humidity"],
         "The cheese cave humidity is checked every other morning.",
         "Each morning, the humidity in the cheese cave is checked."),
        ("quant", "Where does the dairy's milk come from?",
         "Half of the dairy's milk comes from its own herd.", None, ["own herd"],
         "All of the dairy's milk comes from its own herd.",
         "Fifty per cent of the dairy's milk comes from its own herd."),
        ("since_until", "When did the dairy use raw milk for its Crumbly?",
         "The dairy used raw milk for its Crumbly until 2020.", None, ["raw milk"],
         "Since 2020 the dairy has used raw milk for its Crumbly.",
         "Up to 2020, the Crumbly was made by the dairy from raw milk."),
        ("was_is", "Who was head cheesemaker between 2005 and 2019?",
         "Tom Barker was head cheesemaker between 2005 and 2019.", None, ["Tom Barker"],
         "Tom Barker is the head cheesemaker.",
         "Between 2005 and 2019 the head cheesemaker was Tom Barker."),
        ("cond", "When may visitors enter the make room?",
         "Visitors may enter the make room only when wearing a hairnet and overshoes.", None, ["make room"],
         "Visitors may enter the make room freely.",
         "Visitors have to wear a hairnet and overshoes to enter the make room."),
        ("view", "What does the dairy's owner say about raw-milk cheese?",
         "The dairy's owner believes that raw-milk cheese tastes better.", None, ["raw-milk cheese"],
         "Raw-milk cheese tastes better.",
         "The dairy's owner is of the view that raw-milk cheese tastes better."),
        ("plan", "Is the dairy building a second maturing cave?",
         "The dairy proposes to build a second maturing cave next year.", None, ["second maturing cave"],
         "The dairy has built a second maturing cave.",
         "Next year the dairy intends to build a second maturing cave."),
        ("modality", "What must staff do at the footbath?",
         "Staff must wash their boots at the footbath before entering the make room.", None, ["footbath"],
         "Staff may wash their boots at the footbath before entering the make room.",
         "Before entering the make room, staff are required to wash their boots at the footbath."),
        ("entity_swap", "What milk is the Halloway Crumbly made from?",
         "The Halloway Crumbly is made from cow's milk, while the Fell Chèvre is made from goat's milk.",
         "The Halloway Crumbly is made from cow's milk.", ["cow's milk"],
         "The Fell Chèvre is made from cow's milk.",
         "Cow's milk is used to make the Halloway Crumbly."),
        ("more_than", "How much does a Blue Fell wheel weigh?",
         "Each Blue Fell wheel weighs 4 kilograms.", None, ["4 kilograms"],
         "Each Blue Fell wheel weighs more than 4 kilograms.",
         "Every Blue Fell wheel has a weight of 4 kilograms."),
    ],
    hop=dict(q="Was the milk for batch 77 from a certified organic herd?",
             s1="Batch 77 was made with milk from Lowfield Farm.", s2="Lowfield Farm's herd is certified organic.",
             claim="Batch 77 was made with milk from a certified organic herd.", answers=["organic"],
             wrong_entity="Batch 78 was made with milk from a certified organic herd.",
             hop_stmt="Batch 77 was made with milk from Lowfield Farm.",
             inference=["join on farm: batch 77 -> Lowfield Farm -> organic herd"]),
    marker=dict(q="What award did the Blue Fell win at the 2025 Nantwich show?",
                ev="The dairy's Blue Fell won a gold award at the 2025 Nantwich show.",
                claim="The Blue Fell won a gold award at the 2025 Nantwich show.", answers=["gold award"], mixed=False),
    quote=dict(q="What size are the curds cut to?",
               ev="Curds are cut into 2-centimetre cubes before stirring.",
               claim="The curds are cut into 2-centimetre cubes before stirring.", answers=["2-centimetre"],
               bad="Curds are cut into 1-centimetre cubes",
               good="curds are cut into  2-centimetre cubes"),
    superseded=dict(q="How much does a tasting tour cost?",
                    old="A tasting tour costs £8 per person.",
                    new="A tasting tour costs £10 per person.",
                    wrong="A tasting tour costs £8 per person.",
                    right="Each person pays £10 for a tasting tour.", answers=["£10"]),
    superseded_same=dict(q="On which day is the farm shop closed?",
                         old="The farm shop is closed on Mondays.",
                         new="The farm shop stays closed on Mondays.",
                         claim="On Mondays the farm shop is closed.", answers=["Mondays"]),
    restricted=dict(q="Who supplies the culture for the Blue Fell?",
                    ev="The culture supplier for the Blue Fell is Kestrel Labs.",
                    claim="Kestrel Labs supplies the culture for the Blue Fell.",
                    answers=["Kestrel Labs"], readers=["staff"], outsider="customer"),
    wrong_source=dict(q="How long is the Fell Chèvre matured?",
                      ev="The Fell Chèvre is matured for three weeks.",
                      other="The Fell Chèvre is sold at the Saturday market.",
                      claim="The Fell Chèvre is matured for three weeks.", answers=["three weeks"]),
    conflict=dict(q="What is the fat in dry matter of the Blue Fell?",
                  a="Product label: the Blue Fell contains 48% fat in dry matter.",
                  b="Lab report: the Blue Fell contains 52% fat in dry matter.",
                  ref="The product label gives the Blue Fell 48% fat in dry matter, while the lab report gives 52%.",
                  answers=["48%"],
                  wrong="The Blue Fell contains 48% fat in dry matter.",
                  right="The product label says the Blue Fell contains 48% fat in dry matter, but the lab report says 52%."),
)

DOMAINS["rescue"] = dict(
    org="Carnbeg Mountain Rescue Team",
    fill=("Carnbeg Mountain Rescue Team, incident and team notes.", "Published by the team secretary."),
    simple=[
        ("neg", "Did the team locate the missing walker before nightfall?",
         "The team located the missing walker before nightfall.", None, ["missing walker"],
         "The team was unable to locate the missing walker before nightfall.",
         "The missing walker was located by the team before nightfall."),
        ("converse", "Which association is the Carnbeg team a member of?",
         "The Carnbeg team is a member of the Northern Mountain Rescue Association.", None,
         ["Northern Mountain Rescue Association"],
         "The Northern Mountain Rescue Association is a member of the Carnbeg team.",
         "The Northern Mountain Rescue Association counts the Carnbeg team among its members."),
        ("compar", "Which base is higher, Corrie or Glen?",
         "The Corrie base is higher than the Glen base.", None, ["Corrie base"],
         "The Corrie base is lower than the Glen base.",
         "The Glen base is lower than the Corrie base."),
        ("freq", "How often does the team hold a night navigation exercise?",
         "The team holds a night navigation exercise once a quarter.", None, ["night navigation"],
         "The team holds a night navigation exercise once a week.",
         "Every quarter, the team runs a night navigation exercise."),
        ("quant", "What caused the call-outs in 2025?",
         "Most call-outs in 2025 came from walkers with lower-leg injuries.", None, ["lower-leg injuries"],
         "Every call-out in 2025 came from walkers with lower-leg injuries.",
         "The majority of 2025 call-outs came from walkers with lower-leg injuries."),
        ("since_until", "Does the team use drones in searches?",
         "The team has used drones in searches since 2021.", None, ["drones"],
         "The team used drones in searches until 2021.",
         "Since 2021 drones have been used by the team in searches."),
        ("was_is", "Who led the team from 2012 to 2020?",
         "Morag Fraser led the team from 2012 to 2020.", None, ["Morag Fraser"],
         "Morag Fraser leads the team.",
         "The team was led by Morag Fraser from 2012 to 2020."),
        ("cond", "When is the helicopter requested?",
         "The helicopter is requested only when a casualty cannot be stretchered out within two hours.", None, ["helicopter"],
         "The helicopter is requested for every casualty.",
         "Only if a casualty cannot be stretchered out within two hours is the helicopter requested."),
        ("view", "What triggered the avalanche?",
         "The team leader suspects that the avalanche was triggered by the walkers.", None, ["avalanche"],
         "The avalanche was triggered by the walkers.",
         "The team leader suspects the walkers triggered the avalanche."),
        ("plan", "Does the team have a second Land Rover?",
         "The team is raising funds to buy a second Land Rover.", None, ["second Land Rover"],
         "The team has bought a second Land Rover.",
         "The team is fundraising to purchase a second Land Rover."),
        ("modality", "How often must volunteers renew their first-aid certificate?",
         "Volunteers must renew their first-aid certificate every three years.", None, ["first-aid certificate"],
         "Volunteers may renew their first-aid certificate every three years if they wish.",
         "Every three years, volunteers are required to renew their first-aid certificate."),
        ("compound", "How many times was the team called out in 2025?",
         "The team was called out 112 times in 2025.", None, ["112"],
         "The team was called out 112 times in 2025, a record for the team.",
         "In 2025 the team had 112 call-outs."),
        ("entity_swap", "Who is the team's training officer?",
         "Callum Reid is the team's training officer, and Ailsa Grant is its equipment officer.",
         "Callum Reid is the team's training officer.", ["Callum Reid"],
         "Callum Reid is the team's equipment officer.",
         "The team's training officer is Callum Reid."),
        ("no_longer", "Does the team use the old Glen base radio mast?",
         "The team stopped using the old Glen base radio mast in 2023.", None, ["radio mast"],
         "The team has used the old Glen base radio mast since 2023.",
         "Since 2023 the team no longer uses the old Glen base radio mast."),
    ],
    hop=dict(q="Does Rescue 3 carry the vacuum mattress?",
             s1="Rescue 3 is the team's call sign for its Corrie base vehicle.",
             s2="The Corrie base vehicle carries the vacuum mattress.",
             claim="Rescue 3 carries the vacuum mattress.", answers=["vacuum mattress"],
             wrong_entity="Rescue 2 carries the vacuum mattress.",
             hop_stmt="Rescue 3 is the team's call sign for its Corrie base vehicle.",
             inference=["identity mapping Rescue 3 = Corrie base vehicle"]),
    marker=dict(q="When was the Carnbeg team founded?",
                ev="The Carnbeg team was founded in 1968.",
                claim="The Carnbeg team was set up in 1968.", answers=["1968"], mixed=True),
    quote=dict(q="How fast must team members respond to a pager alert?",
               ev="Team members must respond to a pager alert within 15 minutes.",
               claim="Team members have to respond to a pager alert within 15 minutes.", answers=["15 minutes"],
               bad="respond to a pager alert within 50 minutes",
               good="Team members must respond to a PAGER ALERT within 15 minutes"),
    superseded=dict(q="How many operational members does the team have?",
                    old="The team has 38 operational members.",
                    new="The team has 44 operational members.",
                    wrong="The team has 38 operational members.",
                    right="There are 44 operational members in the team.", answers=["44"]),
    superseded_same=dict(q="How is the team called out?",
                         old="The team is called out by dialling 999 and asking for police, then mountain rescue.",
                         new="To call out the team, dial 999 and ask for police, then mountain rescue.",
                         claim="To call out the team, dial 999 and ask for police, then mountain rescue.", answers=["999"]),
    restricted=dict(q="Where was the casualty from the Ben Dorain call-out taken?",
                    ev="The casualty from the Ben Dorain call-out was airlifted to Raigmore Hospital.",
                    claim="The casualty from the Ben Dorain call-out was flown to Raigmore Hospital.",
                    answers=["Raigmore Hospital"], readers=["team"], outsider="public"),
    wrong_source=dict(q="When is the team's annual open day held?",
                      ev="The team's annual open day is held in June.",
                      other="The team's annual open day raised £3,000 last year.",
                      claim="The team's annual open day is held in June.", answers=["June"]),
    conflict=dict(q="At what time was the walker found?",
                  a="Incident log: the walker was found at 18:40.",
                  b="Press release: the walker was found at 19:10.",
                  ref="The incident log records the walker as found at 18:40, while the press release gives 19:10.",
                  answers=["18:40"],
                  wrong="The walker was found at 18:40.",
                  right="The incident log says the walker was found at 18:40, but the press release says 19:10."),
)

DOMAINS["archive"] = dict(
    org="Dunmore Records Office",
    fill=("Dunmore Records Office, guide for readers.", "Staff in the search room can help with enquiries."),
    simple=[
        ("neg", "Did the records office digitise the 1851 parish registers in 2024?",
         "The records office digitised the 1851 parish registers in 2024.", None, ["1851 parish registers"],
         "The records office declined to digitise the 1851 parish registers in 2024.",
         "In 2024 the 1851 parish registers were digitised by the records office."),
        ("converse", "Who holds the archive of the Kellan Estate?",
         "The Dunmore Records Office holds the archive of the Kellan Estate.", None, ["Kellan Estate"],
         "The Kellan Estate holds the archive of the Dunmore Records Office.",
         "The archive of the Kellan Estate is held by the Dunmore Records Office."),
        ("compar", "Which is older, the Ashby tithe map or the Ashby enclosure award?",
         "The tithe map of Ashby is older than the enclosure award of Ashby.", None, ["tithe map"],
         "The tithe map of Ashby is more recent than the enclosure award of Ashby.",
         "The enclosure award of Ashby is more recent than the tithe map of Ashby."),
        ("freq", "When is the search room open to the public?",
         "The search room is open to the public on the first Saturday of each month.", None, ["first Saturday"],
         "The search room is open to the public only on the first Saturday of each year.",
         "On the first Saturday of every month, the search room opens to the public."),
        ("quant", "In what language are the Kellan Estate papers written?",
         "Some of the Kellan Estate papers are written in Latin.", None, ["Latin"],
         "All of the Kellan Estate papers are written in Latin.",
         "A portion of the Kellan Estate papers is written in Latin."),
        ("since_until", "When could readers photograph documents free of charge?",
         "Until 2015, readers were allowed to photograph documents free of charge.", None, ["photograph"],
         "Since 2015, readers have been allowed to photograph documents free of charge.",
         "Readers could photograph documents free of charge up until 2015."),
        ("was_is", "Who was the county archivist from 1998 to 2011?",
         "Dr Helen Marsh was the county archivist from 1998 to 2011.", None, ["Helen Marsh"],
         "Dr Helen Marsh is the county archivist.",
         "The county archivist from 1998 to 2011 was Dr Helen Marsh."),
        ("cond", "When are original maps produced?",
         "Original maps are produced only when no microfilm copy exists.", None, ["original maps"],
         "Original maps are produced for any reader who asks.",
         "Original maps are produced only if there is no microfilm copy."),
        ("view", "Is the Ashby charter a forgery?",
         "The county archivist argues that the Ashby charter is a medieval forgery.", None, ["Ashby charter"],
         "The Ashby charter is a medieval forgery.",
         "According to the county archivist, the Ashby charter is a medieval forgery."),
        ("plan", "Is the records office moving to Carrow Street?",
         "The records office intends to move to a new building in Carrow Street by 2028.", None, ["Carrow Street"],
         "The records office has moved to a new building in Carrow Street.",
         "The records office aims to relocate to a new building in Carrow Street by 2028."),
        ("modality", "What may readers write with in the search room?",
         "Readers must use pencils, not pens, in the search room.", None, ["pencils"],
         "Readers are advised to use pencils, not pens, in the search room.",
         "In the search room, readers are required to use pencils instead of pens."),
        ("compound", "When was the Kellan Estate archive deposited?",
         "The Kellan Estate archive was deposited in 1972.", None, ["1972"],
         "The Kellan Estate archive was deposited in 1972 and catalogued in 1975.",
         "The deposit of the Kellan Estate archive took place in 1972."),
        ("entity_swap", "What is the catalogue reference of the Ashby tithe map?",
         "The Ashby tithe map is catalogued as D/AS/4, and the Ashby enclosure award as D/AS/9.",
         "The Ashby tithe map is catalogued as D/AS/4.", ["D/AS/4"],
         "The Ashby enclosure award is catalogued as D/AS/4.",
         "D/AS/4 is the catalogue reference of the Ashby tithe map."),
        ("no_longer", "Does the records office accept paper copy orders?",
         "The records office ceased accepting paper copy orders in 2022.", None, ["copy orders"],
         "The records office has accepted paper copy orders since 2022.",
         "Since 2022 the records office no longer accepts paper copy orders."),
        ("more_than", "How many boxes of council minutes does the records office hold?",
         "The records office holds 14,000 boxes of council minutes.", None, ["14,000"],
         "The records office holds more than 14,000 boxes of council minutes.",
         "There are 14,000 boxes of council minutes held by the records office."),
    ],
    hop=dict(q="Until when is the Kellan Estate archive closed to readers?",
             s1="Deposit 1972/31 is the Kellan Estate archive.", s2="Deposit 1972/31 is closed to readers until 2030.",
             claim="The Kellan Estate archive is closed to readers until 2030.", answers=["2030"],
             wrong_entity="The Ashby Estate archive is closed to readers until 2030.",
             hop_stmt="The Kellan Estate archive is deposit 1972/31.",
             inference=["identity mapping Kellan Estate archive = deposit 1972/31"]),
    marker=dict(q="When did the conservation studio open?",
                ev="The records office's conservation studio opened in 2009.",
                claim="The conservation studio of the records office opened in 2009.", answers=["2009"], mixed=False),
    quote=dict(q="How many documents may readers order per visit?",
               ev="Readers may order up to six documents per visit.",
               claim="Readers can order up to six documents per visit.", answers=["six documents"],
               bad="Readers may order up to sixteen documents per visit",
               good="readers may order up to six documents per visit"),
    superseded=dict(q="How much does a reader's ticket cost?",
                    old="A reader's ticket costs £5.",
                    new="A reader's ticket costs £7.",
                    wrong="A reader's ticket costs £5.",
                    right="The price of a reader's ticket is £7.", answers=["£7"]),
    superseded_same=dict(q="When does the search room close?",
                         old="The search room closes at 4.30 pm.",
                         new="The search room continues to close at 4.30 pm.",
                         claim="The search room closes at 4.30 pm.", answers=["4.30 pm"]),
    restricted=dict(q="Where is the 1950 to 1960 adoption register kept?",
                    ev="The adoption register for 1950 to 1960 is stored in strongroom B.",
                    claim="The 1950 to 1960 adoption register is kept in strongroom B.",
                    answers=["strongroom B"], readers=["archivist"], outsider="public"),
    wrong_source=dict(q="When was the Ashby tithe map conserved?",
                      ev="The Ashby tithe map was conserved in 2023.",
                      other="The Ashby tithe map is a popular item with family historians.",
                      claim="The Ashby tithe map was conserved in 2023.", answers=["2023"]),
    conflict=dict(q="What date does the Ashby charter bear?",
                  a="Catalogue entry: the Ashby charter is dated 1243.",
                  b="Exhibition label: the Ashby charter is dated 1247.",
                  ref="The catalogue entry dates the Ashby charter to 1243, while the exhibition label gives 1247.",
                  answers=["1243"],
                  wrong="The Ashby charter is dated 1243.",
                  right="The catalogue entry dates the Ashby charter to 1243, but the exhibition label dates it to 1247."),
)


# ---------------------------------------------------------------------------------------------
class Suite:
    def __init__(self, dom, spec):
        self.dom, self.spec = dom, spec
        self.sources, self.spans, self.cases, self.runs = [], [], [], []
        self.expected = {}

    def doc(self, vid, title, sentence, status="current", readers=None, observed="2026-01-10",
            published="2026-01-05", eff_from="2026-01-01", eff_to=None, source_id=None):
        f1, f2 = self.spec["fill"]
        text = f"{title}\n{f1} {sentence} {f2}\n"
        self.sources.append(dict(version_id=vid, source_id=source_id or vid.rsplit("-v", 1)[0],
                                 uri=f"https://{self.dom}.example/{source_id or vid}", title=title, text=text,
                                 observed_at=observed, published_at=published, effective_from=eff_from,
                                 effective_to=eff_to, status=status, readers=readers or []))
        start = text.index(sentence)
        sid = "s-" + vid
        self.spans.append(dict(span_id=sid, version_id=vid, start=start, end=start + len(sentence), exact=sentence))
        return sid

    def case(self, cid, q, ref, answers, routes, fam, hops, reader=None, behavior="answer"):
        self.cases.append(dict(case_id=cid, question=q, reader=reader, cutoff=CUTOFF, answerable=True,
                               reference_answer=answers, expected_behavior=behavior,
                               strata={"family": fam, "hops": str(hops), "domain": self.dom},
                               claims=[dict(claim_id="c1", text=ref, consequential=True, routes=[
                                   dict(set_id=f"r{i+1}", members=m, inference=inf, annotation_version="2026-05",
                                        status="adjudicated") for i, (m, inf) in enumerate(routes)])]))

    def run(self, cid, claims, style):
        """claims: list of (text, [span_ids], quote or None, link_id or None). style: id | answer | inline"""
        if style == "inline":
            markers, parts, srcs = {}, [], []
            for text, sids, _q, _l in claims:
                ms = []
                for s in sids:
                    if isinstance(s, tuple):  # ("bad", marker) -> unresolved marker
                        ms.append(s[1]); continue
                    if s not in markers:
                        markers[s] = str(len(markers) + 1)
                        srcs.append({"marker": markers[s], "span_id": s})
                    ms.append(markers[s])
                body = text[:-1] if text.endswith(".") else text
                parts.append(body + " " + "".join(f"[{m}]" for m in ms) + ".")
            self.runs.append(dict(case_id=cid, answer_text=" ".join(parts), sources=srcs))
        else:
            out = []
            for text, sids, q, link in claims:
                cits = []
                for s in sids:
                    c = {"span_id": s}
                    if q:
                        c["quote"] = q
                    cits.append(c)
                oc = {"text": text, "citations": cits}
                if style == "id" and link:
                    oc["claim_id"] = link
                out.append(oc)
            self.runs.append(dict(case_id=cid, answer_text=" ".join(c[0] for c in claims), claims=out))

    def exp(self, cid, expect, wrong, claim, kind, why):
        self.expected[cid] = dict(expect=expect, wrong_claim=wrong, claim=claim, kind=kind, why=why)


STYLES = ["id", "answer", "inline"]


def build(dom, spec):
    S = Suite(dom, spec)
    k = 0
    p = dom[:3]
    for i, (fam, q, ev, ref, answers, wrong, right) in enumerate(spec["simple"]):
        ref = ref or ev
        for a in answers:
            assert any(x.casefold() in right.casefold() for x in answers), (dom, fam, "right lacks answer")
        style = STYLES[k % 3]; k += 1
        base = f"{p}-{fam}"
        sid = S.doc(f"{base}-v1", f"{spec['org']}: {fam} note", ev)
        for suf, text, exp, wr, why in (("w", wrong, "reject", True, WHY[fam]),
                                        ("r", right, "accept", False, "paraphrase twin, entailed by the span: " + WHY[fam])):
            cid = f"{base}-{suf}"
            S.case(cid, q, ref, answers, [([sid], ["direct statement"])], fam, 1)
            S.run(cid, [(text, [sid], None, "c1")], style)
            S.exp(cid, exp, wr, text, fam, why)

    # --- multi-hop: missing hop (claim correct, one hop cited) and wrong entity / answer-scope twin
    h = spec["hop"]; style = STYLES[k % 3]; k += 1
    s1 = S.doc(f"{p}-hop-a-v1", f"{spec['org']}: register", h["s1"])
    s2 = S.doc(f"{p}-hop-b-v1", f"{spec['org']}: works record", h["s2"])
    for suf, cits, exp, why in (("w", [s2], "revise_citations",
                                 "multi-hop claim cites only the second hop; the bridge span is missing (§3.6 incomplete, claim still correct)"),
                                ("r", [s1, s2], "accept", "both hops cited: complete route")):
        cid = f"{p}-hopmiss-{suf}"
        S.case(cid, h["q"], h["claim"], h["answers"], [([s1, s2], h["inference"])], "hop_missing", 2)
        S.run(cid, [(h["claim"], cits, None, "c1")], style)
        S.exp(cid, exp, False, h["claim"], "hop_missing", why)
    style = STYLES[k % 3]; k += 1
    cid = f"{p}-hopent-w"
    S.case(cid, h["q"], h["claim"], h["answers"], [([s1, s2], h["inference"])], "hop_entity", 2)
    S.run(cid, [(h["wrong_entity"], [s1, s2], None, "c1")], style)
    S.exp(cid, "reject", True, h["wrong_entity"], "hop_entity",
          "right value, wrong subject entity on a 2-hop route, both hops cited (another entity, §3.4)")
    cid = f"{p}-hopent-r"
    S.case(cid, h["q"], h["claim"], h["answers"], [([s1, s2], h["inference"])], "hop_entity", 2)
    S.run(cid, [(h["hop_stmt"], [s1], None, None), (h["claim"], [s2], None, "c1")], style)
    S.exp(cid, "accept", False, h["hop_stmt"] + " / " + h["claim"], "hop_entity",
          "answer scope: a hop statement citing hop 1, then the claim citing hop 2 (§3.6 answer scope, §3.7 hop statement)")

    # --- unresolved marker (inline only)
    m = spec["marker"]
    sid = S.doc(f"{p}-marker-v1", f"{spec['org']}: history", m["ev"])
    for suf in ("w", "r"):
        cid = f"{p}-marker-{suf}"
        S.case(cid, m["q"], m["ev"], m["answers"], [([sid], ["direct statement"])], "marker", 1)
        if suf == "w":
            cits = [sid, ("bad", "3")] if m["mixed"] else [("bad", "2")]
            S.run(cid, [(m["claim"], cits, None, None)], "inline")
            if not m["mixed"]:
                # the only marker points to no listed source: no resolvable citation at all
                S.runs[-1]["sources"] = [{"marker": "1", "span_id": sid}]
            S.exp(cid, "revise_citations", False, m["claim"], "marker",
                  ("a second marker [3] resolves to no listed source (invalid citation beside a valid one)" if m["mixed"]
                   else "the claim's only marker [2] resolves to no listed source (invalid citation, §3.1)")
                  + "; accept requires valid citations (§4)")
        else:
            S.run(cid, [(m["claim"], [sid], None, None)], "inline")
            S.exp(cid, "accept", False, m["claim"], "marker", "marker [1] resolves to the span")

    # --- quote fidelity
    qd = spec["quote"]; style = "id" if k % 2 else "answer"; k += 1
    sid = S.doc(f"{p}-quote-v1", f"{spec['org']}: rules", qd["ev"])
    for suf, quote, exp, why in (("w", qd["bad"], "revise_citations",
                                  "correct claim, but its quote is not in the cited span (a number altered): quote fidelity fails (§3.2, §4 accept needs faithful quotes)"),
                                 ("r", qd["good"], "accept", "quote differs only in case/whitespace: faithful after conservative normalisation")):
        cid = f"{p}-quote-{suf}"
        S.case(cid, qd["q"], qd["ev"], qd["answers"], [([sid], ["direct statement"])], "quote", 1)
        S.run(cid, [(qd["claim"], [sid], quote, "c1")], style)
        S.exp(cid, exp, False, qd["claim"], "quote", why)

    # --- superseded version with another value
    sd = spec["superseded"]; style = STYLES[k % 3]; k += 1
    old = S.doc(f"{p}-fee-v1", f"{spec['org']}: charges", sd["old"], status="superseded", observed="2024-03-01",
                published="2024-02-20", eff_from="2024-01-01", eff_to="2025-12-31", source_id=f"{p}-fee")
    new = S.doc(f"{p}-fee-v2", f"{spec['org']}: charges", sd["new"], source_id=f"{p}-fee")
    for suf, text, cits, exp, wr, why in (("w", sd["wrong"], [old], "reject", True,
                                           "states the superseded value, citing the superseded version (freshness; incorrect, §1 admissible)"),
                                          ("r", sd["right"], [new], "accept", False, "current value citing the current version")):
        cid = f"{p}-supval-{suf}"
        S.case(cid, sd["q"], sd["new"], sd["answers"], [([new], ["current version"])], "superseded_value", 1)
        S.run(cid, [(text, cits, None, "c1")], style)
        S.exp(cid, exp, wr, text, "superseded_value", why)

    # --- superseded version with the same value (inadmissible citation only)
    ss = spec["superseded_same"]; style = STYLES[k % 3]; k += 1
    old = S.doc(f"{p}-ops-v1", f"{spec['org']}: operations", ss["old"], status="superseded", observed="2024-03-01",
                published="2024-02-20", eff_from="2024-01-01", eff_to="2025-12-31", source_id=f"{p}-ops")
    new = S.doc(f"{p}-ops-v2", f"{spec['org']}: operations", ss["new"], source_id=f"{p}-ops")
    for suf, cits, exp, why in (("w", [old], "revise_citations",
                                 "true claim, but its only citation is a superseded version (inadmissible citation; claim supported via the current route)"),
                                ("r", [new], "accept", "same claim citing the current version")):
        cid = f"{p}-supsame-{suf}"
        S.case(cid, ss["q"], ss["new"], ss["answers"], [([new], ["current version"])], "superseded_same", 1)
        S.run(cid, [(ss["claim"], cits, None, "c1")], style)
        S.exp(cid, exp, False, ss["claim"], "superseded_same", why)

    # --- restricted source
    rd = spec["restricted"]; style = STYLES[k % 3]; k += 1
    sid = S.doc(f"{p}-restricted-v1", f"{spec['org']}: internal", rd["ev"], readers=rd["readers"])
    for suf, reader, exp, why in (("w", rd["outsider"], "reject",
                                   f"the only route is blocked for reader '{rd['outsider']}': unanswerable for that reader, the system answered (§3.0, §4 reject)"),
                                  ("r", rd["readers"][0], "accept", "same answer for a reader allowed to see the source")):
        cid = f"{p}-restricted-{suf}"
        S.case(cid, rd["q"], rd["ev"], rd["answers"], [([sid], ["direct statement"])], "restricted", 1, reader=reader)
        S.run(cid, [(rd["claim"], [sid], None, "c1")], style)
        S.exp(cid, exp, False, rd["claim"], "restricted", why)
    cid = f"{p}-restricted-a"
    S.case(cid, rd["q"], rd["ev"], rd["answers"], [([sid], ["direct statement"])], "restricted", 1, reader=rd["outsider"])
    S.runs.append(dict(case_id=cid, answer_text="The provided sources do not specify this.", abstained=True))
    S.exp(cid, "abstain", False, "(abstained)", "restricted",
          "blocked for this reader and the system abstained: the appropriate outcome (§4 abstain)")

    # --- right claim from the wrong source
    wd = spec["wrong_source"]; style = STYLES[k % 3]; k += 1
    good = S.doc(f"{p}-ws-a-v1", f"{spec['org']}: timetable", wd["ev"])
    bad = S.doc(f"{p}-ws-b-v1", f"{spec['org']}: newsletter", wd["other"])
    for suf, cits, exp, why in (("w", [bad], "revise_citations",
                                 "correct claim citing a span of another document about the same entity that does not state the fact (misattributed; supported independently)"),
                                ("r", [good], "accept", "correct claim citing the stating span")):
        cid = f"{p}-wrongsrc-{suf}"
        S.case(cid, wd["q"], wd["ev"], wd["answers"], [([good], ["direct statement"])], "wrong_source", 1)
        S.run(cid, [(wd["claim"], cits, None, "c1")], style)
        S.exp(cid, exp, False, wd["claim"], "wrong_source", why)

    # --- conflict between two current sources
    cd = spec["conflict"]; style = STYLES[k % 3]; k += 1
    a = S.doc(f"{p}-cf-a-v1", f"{spec['org']}: document A", cd["a"])
    b = S.doc(f"{p}-cf-b-v1", f"{spec['org']}: document B", cd["b"])
    for suf, text, cits, exp, why in (("w", cd["wrong"], [a], "revise_citations",
                                       "mention_conflict case: the answer silently picks one side of two disagreeing current sources (§3.9 conflict hidden)"),
                                      ("r", cd["right"], [a, b], "accept", "states the disagreement and cites both sides (§3.9)")):
        cid = f"{p}-conflict-{suf}"
        S.case(cid, cd["q"], cd["ref"], cd["answers"], [([a, b], ["both sides of a disagreement"])], "conflict", 2,
               behavior="mention_conflict")
        S.run(cid, [(text, cits, None, "c1")], style)
        S.exp(cid, exp, False, text, "conflict", why)
    return S


def main():
    expected = {}
    for d in ("suites", "runs"):
        shutil.rmtree(os.path.join(HERE, d), ignore_errors=True)
        os.makedirs(os.path.join(HERE, d))
    for dom, spec in DOMAINS.items():
        S = build(dom, spec)
        sd = os.path.join(HERE, "suites", dom)
        os.makedirs(sd)
        for name, rows in (("sources", S.sources), ("spans", S.spans), ("cases", S.cases)):
            with open(os.path.join(sd, name + ".jsonl"), "w") as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(os.path.join(HERE, "runs", dom + ".jsonl"), "w") as f:
            for r in S.runs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        assert not (set(S.expected) & set(expected))
        expected.update(S.expected)
        print(dom, len(S.expected), "cases")
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, ensure_ascii=False)
    print("total", len(expected))


if __name__ == "__main__":
    main()
