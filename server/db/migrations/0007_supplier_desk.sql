CREATE TABLE "supplier_pictures" (
	"supplier_id" bigint NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_pictures_supplier_id_path_pk" PRIMARY KEY("supplier_id","path")
);
--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "supplier_pictures" ADD CONSTRAINT "supplier_pictures_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_pictures_created_idx" ON "supplier_pictures" USING btree ("created_at");