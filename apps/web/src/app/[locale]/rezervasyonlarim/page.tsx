import type { Metadata } from 'next';
import { ReservationLookupForm } from '@/features/booking/reservation-lookup';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'MyReservationsPage' });
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** 'Rezervasyonlarım' (SPEC §2 footer button, issue 5): look-up by code plus e-mail or phone. */
export default async function MyReservationsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await pageLocale(params);
  const t = await getTranslations('MyReservationsPage');
  const raw = (await searchParams).kod;
  const code = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 20) ?? '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs current={t('title')} />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{t('title')}</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-600 dark:text-slate-400">{t('lead')}</p>
      <ReservationLookupForm initialCode={code} />
    </div>
  );
}
