'use client';

import { useTranslations } from 'next-intl';
import { RotateCcw } from '@/components/public-icons';
import { MessagePage, messageActionClass } from '@/components/public/message-page';

/** A failed public page keeps the header and footer around this message. */
export default function PublicError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Client.Error');
  return (
    <MessagePage
      title={t('title')}
      text={t('text')}
      action={
        <button type="button" onClick={reset} className={`inline-flex items-center gap-2 ${messageActionClass}`}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('retry')}
        </button>
      }
    />
  );
}
