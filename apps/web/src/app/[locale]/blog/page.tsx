import type { Metadata } from 'next';
import Link from 'next/link';
import { Newspaper } from '@/components/icons';
import { ContentPage } from '@/components/public/content-page';
import { getBlogPosts } from '@/components/public/website-content';
import { pageMetadata } from '@/features/seo/metadata';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Cached page (ISR), revalidated on demand by the back office's writes (decision 004).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return pageMetadata({
    locale: await pageLocale(params),
    title: 'Blog',
    description: 'Tatil bölgeleri, villa tatili ipuçları ve gezi önerileri: Kaş, Kalkan, Fethiye ve Bodrum’dan yazılar.',
    path: paths.blog,
  });
}

/** Blog list (SPEC §1); an empty state until posts exist. */
export default async function BlogPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const posts = await getBlogPosts();
  return (
    <ContentPage
      title="Blog"
      path={paths.blog}
      lead="Tatil bölgelerimizden haberler, gezi rotaları ve villa tatili ipuçları."
      wide
    >
      {posts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
          <Newspaper aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
          <p className="text-lg font-medium text-slate-800 dark:text-slate-100">Henüz yazı yok</p>
          <p className="text-slate-600 dark:text-slate-400">Yakında tatil bölgelerimizden yazılar burada olacak.</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p) => (
            <li key={p.slug}>
              <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:shadow-lg dark:border-slate-800 dark:bg-slate-900">
                {p.published_at && (
                  <time dateTime={p.published_at} className="text-xs text-slate-600 dark:text-slate-400">
                    {formatDate(p.published_at.slice(0, 10))}
                  </time>
                )}
                <h2 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
                  <Link
                    href={paths.blogPost(p.slug)}
                    className="after:absolute after:inset-0 hover:text-sea-700 dark:hover:text-brand-400"
                  >
                    {p.title}
                  </Link>
                </h2>
                {p.summary && <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{p.summary}</p>}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
