'use client';

/**
 * "Şimdi ne olacak?" on the confirmation of a villa or boat request (issue
 * 23): the agency's answer time, the option, the kapora and how to pay it
 * (bank, IBAN, the reservation code as the transfer description) and how to
 * reach the agency (WhatsApp with the code typed in, phone). The texts are
 * the API's `next_steps`, so the screen and the guest's mail say the same.
 */
import { type ReactNode, useState } from 'react';
import { Banknote, Check, Clock, Copy, Hourglass, Phone } from '@/components/icons';
import { WhatsappIcon } from '@/components/public/social-icons';
import type { RequestNextSteps as Steps } from '@yali/contract';
// By its own zod-free entry: the package's index would bring zod and its locales into the booking island.
import { phoneLink } from '@yali/contract/text';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { formatMinor } from './format';

/** A copy button for one value; says 'Kopyalandı' for two seconds after a copy. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('Client.Booking');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
      className="inline-flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {copied ? <Check aria-hidden="true" className="size-3.5" /> : <Copy aria-hidden="true" className="size-3.5" />}
      <span aria-live="polite">{copied ? t('copied') : label}</span>
    </button>
  );
}

/** One numbered step: its icon in a round badge, then its text. */
function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-sea-100 text-sea-800 dark:bg-slate-800 dark:text-brand-400">
        {icon}
      </span>
      {children}
    </li>
  );
}

export function RequestNextSteps({ steps }: { steps: Steps }) {
  const t = useTranslations('Client.Booking');
  const locale = useLocale() as Locale;
  const kapora = formatMinor(steps.kapora_kurus, 'TL', locale);
  const b = (chunks: ReactNode) => <strong className="text-slate-900 dark:text-white">{chunks}</strong>;
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <section
      aria-labelledby="next-steps-title"
      data-testid="request-next-steps"
      className="w-full rounded-2xl border border-slate-200 bg-white p-4 text-left text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
    >
      <h4 id="next-steps-title" className="text-base font-bold text-slate-900 dark:text-white">
        {t('nextTitle')}
      </h4>
      <ol className="mt-3 space-y-4">
        <Step icon={<Clock aria-hidden="true" className="size-4" />}>
          <p>{t.rich('stepConfirm', { hours: steps.confirm_within_hours, b, strong })}</p>
        </Step>
        <Step icon={<Hourglass aria-hidden="true" className="size-4" />}>
          <p>{t.rich('stepOption', { hours: steps.option_hours, b, strong })}</p>
        </Step>
        <Step icon={<Banknote aria-hidden="true" className="size-4" />}>
          <div className="min-w-0 flex-1">
            <p>
              {t.rich('stepKapora', {
                amount: kapora,
                b,
                kapora: (chunks) => <strong data-testid="next-steps-kapora">{chunks}</strong>,
              })}
            </p>
            {steps.bank ? (
              <dl className="mt-2 space-y-1.5 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{t('bank')}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">{steps.bank.bank_name || '—'}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{t('holder')}</dt>
                  <dd className="font-medium text-slate-900 dark:text-white">{steps.bank.account_holder || '—'}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">IBAN</dt>
                  <dd className="flex flex-wrap items-center justify-between gap-2">
                    <span data-testid="next-steps-iban" className="font-mono font-semibold text-slate-900 dark:text-white">
                      {steps.bank.iban}
                    </span>
                    <CopyButton value={steps.bank.iban.replace(/\s+/g, '')} label={t('copyIban')} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500 dark:text-slate-400">{t('transferNote')}</dt>
                  <dd className="flex flex-wrap items-center justify-between gap-2">
                    <span data-testid="next-steps-description" className="font-mono font-semibold text-slate-900 dark:text-white">
                      {steps.transfer_description}
                    </span>
                    <CopyButton value={steps.transfer_description} label={t('copyCode')} />
                  </dd>
                </div>
              </dl>
            ) : (
              <p className="mt-1">{t.rich('bankLater', { code: steps.transfer_description, strong })}</p>
            )}
          </div>
        </Step>
      </ol>
      {(steps.whatsapp_url || steps.phone) && (
        <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
          {steps.whatsapp_url && (
            <a
              href={steps.whatsapp_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="next-steps-whatsapp"
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800"
            >
              <WhatsappIcon className="size-5" />
              {t('whatsapp')}
            </a>
          )}
          {steps.phone && (
            <a
              href={`tel:${phoneLink(steps.phone)}`}
              className="inline-flex items-center justify-center gap-2 rounded-xl border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Phone aria-hidden="true" className="size-4" />
              {steps.phone}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
