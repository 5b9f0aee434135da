#!/usr/bin/env bash
# `npm test`: everything CI runs, in order of speed — lint, type-check, unit
# tests, API integration tests on PGlite and on a throw-away PostgreSQL
# cluster, production build, browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n━━ %s\n' "$*"; }
t0=$SECONDS

step "Sistem paketleri (chromium, postgresql)"
bash scripts/ensure-system-deps.sh

step "Lint (biome, kopya denetimi jscpd)"
npm run lint

step "Tip denetimi"
npm run typecheck

step "Birim testleri"
npx vitest run --project unit

step "API entegrasyon testleri — PGlite"
npx vitest run --project api

step "API entegrasyon testleri — PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project api

step "Üretim derlemesi"
(cd apps/web && npx next build)

step "Tarayıcı testleri (Playwright, Chromium)"
npx playwright test -c e2e/playwright.config.ts

printf '\nTüm testler geçti (%d sn).\n' $((SECONDS - t0))
