'use client';
/**
 * `/dashboard/settings/{site|contact|social|payments}` (SPEC §2, §3): the keys
 * the public shell reads (site name, licence number, footer text, phone,
 * e-mail, WhatsApp, address, bank details for the bank-transfer mail, social
 * links), and the payment rules of issue 19 (kapora due days, whether a
 * kapora confirms an option, reminder days, owner statement basis), and
 * `/dashboard/settings/audit`: how long the audit log keeps its records
 * (issue 20), and `/dashboard/settings/owners`: whether owners see guests'
 * e-mail and phone (issue 24). A key never saved shows its default.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_KEY,
  auditSettingsBody,
  contactSettingsBody,
  OWNER_GUEST_CONTACT_LABEL,
  OWNER_GUEST_CONTACT_MODES,
  OWNER_PORTAL_SETTING_DEFAULTS,
  ownerPortalSettingsBody,
  FOOTER_PAYMENT_METHODS,
  INFANTS_IN_CAPACITY_KEY,
  FOOTER_SETTING_DEFAULTS,
  footerSettingsBody,
  MAP_SETTING_DEFAULTS,
  MAP_TILE_ATTRIBUTION_KEY,
  MAP_TILE_URL_KEY,
  PAYMENT_METHOD_LABEL,
  REQUEST_RESPONSE_HOURS_DEFAULT,
  REQUEST_RESPONSE_HOURS_KEY,
  PAYMENT_SETTING_DEFAULTS,
  paymentSettingsBody,
  type SettingsSection,
  siteSettingsBody,
  socialSettingsBody,
} from '@yali/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField, inputClass } from '@/components/ui/form-fields';
import { useSaveSettingsSection, useSettingsSection } from '../api/settings';
import { ScreenHeader } from '@/components/ui/screen-header';

type Field = {
  key: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  /** Lines of a multiline field (3 unless set). */
  rows?: number;
  type?: string;
  /** A select of [value, label] choices instead of a text field. */
  options?: [string, string][];
  /** Check boxes of [value, label] choices, saved as the checked values joined by commas. */
  choices?: [string, string][];
};

const DEFAULTS: Record<string, string> = {
  ...PAYMENT_SETTING_DEFAULTS,
  ...OWNER_PORTAL_SETTING_DEFAULTS,
  [AUDIT_RETENTION_KEY]: String(AUDIT_RETENTION_DEFAULT_DAYS),
  ...FOOTER_SETTING_DEFAULTS,
  ...MAP_SETTING_DEFAULTS,
  [REQUEST_RESPONSE_HOURS_KEY]: String(REQUEST_RESPONSE_HOURS_DEFAULT),
  [INFANTS_IN_CAPACITY_KEY]: 'false',
};

const LINKS_HINT = 'Her satıra bir bağlantı: Etiket | /adres (site içi adres / ile, dış adres https:// ile başlar).';

const SECTIONS: Record<SettingsSection, { title: string; lead: string; schema: unknown; fields: Field[] }> = {
  site: {
    title: 'Site Ayarları',
    lead: 'Site adı, TÜRSAB / izin belgesi numarası, alt bilgi metni, villa listesindeki haritanın katman sunucusu ve bebeklerin kapasiteye sayılması.',
    schema: siteSettingsBody,
    fields: [
      { key: 'site_name', label: 'Site adı' },
      { key: 'site_licence_number', label: 'Belge numarası', hint: 'Örn. TÜRSAB A-1234' },
      { key: 'site_footer_text', label: 'Alt bilgi metni', multiline: true, hint: 'Sitenin en altında görünür.' },
      {
        key: MAP_TILE_URL_KEY,
        label: 'Harita katman adresi',
        type: 'url',
        hint: 'Villa listesinin harita görünümündeki karolar: https:// ile başlar, {z}, {x} ve {y} içerir. Boş bırakılırsa OpenStreetMap kullanılır.',
      },
      {
        key: MAP_TILE_ATTRIBUTION_KEY,
        label: 'Harita kaynak notu',
        hint: 'Haritanın köşesinde görünür; katman sağlayıcının istediği telif notu.',
      },
      {
        key: INFANTS_IN_CAPACITY_KEY,
        label: 'Bebekler (0–2 yaş) villa kapasitesine sayılır',
        options: [
          ['false', 'Hayır, bebekler kapasitenin üstüne eklenebilir'],
          ['true', 'Evet, bebekler de kişi sayısına dahildir'],
        ],
        hint: 'Rezervasyon formunda ve yönetim panelindeki kapasite kontrolünde uygulanır.',
      },
    ],
  },
  contact: {
    title: 'İletişim Bilgileri',
    lead: 'Sitede görünen iletişim bilgileri ve havale e-postasındaki banka bilgileri.',
    schema: contactSettingsBody,
    fields: [
      { key: 'site_phone', label: 'Telefon', type: 'tel' },
      { key: 'site_email', label: 'E-posta', type: 'email' },
      { key: 'site_whatsapp', label: 'WhatsApp', type: 'tel' },
      { key: 'site_address', label: 'Adres', multiline: true },
      { key: 'bank_name', label: 'Banka adı' },
      { key: 'account_holder', label: 'Hesap sahibi' },
      { key: 'iban', label: 'IBAN', hint: 'TR ile başlayan 26 karakter' },
      {
        key: REQUEST_RESPONSE_HOURS_KEY,
        label: 'Talebe yanıt süresi (saat)',
        type: 'number',
        hint: 'Rezervasyon talebinin onay ekranında ve e-postasında “… saat içinde teyit edilir” olarak görünür.',
      },
    ],
  },
  social: {
    title: 'Sosyal Medya',
    lead: 'https:// ile başlayan adresler; boş bırakılan simge sitede gösterilmez.',
    schema: socialSettingsBody,
    fields: [
      { key: 'facebook_link', label: 'Facebook', type: 'url' },
      { key: 'instagram_link', label: 'Instagram', type: 'url' },
      { key: 'twitter_link', label: 'Twitter / X', type: 'url' },
      { key: 'youtube_link', label: 'YouTube', type: 'url' },
    ],
  },
  payments: {
    title: 'Ödeme Ayarları',
    lead: 'Kapora vadesi, kaporanın opsiyonu onaylaması, kapora hatırlatma e-postası ve ev sahibi hesap dökümünün esası.',
    schema: paymentSettingsBody,
    fields: [
      {
        key: 'payment_kapora_due_days',
        label: 'Kapora vadesi (onaydan sonra gün)',
        type: 'number',
        hint: 'Opsiyondaki rezervasyonlarda kapora opsiyon bitişinde beklenir.',
      },
      {
        key: 'payment_kapora_confirms_option',
        label: 'Kapora kaydı opsiyonu onaylar',
        options: [
          ['true', 'Evet, kapora girilince opsiyon onaylanır'],
          ['false', 'Hayır, onay elle verilir'],
        ],
      },
      {
        key: 'payment_reminder_days',
        label: 'Kapora hatırlatma (vadeden kaç gün önce)',
        type: 'number',
        hint: 'Boş bırakılırsa hatırlatma e-postası otomatik gönderilmez.',
      },
      {
        key: 'owner_statement_basis',
        label: 'Hesap dökümü esası',
        options: [
          ['checkout', 'Çıkış yapılan konaklamalar (çıkış ayında)'],
          ['night', 'Gece gece (her gece kendi ayında)'],
        ],
      },
    ],
  },
  footer: {
    title: 'Alt Bilgi ve Ödeme',
    lead: 'Sitenin alt bilgisindeki kurumsal ve yardım bağlantıları ile gösterilen ödeme yöntemleri.',
    schema: footerSettingsBody,
    fields: [
      { key: 'footer_corporate_links', label: 'Kurumsal bağlantılar', multiline: true, rows: 8, hint: LINKS_HINT },
      { key: 'footer_help_links', label: 'Yardım bağlantıları', multiline: true, rows: 6, hint: LINKS_HINT },
      {
        key: 'payment_methods',
        label: 'Kabul edilen ödeme yöntemleri',
        hint: 'Yalnız işaretlenenler alt bilgide görünür; kart logoları yalnız kredi kartı seçiliyse gösterilir.',
        choices: FOOTER_PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABEL[m]]),
      },
    ],
  },
  audit: {
    title: 'Kayıt Saklama',
    lead: 'İşlem geçmişindeki kayıtların kaç gün saklanacağı. Daha eski kayıtlar her gece silinir; kayıtlar başka türlü değiştirilemez ve silinemez.',
    schema: auditSettingsBody,
    fields: [
      {
        key: AUDIT_RETENTION_KEY,
        label: 'Saklama süresi (gün)',
        type: 'number',
        hint: `30 ile 3650 gün arası. Varsayılan ${AUDIT_RETENTION_DEFAULT_DAYS} gün.`,
      },
    ],
  },
  owners: {
    title: 'Ev Sahibi Portalı',
    lead: 'Ev sahiplerinin kendi villalarındaki misafirlerin e-posta ve telefonunu ne zaman göreceği. Misafirin adı, tarihler ve kişi sayısı her zaman görünür.',
    schema: ownerPortalSettingsBody,
    fields: [
      {
        key: 'owner_guest_contact',
        label: 'Misafir iletişim bilgileri',
        options: OWNER_GUEST_CONTACT_MODES.map((m) => [m, OWNER_GUEST_CONTACT_LABEL[m]]),
      },
      {
        key: 'owner_guest_contact_days',
        label: 'Girişten kaç gün önce görünsün',
        type: 'number',
        hint: '1 ile 60 gün arası; yalnızca "Girişten belirli gün önce görünür" seçiliyken kullanılır.',
      },
    ],
  },
};

const SETTING_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(SECTIONS).flatMap((section) => section.fields.map((f) => [f.key, `${section.title} › ${f.label}`])),
);

/** A setting's place on the settings screens, 'Kayıt Saklama › Saklama süresi (gün)'; null for one without a form. */
export const settingLabel = (key: string): string | null => SETTING_LABELS[key] ?? null;

/** Check boxes whose checked values are kept as one comma-separated setting ('bank_transfer,cash'). */
function ChoiceField({
  field,
  value,
  disabled,
  onChange,
}: {
  field: Field;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const checked = value.split(',').map((v) => v.trim());
  return (
    <fieldset className="space-y-1.5">
      <legend className="block text-sm font-medium">{field.label}</legend>
      {field.choices?.map(([choice, label]) => (
        <label key={choice} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300"
            checked={checked.includes(choice)}
            disabled={disabled}
            onChange={(e) => {
              const next = (field.choices ?? [])
                .map(([c]) => c)
                .filter((c) => (c === choice ? e.target.checked : checked.includes(c)));
              onChange(next.join(','));
            }}
          />
          {label}
        </label>
      ))}
      {field.hint && <p className="text-xs text-slate-500 dark:text-slate-400">{field.hint}</p>}
    </fieldset>
  );
}

export function SettingsSectionForm({ section }: { section: SettingsSection }) {
  const cfg = SECTIONS[section];
  const query = useSettingsSection(section);
  const save = useSaveSettingsSection(section);
  const form = useForm<Record<string, string>>({ resolver: zodResolver(cfg.schema as never) as never });

  useEffect(() => {
    if (query.data) form.reset(Object.fromEntries(query.data.map((e) => [e.key, e.value || (DEFAULTS[e.key] ?? '')])));
  }, [query.data, form]);

  const errors = form.formState.errors;
  return (
    <div className="max-w-2xl space-y-6">
      <ScreenHeader title={cfg.title} lead={cfg.lead} />
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        {cfg.fields.map((f) =>
          f.choices ? (
            <ChoiceField
              key={f.key}
              field={f}
              value={form.watch(f.key) ?? ''}
              disabled={query.isPending}
              onChange={(v) => form.setValue(f.key, v, { shouldDirty: true })}
            />
          ) : f.options ? (
            <div key={f.key} className="space-y-1.5">
              <label htmlFor={`f-${f.key}`} className="block text-sm font-medium">
                {f.label}
              </label>
              <select
                id={`f-${f.key}`}
                className={inputClass}
                disabled={query.isPending}
                aria-describedby={f.hint ? `f-${f.key}-hint` : undefined}
                {...form.register(f.key)}
              >
                {f.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
              {f.hint && (
                <p id={`f-${f.key}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
                  {f.hint}
                </p>
              )}
            </div>
          ) : f.multiline ? (
            <div key={f.key} className="space-y-1.5">
              <label htmlFor={`f-${f.key}`} className="block text-sm font-medium">
                {f.label}
              </label>
              <textarea
                id={`f-${f.key}`}
                rows={f.rows ?? 3}
                className={inputClass}
                aria-invalid={errors[f.key] ? true : undefined}
                aria-describedby={errors[f.key] ? `f-${f.key}-error` : undefined}
                disabled={query.isPending}
                {...form.register(f.key)}
              />
              {f.hint && <p className="text-xs text-slate-500 dark:text-slate-400">{f.hint}</p>}
              {errors[f.key] && (
                <p id={`f-${f.key}-error`} className="text-sm text-red-600 dark:text-red-400">
                  {String(errors[f.key]?.message)}
                </p>
              )}
            </div>
          ) : (
            <TextField
              key={f.key}
              id={`f-${f.key}`}
              label={f.label}
              type={f.type ?? 'text'}
              hint={f.hint}
              error={errors[f.key]?.message ? String(errors[f.key]?.message) : undefined}
              disabled={query.isPending}
              {...form.register(f.key)}
            />
          ),
        )}
        <Button type="submit" pending={save.isPending}>
          Kaydet
        </Button>
      </form>
    </div>
  );
}
