-- An empty slug made an address that redirected to itself (lib/slug.ts): such rows get the fallback slug.
UPDATE "suppliers" SET "slug" = '-' WHERE "slug" = '';--> statement-breakpoint
UPDATE "supplier_products" SET "slug" = '-' WHERE "slug" = '';--> statement-breakpoint
UPDATE "base_products" SET "slug" = '-' WHERE "slug" = '';
