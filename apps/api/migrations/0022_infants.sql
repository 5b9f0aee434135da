-- Infants (bebek, 0–2 years) as a guest category of a villa reservation (issue 23). Whether they
-- count toward the villa's capacity is the agency's setting 'infants_count_toward_capacity'
-- (default: they do not, as a cot needs no bed); boats count every person aboard and keep `guests`.
ALTER TABLE "reservations" ADD COLUMN "infants" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_infants_chk" CHECK ("infants" BETWEEN 0 AND 10);
--> statement-breakpoint
-- The villa templates that name the party learn {{infants}} and {{party}} ("4 yetişkin, 2 çocuk, 1 bebek");
-- the agency's notice of a request says the party in words, with the infants when there are any.
UPDATE "mail_templates" SET "variables" = "variables" || '["infants","party"]'::jsonb
  WHERE "variables" ? 'children' AND NOT "variables" ? 'party';
--> statement-breakpoint
UPDATE "mail_templates" SET "body" = replace("body", '{{adults}} yetişkin, {{children}} çocuk', '{{party}}')
  WHERE "key" = 'reservation_received_agency';
