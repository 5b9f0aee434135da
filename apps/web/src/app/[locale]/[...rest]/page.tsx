import { notFound } from 'next/navigation';

/** Any address no page has: the public 404 in the address's language, inside the site's header and footer. */
export default function UnknownPage(): never {
  notFound();
}
