import sys
import time

from citeset.judges._protocol import Passage
from citeset.judges._rules import RulesJudge

N=200_000
def rep(s): return (s*(N//len(s)+1))[:N]
cases = {
 "postponed_dates": ("The match took place on 3 May 2024.", rep("The match was due to take place on 3 May 2024 but was postponed to 10 May 2024 due to rain. ")),
 "dates_no_punct": ("The fair was held on 3 May 2024.", rep("due on 3 May 2024 postponed planned for 4 June 2024 cancelled scheduled for 5 July 2024 ")),
 "announced_dates": ("The show was held on 20 January 2024.", rep("News, 20 January 2024: the club confirmed that the show will take place on 18 May 2024. ")),
 "offered_to": ("Tom is acting as treasurer.", rep("Tom offered to act as treasurer and has offered to help. ")),
 "offered_nopunct": ("Tom is acting as treasurer.", rep("Tom offered to act as treasurer and has volunteered to ")),
 "thought_to": ("A burst tank was behind the collapse.", rep("A burst tank is thought to be behind the collapse, which appears to be recent. ")),
 "thought_nopunct": ("A burst tank was behind the collapse.", rep("is thought to be behind the collapse and appears to ")),
 "hopes_to": ("The cafe will open in March.", rep("The council hopes to open the cafe in March and would like the club to start. ")),
 "hopes_nopunct": ("The cafe will open in March.", rep("hopes to open aims to open would like to open the cafe ")),
 "trial": ("The bus lane has been made permanent.", rep("The council is running a six-week trial of the bus lane, a pilot. ")),
 "survey_whether": ("Most residents in the survey wanted a skate park.", rep("The survey asks residents whether they want a skate park. ")),
 "survey_nopunct": ("Most residents in the survey wanted a skate park.", rep("survey asks residents whether they want whether ")),
 "if_clauses": ("The pitches pass inspection, so the final is on grass.", rep("If the pitches pass inspection, the final will be played on grass. ")),
 "if_nopunct": ("The pitches pass inspection, so the final is on grass.", rep("if the pitches pass inspection if the final ")),
 "intention_to": ("The society opened a tool library.", rep("The society announced its intention to open a tool library. ")),
 "recommended_that": ("The society sold the shed.", rep("The committee recommended that the society sell the shed, ")),
 "talk_of": ("The clubs will merge.", rep("There has been talk in the town that the clubs will merge. Talk of a merger ")),
 "proposal_adopted": ("The council raised the charge.", rep("A proposal to raise the charge was tabled. It must still be approved. ")),
 "motion_agenda": ("Members voted to raise subs.", rep("Agenda: motion to raise subs will be put to members; ballot closes on 4 May. ")),
 "requested": ("The council gave the society 6,500.", rep("The society has asked the council for a grant of 6,500. ")),
 "projected": ("Output rose by 4%.", rep("Output is projected to rise by 4% next year, projections said. ")),
 "spaces": ("The cafe will open in March.", "The cafe hopes to open" + " "*199_000 + "in March."),
 "begin_start": ("The work will begin in May.", rep("The work will start in May and finish in June; they plan to purchase. ")),
}
which = sys.argv[1:] or list(cases)
j = RulesJudge()
res={}
for k in which:
    c,p = cases[k]
    t=time.process_time()
    try:
        r=j.label(c,[Passage(span_id="e0",text=p)])
        lab=r.label.value
    except Exception as e:
        lab="EXC "+type(e).__name__
    res[k]=(round(time.process_time()-t,2), lab)
    print(k, res[k], flush=True)
