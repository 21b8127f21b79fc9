#!/usr/bin/env bash
# Usage: bash run.sh /path/to/citeset-source-tree [extra evaluate args]
# Evaluates every domain of audit 43 with that tree's citeset and prints compare.py's table.
set -u
SRC=$(cd "${1:?usage: run.sh SRC}" && pwd); shift || true
HERE=$(cd "$(dirname "$0")" && pwd)
PY=python3; [ -x /work/main/.venv/bin/python ] && PY=/work/main/.venv/bin/python
[ -x "$SRC/.venv/bin/python" ] && PY="$SRC/.venv/bin/python"
OUT=$(mktemp -d /tmp/audit43-out.XXXXXX)
for d in "$HERE"/domains/*/; do
  name=$(basename "$d")
  PYTHONPATH="$SRC/src" "$PY" -m citeset evaluate "$d/suite" "$d/run.jsonl" --out "$OUT/$name" \
      --bootstrap 0 --no-progress --workers 1 "$@" >"$OUT/$name.log" 2>&1
  rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then echo "evaluate $name exited $rc (see $OUT/$name.log)" >&2; tail -5 "$OUT/$name.log" >&2; fi
done
python3 "$HERE/compare.py" "$OUT"
echo "outputs: $OUT" >&2
