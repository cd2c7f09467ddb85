-- The trigram index on Card.searchText was never used: on the real catalog (1,884 cards, ~2.5 MB) both PostgreSQL
-- and PGlite plan every `o:` search as a scan (EXPLAIN ANALYZE, after ANALYZE: 1.5-1.9 ms), and maintaining it took
-- a quarter of a full import's CPU. The pg_trgm extension stays: earlier migrations create it.
-- DropIndex
DROP INDEX "Card_searchText_idx";
