import { BedDouble, Ruler, Users } from '@/components/icons';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { UnitFacts } from '../unit-facts';
import { lengthLabel } from './labels';

/** Capacity, cabins and length of a boat as a compact row of icons. */
export function BoatFacts({
  capacity,
  cabins,
  lengthM,
  className,
}: {
  capacity: number;
  cabins: number;
  lengthM: number;
  className?: string;
}) {
  const t = useTranslations('UnitPage');
  const locale = useLocale() as Locale;
  const facts = [
    { icon: Users, text: t('guests', { count: capacity }) },
    { icon: BedDouble, text: cabins > 0 ? t('cabins', { count: cabins }) : t('noCabins') },
    { icon: Ruler, text: lengthLabel(lengthM, locale) },
  ];
  return <UnitFacts facts={facts} className={className} />;
}
