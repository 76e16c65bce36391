CREATE TABLE "derivatives_made" (
	"key" text PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"event" uuid NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"user_uuid" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_pkey" PRIMARY KEY("kind","event","ends_at","user_uuid"),
	CONSTRAINT "reminders_sent_kind_check" CHECK ("reminders_sent"."kind" IN ('selection-deadline', 'offer-ends'))
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_uuid_fkey" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;