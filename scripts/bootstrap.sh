#!/usr/bin/env bash
# Creates .venv (once) and installs threeup with the given extras; reinstalls only when
# pyproject.toml changes. Usage: scripts/bootstrap.sh [EXTRAS]   e.g. scripts/bootstrap.sh dev
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
extras="${1:-}"
python="${PYTHON:-python3}"
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "threeup needs Python 3.11 or newer (found: $("$python" --version 2>&1))" >&2
    exit 1
fi
if [ ! -x .venv/bin/python ]; then
    "$python" -m venv .venv
fi
stamp=".venv/.threeup-installed${extras:+-$extras}"
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    .venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
    spec="."
    [ -n "$extras" ] && spec=".[$extras]"
    .venv/bin/python -m pip install -q -e "$spec"
    echo "$want" > "$stamp"
fi
