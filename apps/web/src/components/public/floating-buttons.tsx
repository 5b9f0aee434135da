import { ArrowUp, Phone } from '@/components/icons';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { TabBarContact } from './mobile-tab-bar';
import { ScrollTopButton } from './shell-islands';
import { WhatsappIcon } from './social-icons';

const round =
  'size-12 items-center justify-center rounded-full shadow-lg ring-1 ring-black/5 transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * Floating buttons (SPEC §2): scroll to top once the page is scrolled more
 * than `threshold` px (SPEC §9: 50); phone call and WhatsApp chat on desktop
 * only. Server-rendered; only the scroll-to-top button is a client island.
 */
export function FloatingButtons({
  contact,
  threshold,
  failedText,
}: {
  contact: TabBarContact;
  threshold: number;
  failedText: string;
}) {
  const t = useTranslations('Client.Shell');
  return (
    <div className="pointer-events-none fixed right-4 bottom-20 z-40 flex flex-col items-end gap-3 md:right-6 md:bottom-6">
      <ScrollTopButton
        threshold={threshold}
        className={clsx(round, 'pointer-events-auto inline-flex bg-sea-900 text-white dark:bg-slate-800')}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </ScrollTopButton>
      {contact === 'failed' ? (
        <p
          role="status"
          className="pointer-events-auto hidden max-w-48 rounded-lg bg-white px-3 py-2 text-xs text-amber-800 shadow md:block dark:bg-slate-900 dark:text-amber-200"
        >
          {failedText}
        </p>
      ) : (
        <>
          {contact.whatsappHref && (
            <a
              href={contact.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('whatsapp')}
              title="WhatsApp"
              className={clsx(round, 'pointer-events-auto hidden bg-[#1f8f4e] text-white md:inline-flex')}
            >
              <WhatsappIcon className="size-6" />
            </a>
          )}
          {contact.telHref && (
            <a
              href={contact.telHref}
              aria-label={t('call')}
              title={t('phone')}
              className={clsx(round, 'pointer-events-auto hidden bg-brand-500 text-sea-950 md:inline-flex')}
            >
              <Phone aria-hidden="true" className="size-5" />
            </a>
          )}
        </>
      )}
    </div>
  );
}
