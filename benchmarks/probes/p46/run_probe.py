"""The runner this probe's blind helper ran: the labels of `probe.py`'s worker, as a JSON list, for the pairs file
named on the command line, with the citeset on PYTHONPATH (`PYTHONPATH=TREE/src python run_probe.py pairs.jsonl`).
One copy of the worker serves every probe: it is `benchmarks/probes/probe.py`'s."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from probe import WORKER  # noqa: E402  (the folder above is put on the path first)

exec(WORKER)
