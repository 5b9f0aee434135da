/**
 * A guest's phone as people write it (+90 532 123 45 67), tap to call, and a
 * WhatsApp chat opening on the reservation code (issue 24). '–' without a
 * phone; on an owner's read the agency keeps hidden, when it will show.
 */
import type { GuestContactHidden } from '@yali/contract';
import { MessageSquareText } from '@/components/icons';
import { formatDate, formatPhone, whatsappLink } from '@/lib/format';

/** Why an owner sees no contact: "Acente paylaşmıyor" or "12.07.2027 tarihinden itibaren görünür". */
export function HiddenContactNote({ hidden }: { hidden: NonNullable<GuestContactHidden> }) {
  return (
    <span className="text-slate-500 italic dark:text-slate-400" data-testid="guest-contact-hidden">
      {hidden.visible_from
        ? `Gizli · ${formatDate(hidden.visible_from)} tarihinden itibaren görünür`
        : 'Gizli · acente paylaşmıyor'}
    </span>
  );
}

export function GuestContact({
  phone,
  name,
  code,
  hidden,
}: {
  phone: string;
  name: string;
  code: string;
  hidden?: GuestContactHidden;
}) {
  if (hidden) return <HiddenContactNote hidden={hidden} />;
  if (!phone) return <>–</>;
  const whatsapp = whatsappLink(phone, `Merhaba ${name}, ${code} kodlu rezervasyonunuz hakkında yazıyoruz.`);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      {/* With its +: 'tel:905…' would be dialled as a local number from a Turkish phone. */}
      <a className="text-sea-700 underline dark:text-sea-100" href={`tel:${formatPhone(phone).replace(/\s/g, '')}`}>
        {formatPhone(phone)}
      </a>
      {whatsapp && (
        <a
          className="inline-flex items-center gap-1 text-sea-700 underline print:hidden dark:text-sea-100"
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageSquareText className="size-4" aria-hidden /> WhatsApp
        </a>
      )}
    </span>
  );
}
