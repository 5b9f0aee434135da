import { SETTINGS_SECTIONS, type SettingsSection } from '@yali/contract';
import { notFound } from 'next/navigation';
import { ExchangeSettings } from '@/features/settings/components/exchange-settings';
import { SettingsSectionForm } from '@/features/settings/components/settings-section-form';

export default async function SettingsPage({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  if (section === 'exchange') return <ExchangeSettings />;
  if ((SETTINGS_SECTIONS as string[]).includes(section)) return <SettingsSectionForm section={section as SettingsSection} />;
  notFound();
}
