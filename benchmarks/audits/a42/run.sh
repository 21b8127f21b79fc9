#!/bin/bash
# usage: run.sh SRC   -- evaluates every audit-42 domain with SRC's citeset
SRC=${1:-/work/main}; SRC=$(cd "$SRC" && pwd)
A=$(cd "$(dirname "$0")" && pwd)
PY=python; [ -x "$SRC/.venv/bin/python" ] && PY="$SRC/.venv/bin/python"
[ -x /work/main/.venv/bin/python ] && [ ! -x "$SRC/.venv/bin/python" ] && PY=/work/main/.venv/bin/python
T=$(mktemp -d /tmp/a42run.XXXXXX)
for d in "$A"/domains/*/; do
  n=$(basename "$d")
  cp -r "$d/suite" "$T/$n-suite"
  PYTHONPATH="$SRC/src" $PY -m citeset freeze "$T/$n-suite" >"$T/$n.freeze.log" 2>&1
  PYTHONPATH="$SRC/src" $PY -m citeset evaluate "$T/$n-suite" "$d/run.jsonl" --bootstrap 0 --no-render-check \
     --out "$T/out/$n" >"$T/$n.log" 2>&1 || echo "# $n evaluate exit $? (see $T/$n.log)" >&2
done
$PY "$A/score.py" "$T/out" "$A"
echo "# outputs in $T" >&2
