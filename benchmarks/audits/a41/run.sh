#!/usr/bin/env bash
# usage: run.sh SRC   (SRC = a citeset source tree, e.g. /work/main)
set -u
SRC=$(cd "${1:?usage: run.sh SRC}" && pwd)
HERE=$(cd "$(dirname "$0")" && pwd)
if [ -n "${PYTHON:-}" ]; then PY=$PYTHON
elif [ -x "$SRC/.venv/bin/python" ]; then PY=$SRC/.venv/bin/python
elif [ -x /work/main/.venv/bin/python ]; then PY=/work/main/.venv/bin/python
else PY=python3; fi
export PYTHONDONTWRITEBYTECODE=1
OUT=$(mktemp -d /tmp/audit41-out.XXXXXX)
export OUT
for d in $(ls "$HERE/domains"); do
  ( cd "$HERE/domains/$d" && PYTHONPATH="$SRC/src" "$PY" -m citeset evaluate suite run.jsonl \
      --out "$OUT/$d" --bootstrap 0 --no-progress --workers 1 >"$OUT/$d.log" 2>&1 ) ||
    { rc=$?; [ $rc -eq 1 ] || echo "warning: $d evaluate exit $rc (see $OUT/$d.log)" >&2; }
done
"$PY" "$HERE/compare.py" "$OUT"
echo "# cards in $OUT" >&2
