import type { Metadata } from 'next';
import Link from 'next/link';
import { Newspaper } from '@/components/icons';
import { ContentPage } from '@/components/public/content-page';
import { type BlogListItem, getBlogPosts } from '@/components/public/website-content';
import type { Locale } from '@yali/contract/locales';
import { pageMetadata } from '@/features/seo/metadata';
import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/features/booking/format';
import { contentLang, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'BlogPage' });
  return pageMetadata({ locale, title: t('title'), description: t('description'), path: paths.blog });
}

/** `lang="tr"` on a post's field that has no translation in the page's language. */
const turkish = (post: BlogListItem, field: string, locale: Locale) =>
  post.untranslated?.includes(field) ? contentLang(locale) : {};

/** Blog list (SPEC §1) in the page's language (posts without a translation in Turkish); an empty state until posts exist. */
export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const [posts, t] = await Promise.all([getBlogPosts(locale), getTranslations({ locale, namespace: 'BlogPage' })]);
  return (
    <ContentPage title={t('title')} path={paths.blog} lead={t('lead')} wide>
      {posts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <Newspaper aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
          <p className="text-lg font-medium text-slate-800 dark:text-slate-100">{t('emptyTitle')}</p>
          <p className="text-slate-600 dark:text-slate-400">{t('emptyText')}</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p.slug}>
              <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
                {p.published_at && (
                  <time dateTime={p.published_at} className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDay(p.published_at.slice(0, 10), locale)}
                  </time>
                )}
                <h2 {...turkish(p, 'title', locale)} className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                  <Link
                    href={localePath(locale, paths.blogPost(p.slug))}
                    className="after:absolute after:inset-0 hover:text-sea-700 dark:hover:text-brand-400"
                  >
                    {p.title}
                  </Link>
                </h2>
                {p.summary && (
                  <p {...turkish(p, 'summary', locale)} className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">
                    {p.summary}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
