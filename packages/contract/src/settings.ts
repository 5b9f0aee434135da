/** Website settings (SPEC §3 "Website setting entry"). */
import { z } from 'zod';

export const settingEntry = z.object({ key: z.string(), value: z.string() });
export type SettingEntry = z.infer<typeof settingEntry>;

/** Keys the public shell reads (SPEC §3) plus the agency licence number (SPEC §1). */
export const SITE_SETTING_KEYS = [
  'site_name',
  'site_phone',
  'site_email',
  'site_whatsapp',
  'site_address',
  'site_licence_number',
  'site_footer_text',
  'facebook_link',
  'instagram_link',
  'twitter_link',
  'youtube_link',
] as const;

export const EXCHANGE_KEYS = ['dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'] as const;
