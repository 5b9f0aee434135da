import type { Metadata } from 'next';
import { ReservationLookupForm } from '@/features/booking/reservation-lookup';
import { Breadcrumbs } from '@/components/public/breadcrumbs';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

export const metadata: Metadata = {
  title: 'Rezervasyonlarım',
  description: 'Rezervasyon kodunuz ve e-posta adresiniz ya da telefonunuzla rezervasyonunuzun durumunu sorgulayın.',
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** 'Rezervasyonlarım' (SPEC §2 footer button, issue 5): look-up by code plus e-mail or phone. */
export default async function MyReservationsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await pageLocale(params);
  const raw = (await searchParams).kod;
  const code = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 20) ?? '';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs current="Rezervasyonlarım" />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">Rezervasyonlarım</h1>
      <p className="mt-2 mb-8 max-w-2xl text-slate-600 dark:text-slate-400">
        Rezervasyon kodunuzu ve talep sırasında verdiğiniz e-posta adresini ya da telefon numarasını yazarak rezervasyonunuzun
        durumunu görebilirsiniz.
      </p>
      <ReservationLookupForm initialCode={code} />
    </div>
  );
}
