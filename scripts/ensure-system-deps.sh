#!/usr/bin/env bash
# Makes sure the Debian packages the test suite needs are present: Chromium
# for the browser tests, PostgreSQL 15 for the second API run, Redis and nginx
# for the scale-out test (deploy/test). Installs them
# when running as root with apt; otherwise prints the exact command and fails.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || missing+=(redis-server)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Eksik sistem paketleri kuruluyor: ${missing[*]}"
  bash -c "$cmd" >/tmp/yali-apt.log 2>&1 || { tail -30 /tmp/yali-apt.log; echo "Kurulum başarısız: $cmd"; exit 1; }
else
  echo "Testler için şu paketler gerekli: ${missing[*]}. Kurmak için (root olarak):"
  echo "  $cmd"
  exit 1
fi
