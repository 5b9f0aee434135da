import { phoneLink, SCROLL_TOP_THRESHOLD_PX } from '@yali/contract';
import { useTranslations } from 'next-intl';
import { FloatingButtons } from './floating-buttons';
import { MobileTabBar, type TabBarContact } from './mobile-tab-bar';
import { searchConfig } from './site-header';
import type { SiteSettings } from './site-settings';

const whatsappHref = (n: string) => `https://wa.me/${phoneLink(n)}`;

function contactOf(s: SiteSettings | null): TabBarContact {
  if (s === null) return 'failed';
  const whatsapp = s.site_whatsapp ?? s.site_phone;
  return {
    telHref: s.site_phone ? `tel:${phoneLink(s.site_phone)}` : null,
    whatsappHref: whatsapp ? whatsappHref(whatsapp) : null,
  };
}

function Shell({ contact }: { contact: TabBarContact }) {
  const t = useTranslations('Nav');
  const tabs = useTranslations('TabBar');
  return (
    <>
      <MobileTabBar
        contact={contact}
        searchConfig={searchConfig(t)}
        overlayTitle={tabs('overlayTitle')}
        failedText={t('loadFailed')}
      />
      <FloatingButtons contact={contact} threshold={SCROLL_TOP_THRESHOLD_PX} failedText={t('loadFailed')} />
    </>
  );
}

/** Mobile tab bar and floating buttons with the agency's phone and WhatsApp numbers from the settings. */
export async function ShellContact({ settings }: { settings: Promise<SiteSettings | null> }) {
  return <Shell contact={contactOf(await settings)} />;
}

/** The same without the numbers, while the settings load. */
export function ShellContactFallback() {
  return <Shell contact={{ telHref: null, whatsappHref: null }} />;
}
