-- The 'request received' guest mails say what happens now (issue 23): the
-- agency's answer time, the option, the kapora and how to pay it (bank, IBAN,
-- the code as description) and the WhatsApp link with the code typed in.
-- Every installation offers the new variables; a body still equal to its
-- default of 0004 / 0008 gets the new default, an agency's own text is kept.
UPDATE mail_templates
SET variables = '["guest_name","villa_name","check_in","check_out","nights","adults","children","reservation_code","total_price","site_name","site_phone","response_hours","option_hours","kapora","bank_name","account_holder","iban","payment_instructions","whatsapp_link"]'
WHERE key = 'reservation_received_guest';
--> statement-breakpoint
UPDATE mail_templates
SET body = E'Sayın {{guest_name}},\n\n{{villa_name}} için {{check_in}} – {{check_out}} tarihleri arasındaki rezervasyon talebiniz bize ulaştı. Rezervasyon kodunuz: {{reservation_code}}\n\nToplam tutar: {{total_price}}\n\nŞimdi ne olacak?\n1. Ekibimiz müsaitliği {{response_hours}} saat içinde teyit edip size döner.\n2. Villa müsaitse tarihleriniz {{option_hours}} saat süreyle sizin için opsiyonlanır. Rezervasyonunuzun kesinleşmesi için bu süre içinde kapora olarak {{kapora}} ödemeniz gerekir.\n3. Kaporayı havale / EFT ile ödeyebilirsiniz:\n{{payment_instructions}}\n\nBize ulaşın: WhatsApp {{whatsapp_link}} — Telefon {{site_phone}}\n\n{{site_name}}'
WHERE key = 'reservation_received_guest'
  AND body = E'Sayın {{guest_name}},\n\n{{villa_name}} için {{check_in}} – {{check_out}} tarihleri arasındaki rezervasyon talebiniz bize ulaştı. Rezervasyon kodunuz: {{reservation_code}}\n\nToplam tutar: {{total_price}}\n\nEkibimiz en kısa sürede sizinle iletişime geçecektir.\n\n{{site_name}}';
--> statement-breakpoint
UPDATE mail_templates
SET variables = '["guest_name","boat_name","marina_name","first_day","last_day","rental_days","days","guests","departure_time","return_time","reservation_code","total_price","prepayment","site_name","site_phone","response_hours","option_hours","kapora","bank_name","account_holder","iban","payment_instructions","whatsapp_link"]'
WHERE key = 'boat_reservation_received_guest';
--> statement-breakpoint
UPDATE mail_templates
SET body = E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi için {{rental_days}} ({{days}} gün) kiralama talebiniz bize ulaştı. Rezervasyon kodunuz: {{reservation_code}}\n\nMarina: {{marina_name}}\nİlk gün: {{first_day}} (kalkış {{departure_time}})\nSon gün: {{last_day}} (dönüş {{return_time}})\nKişi: {{guests}} kişi\nToplam tutar: {{total_price}}\n\nŞimdi ne olacak?\n1. Ekibimiz müsaitliği {{response_hours}} saat içinde teyit edip size döner.\n2. Tekne müsaitse günleriniz {{option_hours}} saat süreyle sizin için opsiyonlanır. Rezervasyonunuzun kesinleşmesi için bu süre içinde kapora olarak {{kapora}} ödemeniz gerekir.\n3. Kaporayı havale / EFT ile ödeyebilirsiniz:\n{{payment_instructions}}\n\nBize ulaşın: WhatsApp {{whatsapp_link}} — Telefon {{site_phone}}\n\n{{site_name}}'
WHERE key = 'boat_reservation_received_guest'
  AND body = E'Sayın {{guest_name}},\n\n{{boat_name}} teknesi için {{rental_days}} ({{days}} gün) kiralama talebiniz bize ulaştı. Rezervasyon kodunuz: {{reservation_code}}\n\nMarina: {{marina_name}}\nİlk gün: {{first_day}} (kalkış {{departure_time}})\nSon gün: {{last_day}} (dönüş {{return_time}})\nKişi: {{guests}} kişi\nToplam tutar: {{total_price}}\n\nEkibimiz müsaitliği teyit edip en kısa sürede sizinle iletişime geçecektir.\n\n{{site_name}} — {{site_phone}}';
