"""The embedded worked examples of DESIGN §6, evaluated end to end by `citeset demo`."""

from citeset.demo._run import EXAMPLES, example_paths, run_demo

__all__ = ["EXAMPLES", "example_paths", "run_demo"]
