/**
 * A mail to a reservation's guest composed in the back office from a
 * template (issue 24, "a mail composed from a template"): the agent picks
 * one of the kind's guest templates (or a blank page), gets it filled with
 * the reservation's values, edits subject and body, and sends it through the
 * outbox. `GET|POST /v1/admin/reservations/{id}/mail` and
 * `/v1/admin/boatreservations/{id}/mail` (ADMIN).
 */
import { z } from 'zod';
import { mailTemplateBody } from './content.ts';

/** The outbox `template_key` of a mail written from a blank page. */
export const BLANK_GUEST_MAIL_KEY = 'guest_message';

/** A mail template's key, as the agent chose it. */
const templateKey = z.string({ error: 'Şablon metin olmalı.' }).trim().max(60, 'Şablon en fazla 60 karakter olabilir.');

export const guestMailDraftQuery = z.object({ template: templateKey.optional() });

/** One template the agent may start from. */
export const guestMailTemplateChoice = z.object({ key: z.string(), name: z.string(), active: z.boolean() });

/**
 * The draft: the guest's address, the chosen template (null: blank), its
 * subject and plain-text body with the reservation's values filled in, and
 * the templates to choose from.
 */
export const guestMailDraft = z.object({
  to: z.string(),
  template_key: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  templates: z.array(guestMailTemplateChoice),
});
export type GuestMailDraft = z.infer<typeof guestMailDraft>;

/**
 * What the agent sends: subject and body as edited (plain text; a
 * `{{variable}}` left in them is filled like a template's), and the template
 * it started from, which labels the mail in the outbox.
 */
export const guestMailBody = mailTemplateBody.extend({ template_key: templateKey.nullable().optional() });
export type GuestMailBody = z.input<typeof guestMailBody>;
