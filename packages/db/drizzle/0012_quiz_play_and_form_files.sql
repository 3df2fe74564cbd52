ALTER TABLE "quiz_user_answers" ALTER COLUMN "answer_time" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "contact_form_submissions" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "contact_form_submissions" ADD COLUMN "file_data" "bytea";--> statement-breakpoint
ALTER TABLE "quiz_user_answers" ADD COLUMN "served_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_user_answers" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_user_answers" ADD COLUMN "is_correct" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_user_answers" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_form_submissions_form_idx" ON "contact_form_submissions" USING btree ("form","created_at" DESC NULLS LAST);