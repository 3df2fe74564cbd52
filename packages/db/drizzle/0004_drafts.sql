DROP INDEX "articles_list_idx";--> statement-breakpoint
DROP INDEX "articles_category_idx";--> statement-breakpoint
DROP INDEX "articles_kind_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "squad_players" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "squad_staff_members" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_list_idx" ON "articles" USING btree ("publication_time" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."draft" = false;--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("publication_category_id","publication_time" DESC NULLS LAST) WHERE "articles"."draft" = false;--> statement-breakpoint
CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind","publication_time" DESC NULLS LAST) WHERE "articles"."draft" = false;