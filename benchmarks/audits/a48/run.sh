#!/usr/bin/env bash
# run.sh SRC : evaluate every a48 domain with SRC's citeset (SRC/src on PYTHONPATH) into a fresh temp dir,
# then compare with expected.json. Prints the compare rows and SUMMARY; the temp dir is printed on stderr.
set -u
SRC=${1:?usage: run.sh SRC}
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/work/main/.venv/bin/python
OUT=$(mktemp -d)
for suite in "$HERE"/suites/*/; do
  d=$(basename "$suite")
  PYTHONPATH="$SRC/src" "$PY" -m citeset evaluate "$suite" "$HERE/runs/$d.jsonl" --out "$OUT/$d" \
    --bootstrap 0 --no-progress --workers 1 --no-cache --force > "$OUT/$d.log" 2>&1
  rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then echo "evaluate $d exit $rc (see $OUT/$d.log)" >&2; fi
done
echo "OUTDIR $OUT" >&2
python3 "$HERE/compare.py" "$OUT"
