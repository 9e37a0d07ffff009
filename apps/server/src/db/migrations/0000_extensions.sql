-- Search (issue 3) needs trigram similarity and accent-insensitive matching; both ship with PGlite and PostgreSQL contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
