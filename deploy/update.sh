#!/usr/bin/env bash
# Updates the site to the newest code, or takes the last update back (docs/on-a-server.md), as
# root from the code's folder:
#
#   deploy/update.sh              the newest code of the branch, built, the service restarted
#   deploy/update.sh --rollback   the code before the last update, and the database as it was then
#
# A start that migrates the database keeps a snapshot of it first (DATA_DIR/backups/before-migration-*):
# the rollback puts back the one the update's start took, keeping the newer database beside it
# (tucasa.db.rolled-back-TIME): what the site saved since the update is in there, not lost.
# TUCASA_DRY_RUN=1 prints the commands instead.
set -euo pipefail

CODE=$(cd "$(dirname "$0")/.." && pwd)
DATA=${DATA_DIR:-/var/lib/tucasa}
ETC=${TUCASA_ETC:-/etc/tucasa}
run() {
  if [[ -n "${TUCASA_DRY_RUN:-}" ]]; then printf '+ %s\n' "$*"; else "$@"; fi
}
build() {
  run bash -c "cd '$CODE' && npm ci --no-audit --no-fund && node scripts/start.mjs --build-only"
}
check() {
  run sleep 3
  run runuser -u tucasa -- bash -c "cd '$CODE' && npm run --silent doctor -- --env '$ETC/tucasa.env'" || true
}

case "${1:-}" in
  '')
    before=$(git -C "$CODE" rev-parse HEAD)
    run bash -c "echo '$before' > '$ETC/previous-commit' && date -u +%Y-%m-%dT%H:%M:%SZ > '$ETC/updated-at'"
    run git -C "$CODE" pull --ff-only
    build
    run systemctl restart tucasa
    check
    echo "Updated from ${before:0:12} to $(git -C "$CODE" rev-parse --short=12 HEAD). To take it back: deploy/update.sh --rollback"
    ;;
  --rollback)
    if [[ ! -f "$ETC/previous-commit" ]]; then echo "No update to take back: $ETC/previous-commit is missing." >&2; exit 1; fi
    previous=$(cat "$ETC/previous-commit")
    updated=$(cat "$ETC/updated-at")
    run systemctl stop tucasa
    run git -C "$CODE" checkout --detach "$previous"
    build
    # The snapshot the update's start took, if it migrated the database.
    snapshot=$(find "$DATA/backups" -maxdepth 1 -name 'before-migration-*.db' -newermt "$updated" -printf '%T@ %p\n' 2>/dev/null | sort -n | head -1 | cut -d' ' -f2-)
    if [[ -n "$snapshot" ]]; then
      stamp=$(date -u +%Y-%m-%dT%H-%M-%SZ)
      run mv "$DATA/tucasa.db" "$DATA/tucasa.db.rolled-back-$stamp"
      run rm -f "$DATA/tucasa.db-wal" "$DATA/tucasa.db-shm"
      run install -o tucasa -g tucasa -m 600 "$snapshot" "$DATA/tucasa.db"
      echo "The database is back as it was before the update ($snapshot); the newer one is kept as $DATA/tucasa.db.rolled-back-$stamp."
    fi
    run systemctl start tucasa
    check
    echo "Back on ${previous:0:12}. deploy/update.sh brings the newest code again."
    ;;
  *)
    echo "usage: deploy/update.sh [--rollback]" >&2
    exit 2
    ;;
esac
