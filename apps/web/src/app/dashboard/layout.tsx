import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { DashboardProviders } from '@/features/dashboard/components/providers';

export const metadata: Metadata = { title: 'Yönetim Paneli', robots: { index: false, follow: false } };

export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <DashboardProviders>{children}</DashboardProviders>;
}
