-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogVersion" ("id") VALUES (1);

-- Every statement that writes a catalog table bumps the version, in the writer's own transaction: replicas see the
-- new version exactly when they can see the new rows (never before the commit, so none caches a half-import).
-- Statement-level, so a bulk import costs one bump per statement, not one per row.
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "CatalogVersion" SET "version" = "version" + 1, "changedAt" = CURRENT_TIMESTAMP WHERE "id" = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Card_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Card"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "Printing_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Printing"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "CardKeyword_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "CardKeyword"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "Keyword_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Keyword"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "Rule_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Rule"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "Ruling_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Ruling"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
