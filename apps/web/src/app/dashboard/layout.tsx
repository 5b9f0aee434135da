import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/features/dashboard/components/providers';

// Every dashboard window reads "<screen> · Yalı Yönetim" (issue 24); the shell sets the screen from its menu entry.
export const metadata: Metadata = {
  title: { absolute: 'Panel · Yalı Yönetim', template: '%s · Yalı Yönetim' },
  robots: { index: false, follow: false },
};

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardProviders>{children}</DashboardProviders>;
}
