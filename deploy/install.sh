#!/usr/bin/env bash
# From a fresh Debian 12+ or Ubuntu 24.04 server to the site on HTTPS (docs/on-a-server.md), run
# as root from the cloned code in /opt/tucasa:
#
#   deploy/install.sh DOMAIN [BACKUP_URL]
#
# DOMAIN's DNS must point at this server (Caddy gets its certificate at the first request).
# BACKUP_URL: a folder on a second disk or share, or s3://BUCKET/prefix (then put the bucket's keys,
# AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_ENDPOINT_URL if not AWS, in /etc/tucasa/tucasa.env).
# Run again, it changes only what differs. TUCASA_DRY_RUN=1 prints the commands instead.
set -euo pipefail

DOMAIN=${1:-}
BACKUP=${2:-}
if [[ -z "$DOMAIN" || "$DOMAIN" == -* || "$DOMAIN" == *[^A-Za-z0-9.-]* ]]; then
  echo "usage: deploy/install.sh DOMAIN [BACKUP_URL]   (DOMAIN: the site's name, such as tucasa.example.org)" >&2
  exit 2
fi
CODE=$(cd "$(dirname "$0")/.." && pwd)
DATA=/var/lib/tucasa
ETC=/etc/tucasa

run() {
  if [[ -n "${TUCASA_DRY_RUN:-}" ]]; then printf '+ %s\n' "$*"; else "$@"; fi
}
# A file written only when its content differs, so a second run restarts nothing it need not.
put() {
  local file=$1 content=$2
  if [[ -n "${TUCASA_DRY_RUN:-}" ]]; then printf '+ write %s\n%s\n' "$file" "$content"; return; fi
  if [[ ! -f "$file" ]] || [[ "$(cat "$file")" != "$content" ]]; then printf '%s\n' "$content" > "$file"; fi
}

if [[ -z "${TUCASA_DRY_RUN:-}" && $(id -u) -ne 0 ]]; then echo "Run it as root (sudo deploy/install.sh $*)." >&2; exit 1; fi

# 1. Node 24 LTS (NodeSource's package: Debian's and Ubuntu's own are older), Caddy, and what
#    better-sqlite3 and argon2 need when no prebuilt binary fits.
major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if (( major < 24 )); then
  run bash -c 'curl -fsSL https://deb.nodesource.com/setup_24.x | bash -'
fi
run apt-get install -y nodejs caddy git python3 make g++

# 2. The code built (the service cannot write its folder), its user, its settings, the service.
run bash -c "cd '$CODE' && npm ci --no-audit --no-fund && node scripts/start.mjs --build-only"
id tucasa >/dev/null 2>&1 || run useradd --system --home-dir "$DATA" --shell /usr/sbin/nologin tucasa
run mkdir -p "$ETC"
# Every setting the service reads, here and nowhere else to edit (`npm run doctor -- --env` reads it too).
if [[ -f "$ETC/tucasa.env" ]] && grep -q '^AWS_' "$ETC/tucasa.env"; then keys=$(grep '^AWS_' "$ETC/tucasa.env"); else keys=''; fi
put "$ETC/tucasa.env" "DATA_DIR=$DATA
HOST=127.0.0.1
PORT=8080
TRUST_PROXY=127.0.0.1
PUBLIC_ORIGIN=https://$DOMAIN
BACKUP_URL=$BACKUP${keys:+
$keys}"
run chown root:tucasa "$ETC/tucasa.env"
run chmod 640 "$ETC/tucasa.env"
if [[ -n "$BACKUP" && "$BACKUP" != s3:* ]]; then
  run install -d -o tucasa -g tucasa -m 700 "$BACKUP"
  # The unit lets the service write its data folder alone (ProtectSystem=strict): the backup's too.
  run mkdir -p /etc/systemd/system/tucasa.service.d
  put /etc/systemd/system/tucasa.service.d/backup.conf "[Service]
ReadWritePaths=$BACKUP"
fi
put /etc/systemd/system/tucasa.service "$(sed "s|/opt/tucasa|$CODE|g" "$CODE/deploy/tucasa.service")"
run systemctl daemon-reload
run systemctl enable tucasa
run systemctl restart tucasa

# 3. HTTPS: Caddy with the site's name, a certificate at the first request and renewed by itself.
run cp "$CODE/deploy/Caddyfile" /etc/caddy/Caddyfile
run mkdir -p /etc/systemd/system/caddy.service.d
put /etc/systemd/system/caddy.service.d/tucasa.conf "[Service]
Environment=TUCASA_DOMAIN=$DOMAIN"
run systemctl daemon-reload
run systemctl restart caddy

# 4. What to fix, if anything, and the first admin's password (printed once, at the first start).
run sleep 3
run runuser -u tucasa -- bash -c "cd '$CODE' && npm run --silent doctor -- --env '$ETC/tucasa.env'" || true
run bash -c "journalctl -u tucasa --no-pager | grep -A1 'First admin created' || true"
echo "The site: https://$DOMAIN  (its admin: https://$DOMAIN/admin-login)"
