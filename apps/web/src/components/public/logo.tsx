import Link from 'next/link';
import { clsx } from 'clsx';
import { paths } from '@/lib/paths';

/**
 * The wordmark: a small sun-over-sea mark, the first word of the site name
 * large ('Yalı') and the rest as a tagline ('Villa Kiralama'). No remote image.
 */
export function Logo({ siteName = 'Yalı Villa Kiralama', tone = 'default' }: { siteName?: string; tone?: 'default' | 'light' }) {
  const [word = 'Yalı', ...rest] = siteName.trim().split(/\s+/);
  const tagline = rest.join(' ');
  return (
    <Link
      href={paths.home}
      aria-label={`${siteName} – Ana Sayfa`}
      className="inline-flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" className="shrink-0">
        <rect width="40" height="40" rx="10" className="fill-sea-900 dark:fill-sea-700" />
        <circle cx="20" cy="17" r="7" className="fill-brand-500" />
        <path
          d="M6 26c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path
          d="M6 31.5c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5"
          fill="none"
          stroke="white"
          strokeOpacity=".6"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={clsx(
            'text-2xl font-extrabold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-sea-950 dark:text-white',
          )}
        >
          {word}
          <span className="text-brand-500">.</span>
        </span>
        {tagline && (
          <span
            className={clsx(
              'mt-1 text-[0.65rem] font-semibold tracking-[0.18em] uppercase md:max-lg:hidden',
              tone === 'light' ? 'text-slate-300' : 'text-slate-500 dark:text-slate-400',
            )}
          >
            {tagline}
          </span>
        )}
      </span>
    </Link>
  );
}
