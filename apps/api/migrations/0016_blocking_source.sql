-- One concept of a blocking in the back office (issue 24): a manual blocking (channel 'external')
-- carries where the nights went — a sale on Airbnb or Booking.com, the owner's own use, maintenance,
-- or something else — instead of a free-text label only. Reports take the owner's own use out of
-- the nights available (decision 014); until now that was read from who entered the blocking.
ALTER TABLE reservations ADD COLUMN block_source text;--> statement-breakpoint
ALTER TABLE reservations ADD CONSTRAINT reservations_block_source_chk
  CHECK (block_source IS NULL OR block_source IN ('airbnb', 'booking', 'owner', 'maintenance', 'other'));--> statement-breakpoint
-- Existing blockings: the owner's own when the villa's owner entered it, else 'other'. Not audited:
-- the data did not change, only how it is named.
ALTER TABLE reservations DISABLE TRIGGER reservations_audit;--> statement-breakpoint
UPDATE reservations r SET block_source = CASE
    WHEN EXISTS (SELECT 1 FROM villas v WHERE v.id = r.villa_id AND v.owner_id = r.created_by) THEN 'owner'
    ELSE 'other' END
  WHERE r.channel = 'external';--> statement-breakpoint
ALTER TABLE reservations ENABLE TRIGGER reservations_audit;--> statement-breakpoint

-- When a user last looked at a list (the owner's reservations): the menu badge counts what came
-- after. Kept apart from `users` so that looking at a list is not an audited change of the user.
CREATE TABLE user_seen (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic text NOT NULL,
  seen_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, topic)
);--> statement-breakpoint

-- The agency hears of an owner's own blocking at once.
INSERT INTO mail_templates (key, name, subject, body, variables) VALUES
('owner_blocking_agency', 'Ev sahibi blokajı (acenteye)',
 'Ev sahibi blokajı: {{villa_name}} {{check_in}} – {{check_out}}',
 E'{{owner_name}}, {{villa_name}} için {{check_in}} – {{check_out}} ({{nights}} gece) tarihlerini kendi kullanımı için kapattı.\n\nAçıklama: {{label}}\nNot: {{note}}\nBlokaj kodu: {{reservation_code}}\n\n{{site_name}}',
 '["owner_name","villa_name","check_in","check_out","nights","label","note","reservation_code","site_name"]')
ON CONFLICT (key) DO NOTHING;
