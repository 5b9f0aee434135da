'use client';

import { RotateCcw } from '@/components/public-icons';
import { MessagePage, messageActionClass } from '@/components/public/message-page';

/** A failed public page keeps the header and footer around this message. */
export default function PublicError({ reset }: { error: Error; reset: () => void }) {
  return (
    <MessagePage
      title="Bir sorun oluştu"
      text="Sayfa şu anda yüklenemedi. Lütfen biraz sonra tekrar deneyin."
      action={
        <button type="button" onClick={reset} className={`inline-flex items-center gap-2 ${messageActionClass}`}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Tekrar dene
        </button>
      }
    />
  );
}
