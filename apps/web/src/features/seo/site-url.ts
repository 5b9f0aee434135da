/** The public address of the site (SITE_URL), for canonical links, sitemap and JSON-LD. */
const env: Record<string, string | undefined> = process.env;

export function siteUrl(): string {
  return (env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** Absolute URL of a site path or of an API media path ('/v1/media/…'). */
export const absoluteUrl = (path: string) =>
  /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
