-- A guest's change or cancellation request from 'Rezervasyonlarım' (issue 23)
-- lands in the contact-messages inbox with the reservation it is about; the
-- agency hears of it by mail. Nothing on the reservation itself changes.
ALTER TABLE contact_messages ADD COLUMN request_kind text;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN reservation_kind text;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN reservation_ref integer;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN reservation_code text;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN requested_started_at date;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN requested_finished_at date;
--> statement-breakpoint
ALTER TABLE contact_messages ADD CONSTRAINT contact_messages_request_check CHECK (
  (request_kind IS NULL AND reservation_kind IS NULL AND reservation_ref IS NULL AND reservation_code IS NULL)
  OR (request_kind IN ('change', 'cancel') AND reservation_kind IN ('villa', 'boat')
      AND reservation_ref IS NOT NULL AND reservation_code IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX contact_messages_reservation_idx ON contact_messages (reservation_kind, reservation_ref) WHERE reservation_ref IS NOT NULL;
--> statement-breakpoint
INSERT INTO mail_templates (key, name, subject, body, variables) VALUES
('guest_request_agency', 'Misafir değişiklik / iptal talebi (acenteye)',
 '{{request_label}}: {{reservation_code}} — {{guest_name}}',
 E'{{guest_name}}, {{reservation_code}} kodlu rezervasyonu ({{unit_name}}, {{check_in}} – {{check_out}}) için "Rezervasyonlarım" sayfasından {{request_label}} gönderdi.\n\nİstenen yeni tarihler: {{requested_dates}}\n\nMesaj:\n{{message}}\n\nİletişim: {{guest_email}} · {{guest_phone}}\n\nRezervasyonda hiçbir değişiklik yapılmadı; talebi yönetim panelinde İletişim Formu''ndan yanıtlayın.\n\n{{site_name}}',
 '["request_label","reservation_code","guest_name","guest_email","guest_phone","unit_name","check_in","check_out","requested_dates","message","site_name"]')
ON CONFLICT (key) DO NOTHING;
