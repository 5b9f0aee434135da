import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/public/site-footer';
import { SiteHeader } from '@/components/public/site-header';
import { getSiteSettings } from '@/components/public/site-settings';

// The API is not running at build time; public pages render per request for now.
export const dynamic = 'force-dynamic';

/** Header and footer around every public page (SPEC §2 "Public layout"). */
export default async function PublicLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#icerik"
        className="sr-only z-50 rounded-lg bg-brand-500 px-4 py-2 font-semibold text-sea-950 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>
      <SiteHeader settings={settings} />
      <main id="icerik" className="flex-1">
        {children}
      </main>
      <SiteFooter settings={settings} />
    </div>
  );
}
