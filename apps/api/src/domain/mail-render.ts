/**
 * Renders a mail template (DESIGN §3 "Mail"): `{{name}}` placeholders are
 * replaced by values, HTML-escaped in the HTML part and verbatim in the text
 * part. Unknown placeholders are reported so a template save can refuse them.
 */
import { escapeHtml } from '../lib/html.ts';

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g;

export type MailVariables = Record<string, string | number | null | undefined>;

/** Placeholder names used in `text`, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** Names used in subject or body that `allowed` does not offer. */
export function unknownPlaceholders(subject: string, body: string, allowed: readonly string[]): string[] {
  return [...placeholdersOf(subject), ...placeholdersOf(body)].filter((n) => !allowed.includes(n));
}

/**
 * `{ subject, html, text }` for a template whose body is plain text with
 * line breaks (paragraphs become <p>, single breaks <br>).
 */
export function renderMail(template: { subject: string; body: string }, vars: MailVariables) {
  const value = (name: string) => {
    const v = vars[name];
    return v === null || v === undefined ? '' : String(v);
  };
  const subject = template.subject
    .replace(PLACEHOLDER, (_, n: string) => value(n))
    .replace(/\s+/g, ' ')
    .trim();
  const text = template.body.replace(PLACEHOLDER, (_, n: string) => value(n));
  const htmlBody = escapeHtml(template.body)
    .replace(PLACEHOLDER, (_, n: string) => escapeHtml(value(n)))
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.6;color:#0f172a">${htmlBody}</body></html>`;
  return { subject, html, text };
}
