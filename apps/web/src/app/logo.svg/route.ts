/** The agency mark as a stable URL (schema.org Organization logo); the same drawing as the header logo. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="512" height="512"><rect width="40" height="40" rx="10" fill="#0e3550"/><circle cx="20" cy="17" r="7" fill="#daa106"/><path d="M6 26c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/><path d="M6 31.5c3.5 0 3.5-2.5 7-2.5s3.5 2.5 7 2.5 3.5-2.5 7-2.5 3.5 2.5 7 2.5" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.2" stroke-linecap="round"/></svg>`;

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(SVG, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
}
