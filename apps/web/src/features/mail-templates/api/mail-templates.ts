'use client';
/** Reads and writes of `/dashboard/templates/mailtemplates` (SPEC §7 `/mailtemplates`, `PUT /mailtemplates/{id}`, `PATCH /mailtemplates/activity`). */
import type { MailPreview, MailTemplate, MailTemplateBody } from '@yali/contract';
import { useAdminMutation } from '@/components/ui/use-admin-mutation';
import { useAdminQuery } from '@/features/dashboard/api/admin-fetch';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';

const TEMPLATES = '/v1/admin/mailtemplates';

export const useMailTemplates = () => useAdminQuery<MailTemplate[]>(TEMPLATES);

export function useSaveMailTemplate() {
  return useAdminMutation<MailTemplateBody & { id: number }, MailTemplate>({
    request: ({ id, ...body }) => ({ method: 'PUT', path: `${TEMPLATES}/${id}`, body }),
    success: (t) => `“${t.name}” şablonu kaydedildi.`,
    invalidate: [TEMPLATES],
  });
}

export function useMailTemplateActivity() {
  return useAdminMutation<{ id: number; active: boolean }, MailTemplate>({
    request: (body) => ({ method: 'PATCH', path: `${TEMPLATES}/activity`, body }),
    success: (t) => (t.active ? `“${t.name}” etkin.` : `“${t.name}” durduruldu; bu e-posta gönderilmeyecek.`),
    invalidate: [TEMPLATES],
  });
}

/** Server-rendered preview with sample data (no toast: it runs while typing). */
export function previewMailTemplate(id: number, body: MailTemplateBody, signal?: AbortSignal): Promise<MailPreview> {
  return apiFetch<MailPreview>(`${TEMPLATES}/${id}/preview`, {
    method: 'POST',
    body: JSON.stringify(body),
    token: readSession(window.localStorage)?.token,
    signal,
  });
}
