import { CalendarCheck, House, Phone, Search } from '@/components/icons';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { HeaderSearchConfig } from './header-search';
import { TabBookingButton, TabHomeLink, TabSearchButton } from './shell-islands';
import { WhatsappIcon } from './social-icons';

export type TabBarContact = { telHref: string | null; whatsappHref: string | null } | 'failed';

const item =
  'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-[0.7rem] font-medium text-slate-700 dark:text-slate-200';

/**
 * Bottom tab bar below md (SPEC §2 "Mobile bottom tab bar"): home, search
 * overlay, 'Rezervasyon Yap' on detail pages (scrolls to #rezervasyon), and the
 * WhatsApp and phone links (numbers with spaces and '+' removed by the server).
 * Server-rendered; the tabs that react to the page or open the overlay are small
 * client islands (shell-islands.tsx).
 */
export function MobileTabBar({
  contact,
  searchConfig,
  overlayTitle,
  failedText,
}: {
  contact: TabBarContact;
  searchConfig: HeaderSearchConfig;
  overlayTitle: string;
  failedText: string;
}) {
  const t = useTranslations('TabBar');
  const shell = useTranslations('Client.Shell');
  return (
    <>
      {/* Keeps the page's last content clear of the fixed bar. */}
      <div aria-hidden="true" className="h-16 md:hidden" />
      <nav
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(2,6,23,0.08)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95"
      >
        <ul className="flex h-16 items-stretch">
          <li className="flex flex-1">
            <TabHomeLink className={clsx(item, 'aria-[current=page]:text-sea-700 dark:aria-[current=page]:text-brand-400')}>
              <House aria-hidden="true" className="size-5" />
              {t('home')}
            </TabHomeLink>
          </li>
          <li className="flex flex-1">
            <TabSearchButton searchConfig={searchConfig} overlayTitle={overlayTitle} className={item}>
              <Search aria-hidden="true" className="size-5" />
              {t('search')}
            </TabSearchButton>
          </li>
          <TabBookingButton className={clsx(item, 'font-semibold text-sea-800 dark:text-brand-400')}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('book')}
          </TabBookingButton>
          {contact === 'failed' ? (
            <li className="flex flex-[2] items-center px-2">
              <p role="status" className="text-[0.65rem] leading-tight text-amber-800 dark:text-amber-200">
                {failedText}
              </p>
            </li>
          ) : (
            <>
              {contact.whatsappHref && (
                <li className="flex flex-1">
                  <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer" className={item}>
                    <WhatsappIcon className="size-5 text-emerald-600 dark:text-emerald-400" />
                    WhatsApp
                  </a>
                </li>
              )}
              {contact.telHref && (
                <li className="flex flex-1">
                  <a href={contact.telHref} className={item}>
                    <Phone aria-hidden="true" className="size-5" />
                    {shell('phone')}
                  </a>
                </li>
              )}
            </>
          )}
        </ul>
      </nav>
    </>
  );
}
