import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@yali/contract/locales';
import { localePath } from '@/i18n/paths';
import { MessagePage, messageActionClass } from '@/components/public/message-page';
import { paths } from '@/lib/paths';

export default function PublicNotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale() as Locale;
  return (
    <MessagePage
      code="404"
      title={t('title')}
      text={t('text')}
      action={
        <Link href={localePath(locale, paths.listing())} className={messageActionClass}>
          {t('action')}
        </Link>
      }
    />
  );
}
