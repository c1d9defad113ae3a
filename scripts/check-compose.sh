#!/usr/bin/env bash
# Validates docker-compose.yml (the production shape) and docker-compose.local.yml with dummy values:
# YAML, anchors, interpolation, and that every required secret is really required. Nothing is started
# or pulled. Uses docker-compose 1.29 (Debian's package) or `docker compose` v2, whichever is present.
set -euo pipefail

cd "$(dirname "$0")/.."

if command -v docker-compose >/dev/null 2>&1; then
  compose=(docker-compose)
elif docker compose version >/dev/null 2>&1; then
  compose=(docker compose)
else
  echo "check-compose: skipped, neither docker-compose nor docker compose is installed (apt-get install -y docker-compose)"
  exit 0
fi
echo "check-compose: $("${compose[@]}" version | head -n 1)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# deploy/.env.example holds placeholders, never secrets: exactly the dummy values wanted here.
# --env-file replaces any .env of the working copy, so a real one is never read.
cp deploy/.env.example "$work/env"
check() {
  "${compose[@]}" --project-name compose-check --env-file "$1" -f "$2" config -q
}

check "$work/env" docker-compose.yml
echo "check-compose: docker-compose.yml valid with deploy/.env.example"

# Each required secret, left out, must stop compose (${VAR:?...}) rather than start with it empty.
for var in SESSION_SECRET PUBLIC_URL POSTGRES_PASSWORD WOO_CONSUMER_KEY WOO_CONSUMER_SECRET MARIADB_PASSWORD \
  MARIADB_ROOT_PASSWORD JWT_AUTH_SECRET_KEY WP_ADMIN_USER WP_ADMIN_PASSWORD WP_ADMIN_EMAIL; do
  grep -v "^${var}=" "$work/env" >"$work/without"
  if (unset "$var"; check "$work/without" docker-compose.yml) >/dev/null 2>&1; then
    echo "check-compose: docker-compose.yml accepted a missing $var (it must use \${$var:?...})" >&2
    exit 1
  fi
done
echo "check-compose: every required secret is enforced"

printf 'SESSION_SECRET=dummy-session-secret-for-the-compose-check-only\n' >"$work/env.local"
check "$work/env.local" docker-compose.local.yml
echo "check-compose: docker-compose.local.yml valid"
