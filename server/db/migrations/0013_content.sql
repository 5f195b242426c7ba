CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_text" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_window" CHECK ("announcements"."ends_at" > "announcements"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "content_labels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "content_labels_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "content_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"page_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "faq_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "faq_questions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"visit_count" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"contact" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_systems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"front_unique_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "help_systems_front_unique_id_unique" UNIQUE("front_unique_id")
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"video_key" text NOT NULL,
	"poster_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_comment_likes" (
	"comment_id" bigint NOT NULL,
	"liker_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_comment_likes_comment_id_liker_key_pk" PRIMARY KEY("comment_id","liker_key")
);
--> statement-breakpoint
CREATE TABLE "page_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_id" bigint NOT NULL,
	"parent_id" bigint,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"moderated_by" bigint,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_labels" (
	"page_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	CONSTRAINT "page_labels_page_id_label_id_pk" PRIMARY KEY("page_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "page_likes" (
	"page_id" bigint NOT NULL,
	"liker_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_likes_page_id_liker_key_pk" PRIMARY KEY("page_id","liker_key")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"unique_page_name" text,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"image" text,
	"content_type_id" bigint,
	"supplier_id" bigint,
	"category_id" bigint,
	"platform" text DEFAULT 'all' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"author_user_id" bigint,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "website_menus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"parent_id" bigint,
	"placement" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_types" ADD CONSTRAINT "content_types_parent_id_content_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_comment_likes" ADD CONSTRAINT "page_comment_likes_comment_id_page_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."page_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_comments" ADD CONSTRAINT "page_comments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_comments" ADD CONSTRAINT "page_comments_parent_id_page_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_comments" ADD CONSTRAINT "page_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_comments" ADD CONSTRAINT "page_comments_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_labels" ADD CONSTRAINT "page_labels_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_labels" ADD CONSTRAINT "page_labels_label_id_content_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."content_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_likes" ADD CONSTRAINT "page_likes_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_content_type_id_content_types_id_fk" FOREIGN KEY ("content_type_id") REFERENCES "public"."content_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_menus" ADD CONSTRAINT "website_menus_parent_id_website_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."website_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_window_idx" ON "announcements" USING btree ("ends_at","starts_at");--> statement-breakpoint
CREATE INDEX "content_types_parent_idx" ON "content_types" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "faq_questions_visits_idx" ON "faq_questions" USING btree ("visit_count");--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_videos_published_idx" ON "media_videos" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "page_comments_page_idx" ON "page_comments" USING btree ("page_id","state","created_at");--> statement-breakpoint
CREATE INDEX "page_comments_state_idx" ON "page_comments" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "page_comments_user_idx" ON "page_comments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "page_labels_label_idx" ON "page_labels" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_unique_name_key" ON "pages" USING btree ("unique_page_name");--> statement-breakpoint
CREATE INDEX "pages_published_idx" ON "pages" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "pages_content_type_idx" ON "pages" USING btree ("content_type_id","published_at");--> statement-breakpoint
CREATE INDEX "pages_supplier_idx" ON "pages" USING btree ("supplier_id","published_at");--> statement-breakpoint
CREATE INDEX "pages_category_idx" ON "pages" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "pages_search_trgm_idx" ON "pages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "website_menus_placement_idx" ON "website_menus" USING btree ("placement","parent_id","sort_order");