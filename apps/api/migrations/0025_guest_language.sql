-- The guest's language (issue 18): a booking request stores the language the guest wrote in, and the
-- guest's mails are rendered from that language's version of the template (Turkish when it has none).
-- Only the shape of a language code is checked here: the languages themselves live in the contract
-- (LOCALES), so a third one needs no migration.
ALTER TABLE "reservations" ADD COLUMN "lang" text DEFAULT 'tr' NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lang_chk" CHECK ("lang" ~ '^[a-z]{2}$');
--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD COLUMN "lang" text DEFAULT 'tr' NOT NULL;
--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_lang_chk" CHECK ("lang" ~ '^[a-z]{2}$');
--> statement-breakpoint
-- A template's other languages: { "en": { "subject": …, "body": … } }, same variables as the Turkish one.
ALTER TABLE "mail_templates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_templates" ADD CONSTRAINT "mail_templates_translations_chk" CHECK (jsonb_typeof("translations") = 'object');
