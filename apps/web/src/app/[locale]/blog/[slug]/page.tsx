import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { type BlogPost, CACHE_TAGS, PUBLIC_REVALIDATE_SECONDS } from '@yali/contract';
import { ContentPage, HtmlContent } from '@/components/public/content-page';
import { JsonLd } from '@/features/seo/json-ld';
import { pageMetadata, plainText, SITE_NAME } from '@/features/seo/metadata';
import { absoluteUrl } from '@/features/seo/site-url';
import { apiGet } from '@/lib/api.server';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@yali/contract/locales';
import { formatDay } from '@/features/booking/format';
import { contentLang, INTL_TAG, langQuery, localePath } from '@/i18n/paths';
import { paths } from '@/lib/paths';
import { type LocaleParams, pageLocale } from '@/i18n/page-locale';

// Rendered on first visit, then cached until revalidated (decision 004); the build does not call the API.
export const revalidate = 300;
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Params = LocaleParams<{ slug: string }>;

/** A published post (`GET /v1/blog/{slug}`) in `locale`; null when unknown or not published. */
const getPost = cache(
  async (slug: string, locale: Locale): Promise<BlogPost | null> =>
    apiGet<BlogPost>(`/v1/blog/${encodeURIComponent(slug)}${langQuery(locale)}`, {
      revalidate: PUBLIC_REVALIDATE_SECONDS,
      tags: [CACHE_TAGS.blog],
    }),
);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const post = await getPost((await params).slug, locale);
  if (!post) return { title: (await getTranslations({ locale, namespace: 'BlogPage' }))('notFound') };
  const cover = post.cover.at(-1);
  return pageMetadata({
    locale,
    title: post.seo_title || post.title,
    description: post.seo_description || post.summary || plainText(post.body).slice(0, 160),
    path: paths.blogPost(post.slug),
    type: 'article',
    ...(cover ? { image: { url: cover.url, width: cover.width, alt: post.title } } : {}),
  });
}

/**
 * A blog post page (SPEC §1 "blog") with BlogPosting JSON-LD, in the page's language where the post has a
 * translation (the rest marked Turkish); 404 when missing or unpublished.
 */
export default async function BlogPostPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const post = await getPost((await params).slug, locale);
  if (!post) notFound();
  const cover = post.cover.at(-1);
  const turkish = (field: string) => (post.untranslated?.includes(field) ? contentLang(locale) : {});
  return (
    <ContentPage title={post.title} titleUntranslated={!!post.untranslated?.includes('title')} path={paths.blogPost(post.slug)}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          inLanguage: INTL_TAG[locale],
          description: post.seo_description || post.summary,
          datePublished: post.published_at,
          dateModified: post.updated_at,
          url: absoluteUrl(localePath(locale, paths.blogPost(post.slug))),
          ...(cover ? { image: absoluteUrl(cover.url) } : {}),
          publisher: { '@type': 'Organization', name: SITE_NAME },
        }}
      />
      {post.published_at && (
        <p className="-mt-2 mb-6 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.published_at}>{formatDay(post.published_at.slice(0, 10), locale)}</time>
        </p>
      )}
      {cover && (
        // biome-ignore lint/performance/noImgElement: WebP variants already sized by the API
        <img
          src={cover.url}
          srcSet={post.cover.map((c) => `${c.url} ${c.width}w`).join(', ')}
          sizes="(min-width: 1024px) 768px, 100vw"
          alt=""
          className="mb-6 aspect-[16/9] w-full max-w-3xl rounded-2xl object-cover"
        />
      )}
      {post.summary && (
        <p {...turkish('summary')} className="mb-6 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          {post.summary}
        </p>
      )}
      <HtmlContent html={post.body} untranslated={!!post.untranslated?.includes('body')} />
    </ContentPage>
  );
}
