CREATE TABLE "job_deliveries" (
	"job_id" uuid NOT NULL,
	"target" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "job_deliveries_job_id_target_pk" PRIMARY KEY("job_id","target")
);
--> statement-breakpoint
CREATE INDEX "job_deliveries_claimed_idx" ON "job_deliveries" USING btree ("claimed_at");