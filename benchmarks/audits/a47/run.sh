#!/usr/bin/env bash
# run.sh SRC: evaluate every audit47 domain with SRC's citeset (into a fresh folder), then compare.
set -u
SRC=${1:?usage: run.sh SRC}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(mktemp -d /tmp/a47run.XXXXXX)
for suite in "$HERE"/suites/*/; do
  dom=$(basename "$suite")
  PYTHONPATH=$SRC/src "${PY:-/work/main/.venv/bin/python}" -m citeset evaluate "$suite" "$HERE/runs/$dom.jsonl" \
    --out "$OUT/$dom" --bootstrap 0 --no-progress --workers 1 --no-cache > "$OUT/$dom.log" 2>&1
  echo "# $dom exit=$? ($OUT/$dom.log)" >&2
done
python3 "$HERE/compare.py" "$OUT"
echo "OUTROOT $OUT" >&2
