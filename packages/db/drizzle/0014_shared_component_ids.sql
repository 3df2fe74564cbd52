-- 000 §3's like type `component` names a CMS page component or a match-centre timeline item
-- (001 §3 "Match centre components"): from now on both tables draw their ids from the
-- components' sequence, so no id is in both. Timeline items already written move above every
-- component id (their order kept), and their likes, written as `match_centre_component`, move
-- with them to the type `component`.
ALTER TABLE "match_centre_components" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
UPDATE "match_centre_components" SET "id" = -"id";--> statement-breakpoint
UPDATE "match_centre_components" SET "id" = -"id" + (SELECT coalesce(max("id"), 0) FROM "components");--> statement-breakpoint
UPDATE "likes" SET "resource_type" = 'component', "resource_id" = "resource_id" + (SELECT coalesce(max("id"), 0) FROM "components") WHERE "resource_type" = 'match_centre_component';--> statement-breakpoint
UPDATE "like_counters" SET "resource_type" = 'component', "resource_id" = "resource_id" + (SELECT coalesce(max("id"), 0) FROM "components") WHERE "resource_type" = 'match_centre_component';--> statement-breakpoint
SELECT setval('components_id_seq', greatest((SELECT coalesce(max("id"), 0) FROM "components"), (SELECT coalesce(max("id"), 0) FROM "match_centre_components")) + 1, false);--> statement-breakpoint
ALTER TABLE "match_centre_components" ALTER COLUMN "id" SET DEFAULT nextval('components_id_seq');
