-- Extensions first: the exclusion constraint needs btree_gist (integer = in a
-- GiST index), the villa name search uses pg_trgm.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
