import Link from 'next/link';
import { MessagePage, messageActionClass } from '@/components/public/message-page';
import { paths } from '@/lib/paths';

export default function PublicNotFound() {
  return (
    <MessagePage
      code="404"
      title="Aradığınız sayfa bulunamadı"
      text="Villa yayından kaldırılmış ya da adresi değişmiş olabilir."
      action={
        <Link href={paths.listing()} className={messageActionClass}>
          Tüm villalara göz atın
        </Link>
      }
    />
  );
}
