import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document } from '@/app/document';
import { DashboardProviders } from '@/features/dashboard/components/providers';

// Every dashboard window reads "<screen> · Yalı Yönetim" (issue 24); the shell sets the screen from its menu entry.
export const metadata: Metadata = {
  title: { absolute: 'Panel · Yalı Yönetim', template: '%s · Yalı Yönetim' },
  robots: { index: false, follow: false },
};

/** The back office is Turkish (issue 18: staff are Turkish), whatever language the public site was seen in. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Document lang="tr">
      <DashboardProviders>{children}</DashboardProviders>
    </Document>
  );
}
