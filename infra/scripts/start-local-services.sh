#!/usr/bin/env bash
# Starts the local PostgreSQL cluster and Redis on a Debian machine of the project's kind
# (developer machines and CI: Debian packages postgresql and redis-server, no systemd), when
# they are not already running. Idempotent: a service that already answers is left alone.
# Waits up to 30 s for each to answer (pg_isready / redis-cli ping); exits non-zero otherwise.
#
#   infra/scripts/start-local-services.sh
#
# Environment: PGHOST/PGPORT (default 127.0.0.1:5432), REDIS_PORT (6379), WAIT_SECONDS (30).
set -euo pipefail

PGHOST="${PGHOST:-127.0.0.1}"
PGPORT="${PGPORT:-5432}"
REDIS_PORT="${REDIS_PORT:-6379}"
WAIT_SECONDS="${WAIT_SECONDS:-30}"

log() { printf '[local-services] %s\n' "$*"; }

pg_up() { pg_isready -q -h "$PGHOST" -p "$PGPORT" >/dev/null 2>&1; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p "$REDIS_PORT" ping 2>/dev/null || true)" = "PONG" ]; }

# wait_for NAME CHECK: polls CHECK every half second for WAIT_SECONDS.
wait_for() {
  local name="$1" check="$2" deadline=$((SECONDS + WAIT_SECONDS))
  until "$check"; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "$name did not answer within ${WAIT_SECONDS}s"
      return 1
    fi
    sleep 0.5
  done
}

need() {
  command -v "$1" >/dev/null 2>&1 || { log "missing command '$1' (apt-get install $2)"; exit 1; }
}

start_postgres() {
  if pg_up; then
    log "PostgreSQL is already up on $PGHOST:$PGPORT"
    return 0
  fi
  need pg_ctlcluster postgresql
  local version
  # One cluster version is installed (/etc/postgresql/<version>/main); take the newest if several.
  # shellcheck disable=SC2012 # version directories are plain numbers
  version="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$version" ]; then
    log "no PostgreSQL cluster under /etc/postgresql"
    return 1
  fi
  log "starting PostgreSQL $version/main"
  # Fails when the cluster is already starting or running; the wait below decides.
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  wait_for PostgreSQL pg_up
  log "PostgreSQL is up on $PGHOST:$PGPORT"
}

start_redis() {
  if redis_up; then
    log "Redis is already up on 127.0.0.1:$REDIS_PORT"
    return 0
  fi
  need redis-server redis-server
  log "starting Redis on port $REDIS_PORT"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_for Redis redis_up
  log "Redis is up on 127.0.0.1:$REDIS_PORT"
}

need pg_isready postgresql-client
need redis-cli redis-tools
start_postgres
start_redis
