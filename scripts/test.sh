#!/usr/bin/env bash
# `npm test`: everything CI runs, in order of speed — lint, type-check, unit
# tests, API integration tests on PGlite and on a throw-away PostgreSQL
# cluster, production build, the third-language check (a Dutch test locale
# added by data alone, scripts/third-locale.mjs), the scale-out test (two API and two web
# instances behind nginx with Redis, on PostgreSQL), browser tests in
# Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

step() { printf '\n━━ %s\n' "$*"; }
t0=$SECONDS

step "Sistem paketleri (chromium, postgresql, redis-server, nginx)"
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

step "Üretim derlemesi (API ve site)"
npm run build

step "Üçüncü dil denetimi (yalnızca veri ve çeviriyle Felemenkçe)"
node scripts/third-locale.mjs

step "Ölçeklenme testi (2 API + 2 web, nginx, Redis, PostgreSQL)"
npm run test:scale-out

step "Tarayıcı testleri (Playwright, Chromium)"
npx playwright test -c e2e/playwright.config.ts

printf '\nTüm testler geçti (%d sn).\n' $((SECONDS - t0))
