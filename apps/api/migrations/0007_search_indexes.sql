-- Indexes of the stay search (DESIGN §4 performance budget, bench/search.mjs).
-- The search asks "which periods / holds overlap these dates" across all
-- villas at once; the exclusion constraints' GiST indexes lead with villa_id
-- and serve per-villa questions, so the date-only questions get their own.
CREATE INDEX villa_prices_period_idx ON villa_prices USING gist (daterange(start_date, end_date, '[]'));--> statement-breakpoint
CREATE INDEX villa_holds_period_idx ON villa_holds USING gist (period);
