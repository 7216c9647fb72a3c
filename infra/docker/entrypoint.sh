#!/bin/sh
# Entrypoint of the back-office image: maps a role to its node command, or runs any other
# command as given. `exec` keeps node as the process that receives SIGTERM (graceful shutdown);
# run the container with an init (`docker run --init`, compose `init: true`) to reap zombies.
set -eu

APP="${APP_HOME:-/app}"
role="${1:-api}"
if [ "$#" -gt 0 ]; then shift; fi

case "$role" in
  api)              exec node "$APP/backend/dist/main.js" "$@" ;;
  worker)           exec node "$APP/backend/dist/worker.js" "$@" ;;
  migrate)          exec node "$APP/backend/dist/cli/migrate.js" "$@" ;;
  seed)             exec node "$APP/backend/dist/cli/seed.js" "$@" ;;
  migrate-and-seed) node "$APP/backend/dist/cli/migrate.js" && exec node "$APP/backend/dist/cli/seed.js" ;;
  projections)      exec node "$APP/backend/dist/cli/projections.js" "$@" ;;
  *)                exec "$role" "$@" ;;
esac
