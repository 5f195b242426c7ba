ALTER TABLE "otp_codes" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "requester_attempts" integer DEFAULT 0 NOT NULL;