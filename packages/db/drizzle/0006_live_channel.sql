CREATE TABLE "live_messages" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"author" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_messages_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_sequences" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sequences" ADD CONSTRAINT "live_sequences_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_messages_created_idx" ON "live_messages" USING btree ("created_at");