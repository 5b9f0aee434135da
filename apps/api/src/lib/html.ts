/**
 * The one escaping rule (issue 22, finding 1; DESIGN §4 "every value
 * substituted into HTML is escaped"): any value put into HTML — a mail
 * template variable, a setting in a content page, plain text turned into
 * paragraphs — goes through `escapeHtml`, which makes the five characters
 * that can open a tag, an entity or leave an attribute inert. Pure, no
 * dependencies; the sanitiser (sanitize.ts) then runs on what is served.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `s` with & < > " ' written as entities, safe as HTML text and inside a quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);
}
