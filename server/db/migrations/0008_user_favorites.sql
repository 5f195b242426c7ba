CREATE TABLE "user_favorites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"page_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_user_object_key" ON "user_favorites" USING btree ("user_id","page_kind","object_id");--> statement-breakpoint
CREATE INDEX "user_favorites_user_created_idx" ON "user_favorites" USING btree ("user_id","created_at");