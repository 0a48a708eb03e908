#!/usr/bin/env bash
# Makes sure what the tests need beyond Python is here: a PostgreSQL server on
# 127.0.0.1:5432 (started if it is down) and Debian's chromium for the browser tests
# (installed if it is missing). Usage: scripts/services.sh
set -euo pipefail

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
        echo "services: '$*' needs root" >&2; return 1; fi
}

pg_up() {
    if command -v pg_isready >/dev/null; then
        pg_isready -q -h 127.0.0.1 -p 5432
    else
        (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null
    fi
}

if ! pg_up; then
    echo "== starting PostgreSQL"
    if command -v pg_ctlcluster >/dev/null; then
        for cluster in /etc/postgresql/*/*; do
            [ -d "$cluster" ] || continue
            as_root pg_ctlcluster "$(basename "$(dirname "$cluster")")" "$(basename "$cluster")" start || true
        done
    fi
    pg_up || as_root service postgresql start || true
    for _ in $(seq 1 30); do pg_up && break; sleep 1; done
    pg_up || { echo "services: PostgreSQL is not running on 127.0.0.1:5432" >&2; exit 1; }
fi

if [ ! -x "${THREEUP_CHROMIUM:-/usr/bin/chromium}" ]; then
    echo "== installing Debian's chromium for the browser tests"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null \
        || { as_root apt-get update -q >/dev/null && \
             as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >/dev/null; }
fi
