'use client';
/**
 * "E-posta yaz" on a reservation (issue 24): the agent picks one of the
 * kind's guest templates or a blank page, the server fills it with the
 * reservation's values (`GET {path}/{id}/mail?template=…`), the agent edits
 * subject and body and sends it (`POST {path}/{id}/mail`) to the outbox. The
 * contract's schema checks the fields first, so its Turkish messages show
 * under the fields; the server's refusals show as a toast.
 */
import { type GuestMailDraft, guestMailBody } from '@yali/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { inputClass, SelectField, TextField } from '@/components/ui/form-fields';
import { Modal } from '@/components/ui/modal';
import { adminRead } from '@/features/dashboard/api/admin-fetch';
import { apiFetch } from '@/lib/api.client';
import { readSession } from '@/lib/session';

type Fields = { subject: string; body: string };
type Errors = Partial<Record<keyof Fields, string>>;

/** `path`: the reservation's API path (`/v1/admin/reservations/12`); `open`/`onClose`: the dialog's state. */
export function ComposeMailDialog({ path, open, onClose }: { path: string; open: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [template, setTemplate] = useState('');
  const [draft, setDraft] = useState<GuestMailDraft | null>(null);
  const [fields, setFields] = useState<Fields>({ subject: '', body: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const bodyId = useId();

  // Each pick of a template (and the opening) reads its filled draft; the agent's edits start from it.
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    adminRead<GuestMailDraft>(`${path}/mail${template ? `?template=${encodeURIComponent(template)}` : ''}`)
      .then((d) => {
        if (!live) return;
        setDraft(d);
        setFields({ subject: d.subject, body: d.body });
        setErrors({});
      })
      .catch((err: Error) => toast.error(err.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, path, template]);

  const send = useMutation({
    mutationFn: (body: Fields & { template_key: string | null }) =>
      apiFetch<{ id: number }>(`${path}/mail`, {
        method: 'POST',
        body: JSON.stringify(body),
        token: readSession(window.localStorage)?.token,
      }),
    onSuccess: () => {
      toast.success('E-posta kuyruğa alındı.');
      close();
      return qc.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (err: Error) => toast.error(err.message),
  });

  function close() {
    setTemplate('');
    setDraft(null);
    setErrors({});
    onClose();
  }

  function submit() {
    const parsed = guestMailBody.safeParse({ ...fields, template_key: template || null });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    send.mutate({ subject: parsed.data.subject, body: parsed.data.body, template_key: template || null });
  }

  const noAddress = draft !== null && !draft.to;
  return (
    <Modal
      open={open}
      onClose={close}
      title="Misafire e-posta"
      description={
        draft
          ? draft.to
            ? `Alıcı: ${draft.to}`
            : 'Misafirin e-posta adresi yok; önce rezervasyona e-posta ekleyin.'
          : 'Yükleniyor…'
      }
      size="lg"
      footer={
        <>
          <Button tone="secondary" onClick={close}>
            Vazgeç
          </Button>
          <Button pending={send.isPending} disabled={loading || noAddress || !draft} onClick={submit}>
            Gönder
          </Button>
        </>
      }
    >
      <div className="space-y-4" aria-busy={loading || undefined}>
        <SelectField
          label="Şablon"
          value={template}
          onChange={(e) => setTemplate(e.target.value)}
          placeholder="Boş e-posta"
          options={(draft?.templates ?? []).map((t) => ({
            value: t.key,
            label: t.active ? t.name : `${t.name} (pasif)`,
          }))}
          hint="Şablon, rezervasyonun bilgileriyle doldurulur; göndermeden önce metni değiştirebilirsiniz."
        />
        <TextField
          label="Konu"
          required
          value={fields.subject}
          error={errors.subject}
          onChange={(e) => setFields((f) => ({ ...f, subject: e.target.value }))}
        />
        <div className="space-y-1.5">
          <label htmlFor={bodyId} className="block text-sm font-medium">
            İleti metni
            <span className="text-red-600" aria-hidden>
              {' '}
              *
            </span>
          </label>
          <textarea
            id={bodyId}
            rows={12}
            className={clsx(inputClass, 'min-h-48')}
            value={fields.body}
            aria-required
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${bodyId}-error` : undefined}
            onChange={(e) => setFields((f) => ({ ...f, body: e.target.value }))}
          />
          {errors.body && (
            <p id={`${bodyId}-error`} className="text-sm text-red-600 dark:text-red-400">
              {errors.body}
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
