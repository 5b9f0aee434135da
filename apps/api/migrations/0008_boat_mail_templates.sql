-- Boat mail templates (issue 7; DESIGN §3 "Mail"): a boat rental is told in
-- its own words — boat and marina, first and last rental day with departure
-- and return times, "N gün", "N kişi", kapora; no nights, no adults/children,
-- no damage deposit. Same plain-text-with-{{variables}} format as 0004; the
-- agency edits them in /dashboard/templates/mailtemplates. A key already
-- present (edited by the agency) is left as it is.
INSERT INTO mail_templates (key, name, subject, body, variables) VALUES
('boat_reservation_received_guest', 'Tekne kiralama talebi alındı (misafir)',
 'Tekne kiralama talebiniz alındı — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi için {{rental_days}} ({{days}} gün) kiralama talebiniz bize ulaştı. Rezervasyon kodunuz: {{reservation_code}}\n\nMarina: {{marina_name}}\nİlk gün: {{first_day}} (kalkış {{departure_time}})\nSon gün: {{last_day}} (dönüş {{return_time}})\nKişi: {{guests}} kişi\nToplam tutar: {{total_price}}\n\nEkibimiz müsaitliği teyit edip en kısa sürede sizinle iletişime geçecektir.\n\n{{site_name}} — {{site_phone}}',
 '["guest_name","boat_name","marina_name","first_day","last_day","rental_days","days","guests","departure_time","return_time","reservation_code","total_price","prepayment","site_name","site_phone"]'),
('boat_reservation_received_agency', 'Tekne kiralama talebi alındı (acente)',
 'Yeni tekne kiralama talebi: {{boat_name}} — {{reservation_code}}',
 E'Yeni bir tekne kiralama talebi var.\n\nTekne: {{boat_name}}\nMarina: {{marina_name}}\nGünler: {{rental_days}} ({{days}} gün)\nKalkış / dönüş: {{departure_time}} / {{return_time}}\nMisafir: {{guest_name}} — {{guest_email}} — {{guest_phone}}\nKişi: {{guests}} kişi\nTutar: {{total_price}}\nNot: {{note}}\n\nKod: {{reservation_code}}',
 '["guest_name","guest_email","guest_phone","boat_name","marina_name","first_day","last_day","rental_days","days","guests","departure_time","return_time","reservation_code","total_price","prepayment","note"]'),
('boat_option_given', 'Tekne opsiyonu verildi',
 'Tekne kiralamanız opsiyonlandı — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi {{rental_days}} ({{days}} gün) için {{option_expires_at}} tarihine kadar sizin adınıza ayrılmıştır. Kiralamanızın kesinleşmesi için bu süre içinde kaporayı ({{prepayment}}) yapmanız gerekir.\n\nToplam tutar: {{total_price}}\nKapora: {{prepayment}}\n\n{{site_name}} — {{site_phone}}',
 '["guest_name","boat_name","marina_name","first_day","last_day","rental_days","days","guests","reservation_code","option_expires_at","prepayment","total_price","site_name","site_phone"]'),
('boat_reservation_confirmed', 'Tekne kiralama onayı',
 'Tekne kiralamanız onaylandı — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} tekne kiralamanız onaylanmıştır.\n\nMarina: {{marina_name}}\nİlk gün: {{first_day}} (kalkış {{departure_time}})\nSon gün: {{last_day}} (dönüş {{return_time}})\nSüre: {{days}} gün\nKişi: {{guests}} kişi\nToplam: {{total_price}}\n\nLütfen kalkış saatinden önce marinada olunuz. Keyifli seyirler dileriz.\n{{site_name}} — {{site_phone}}',
 '["guest_name","boat_name","marina_name","first_day","last_day","rental_days","days","guests","departure_time","return_time","reservation_code","total_price","prepayment","site_name","site_phone"]'),
('boat_bank_transfer', 'Tekne kiralama banka havale bilgileri',
 'Kapora ödeme bilgileri — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} tekne kiralamanız ({{rental_days}}, {{days}} gün) için kapora tutarı: {{prepayment}}\nToplam tutar: {{total_price}}\n\nBanka: {{bank_name}}\nHesap sahibi: {{account_holder}}\nIBAN: {{iban}}\nAçıklama: {{reservation_code}}\n\nÖdemenizi yaptıktan sonra dekontu bize iletmenizi rica ederiz.\n{{site_name}}',
 '["guest_name","boat_name","first_day","last_day","rental_days","days","reservation_code","prepayment","total_price","bank_name","account_holder","iban","site_name","site_phone"]'),
('boat_reservation_cancelled', 'Tekne kiralama iptali',
 'Tekne kiralamanız iptal edildi — {{reservation_code}}',
 E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi için {{rental_days}} tarihli kiralamanız iptal edilmiştir.\n\nSorularınız için bize ulaşabilirsiniz: {{site_phone}}\n{{site_name}}',
 '["guest_name","boat_name","marina_name","first_day","last_day","rental_days","days","reservation_code","site_name","site_phone"]')
ON CONFLICT (key) DO NOTHING;
