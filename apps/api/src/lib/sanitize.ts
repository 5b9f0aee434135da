/**
 * Server-side sanitiser for admin-written rich text (villa descriptions).
 * The public villa page renders the stored HTML as is, so whatever reaches
 * the database must already be harmless: the allow-list below is the whole
 * vocabulary of the back-office editor and nothing else survives.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  // Only web and mail links; javascript:, data:, vbscript: … are dropped with the attribute.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies go entirely, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // The editor's <b>/<i> become their semantic twins instead of being dropped.
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href) out.href = attribs.href;
      out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/**
 * Answers `html` reduced to the allowed tags (p, br, strong, em, u, ul, ol,
 * li, h2–h4, a, blockquote); links keep only http, https and mailto targets
 * and always carry `rel="noopener noreferrer"`. Never throws; empty input
 * answers ''.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
