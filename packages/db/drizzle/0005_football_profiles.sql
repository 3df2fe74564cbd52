CREATE TABLE "squad_player_articles" (
	"squad_player_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "squad_player_products" (
	"squad_player_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "squad_players" ADD COLUMN "social_media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "standings" ADD COLUMN "squad_id" integer;--> statement-breakpoint
ALTER TABLE "statistics" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "squad_player_articles" ADD CONSTRAINT "squad_player_articles_squad_player_id_squad_players_id_fk" FOREIGN KEY ("squad_player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_player_articles" ADD CONSTRAINT "squad_player_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_player_products" ADD CONSTRAINT "squad_player_products_squad_player_id_squad_players_id_fk" FOREIGN KEY ("squad_player_id") REFERENCES "public"."squad_players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_player_products" ADD CONSTRAINT "squad_player_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "squad_player_articles_pk" ON "squad_player_articles" USING btree ("squad_player_id","article_id");--> statement-breakpoint
CREATE INDEX "squad_player_articles_order_idx" ON "squad_player_articles" USING btree ("squad_player_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "squad_player_products_pk" ON "squad_player_products" USING btree ("squad_player_id","product_id");--> statement-breakpoint
CREATE INDEX "squad_player_products_order_idx" ON "squad_player_products" USING btree ("squad_player_id","position");--> statement-breakpoint
ALTER TABLE "standings" ADD CONSTRAINT "standings_squad_id_squads_id_fk" FOREIGN KEY ("squad_id") REFERENCES "public"."squads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics" ADD CONSTRAINT "statistics_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standings_squad_idx" ON "standings" USING btree ("squad_id");--> statement-breakpoint
CREATE INDEX "statistics_season_idx" ON "statistics" USING btree ("competition_season_id");