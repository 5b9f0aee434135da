import Link from 'next/link';
import { MessagePage, messageActionClass } from '@/components/public/message-page';
import { paths } from '@/lib/paths';

/** An unknown or inactive boat (SPEC §2 /boat/…): Turkish 404 with a way back to the boats. */
export default function BoatNotFound() {
  return (
    <MessagePage
      code="404"
      title="Aradığınız tekne bulunamadı"
      text="Tekne yayından kaldırılmış ya da adresi değişmiş olabilir."
      action={
        <Link href={paths.listingBoat} className={messageActionClass}>
          Tüm teknelere göz atın
        </Link>
      }
    />
  );
}
