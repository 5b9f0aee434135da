import Link from 'next/link';
import { paths } from '@/lib/paths';

/** The 'Yalı' wordmark: a small sun-over-sea mark and the name, no remote image. */
export function Logo({ siteName = 'Yalı', tone = 'default' }: { siteName?: string; tone?: 'default' | 'light' }) {
  return (
    <Link
      href={paths.home}
      aria-label={`${siteName} – Ana Sayfa`}
      className="inline-flex items-center gap-2 rounded-lg font-bold tracking-tight"
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" className="fill-sea-900 dark:fill-sea-700" />
        <circle cx="20" cy="17" r="7" className="fill-brand-500" />
        <path d="M6 26c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5" fill="none" stroke="white" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M6 31.5c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5" fill="none" stroke="white" strokeOpacity=".6" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className={tone === 'light' ? 'text-2xl text-white' : 'text-2xl text-sea-950 dark:text-white'}>
        {siteName}
        <span className="text-brand-500">.</span>
      </span>
    </Link>
  );
}
