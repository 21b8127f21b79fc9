#!/bin/bash
# usage: run.sh SRC   -> runs the five domains with SRC's citeset and prints compare.py's table
SRC=${1:-/work/main}
PY=${PY:-/work/main/.venv/bin/python}  # interpreter with citeset deps
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(mktemp -d /tmp/audit45-out.XXXXXX)
for s in "$HERE"/suites/*/; do
  d=$(basename "$s")
  PYTHONPATH=$SRC/src "$PY" -m citeset evaluate "$s" "$HERE/runs/$d.jsonl" --out "$OUT/$d" --bootstrap 0 --no-progress --workers 1 --no-cache >"$OUT/$d.log" 2>&1
  echo "$d exit $?" >&2
done
python3 "$HERE/compare.py" "$OUT"
echo "# cards in $OUT" >&2
