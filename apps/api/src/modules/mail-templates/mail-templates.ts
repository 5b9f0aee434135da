/**
 * Mail templates (SPEC §7 `/mailtemplates`, `PUT /mailtemplates/{id}`,
 * `PATCH /mailtemplates/activity`; DESIGN §3 "Mail"). Subject and body carry
 * `{{variables}}`; a save naming a variable the template does not offer is
 * refused (400, the unknown names in `unknown`). An inactive template sends
 * nothing (enqueueMail skips it). Unknown id → 404. Issue 18: a save with
 * `lang` other than Turkish stores that language's version (`translations`,
 * same variables); a guest template without one is listed with the language
 * in `missing_translations` ("çeviri eksik").
 */
import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  GUEST_MAIL_TEMPLATE_KEYS,
  LOCALES,
  type Locale,
  BOAT_MAIL_SAMPLE_VALUES,
  BOAT_MAIL_TEMPLATE_KEYS,
  MAIL_SAMPLE_VALUES,
  type MailPreview,
  type MailTemplate,
} from '@yali/contract';
import type { Db, Tx } from '../../db/client.ts';
import { mailTemplates } from '../../db/schema.ts';
import { renderMail, unknownPlaceholders } from '../../domain/mail-render.ts';
import { AppError } from '../../lib/errors.ts';

const NOT_FOUND = 'E-posta şablonu bulunamadı.';

const toItem = (r: typeof mailTemplates.$inferSelect): MailTemplate => ({
  id: r.id,
  key: r.key,
  name: r.name,
  subject: r.subject,
  body: r.body,
  variables: r.variables,
  active: r.active,
  updated_at: r.updated_at.toISOString(),
  translations: r.translations,
  missing_translations: (GUEST_MAIL_TEMPLATE_KEYS as readonly string[]).includes(r.key)
    ? LOCALES.filter((l) => l !== DEFAULT_LOCALE && !(r.translations[l]?.subject.trim() && r.translations[l]?.body.trim()))
    : [],
});

export async function findMailTemplates(opts: { db: Db }): Promise<MailTemplate[]> {
  const rows = await opts.db.select().from(mailTemplates).orderBy(asc(mailTemplates.id));
  return rows.map(toItem);
}

async function load(db: Db | Tx, id: number) {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function refuseUnknown(subject: string, body: string, allowed: readonly string[]) {
  const unknown = unknownPlaceholders(subject, body, allowed);
  if (unknown.length > 0) {
    throw new AppError(
      'VALIDATION',
      `Bu şablonda kullanılamayan değişken${unknown.length > 1 ? 'ler' : ''}: ${unknown.map((n) => `{{${n}}}`).join(', ')}.`,
      { unknown },
    );
  }
}

export async function updateMailTemplate(opts: {
  db: Db;
  id: number;
  subject: string;
  body: string;
  lang?: Locale;
}): Promise<MailTemplate> {
  return opts.db.transaction(async (tx) => {
    const current = await load(tx, opts.id);
    refuseUnknown(opts.subject, opts.body, current.variables);
    const lang = opts.lang ?? DEFAULT_LOCALE;
    const text = { subject: opts.subject, body: opts.body };
    const [row] = await tx
      .update(mailTemplates)
      .set({
        ...(lang === DEFAULT_LOCALE ? text : { translations: { ...current.translations, [lang]: text } }),
        updated_at: new Date(),
      })
      .where(eq(mailTemplates.id, opts.id))
      .returning();
    return toItem(row ?? current);
  });
}

export async function setMailTemplateActivity(opts: { db: Db; id: number; active: boolean }): Promise<MailTemplate> {
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailTemplates)
      .set({ active: opts.active, updated_at: new Date() })
      .where(eq(mailTemplates.id, opts.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toItem(row);
  });
}

/**
 * Renders unsaved `subject`/`body` of template `id` with Turkish sample values
 * (MAIL_SAMPLE_VALUES; a boat template's own where they differ,
 * BOAT_MAIL_SAMPLE_VALUES) exactly as the sender would; unknown variables → 400.
 */
export async function previewMailTemplate(opts: { db: Db; id: number; subject: string; body: string }): Promise<MailPreview> {
  const current = await load(opts.db, opts.id);
  refuseUnknown(opts.subject, opts.body, current.variables);
  const boat = (BOAT_MAIL_TEMPLATE_KEYS as readonly string[]).includes(current.key);
  return renderMail(
    { subject: opts.subject, body: opts.body },
    boat ? { ...MAIL_SAMPLE_VALUES, ...BOAT_MAIL_SAMPLE_VALUES } : MAIL_SAMPLE_VALUES,
  );
}
