/** The rich-text sanitiser against an XSS corpus (villa descriptions are rendered as HTML on the public page). */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../src/lib/sanitize.ts';

/** Every payload must come out without anything that can run script or load content. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<p>a<script>document.cookie</script>b</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<body onload=alert(1)>',
  '<p onclick="alert(1)">tıkla</p>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href="  javascript:alert(1)">link</a>',
  '<a href="java&#x09;script:alert(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="background:url(javascript:alert(1))">stil</p>',
  '<div style="position:fixed;inset:0">örtü</div>',
  '<style>body{display:none}</style>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<math><mtext><script>alert(1)</script></mtext></math>',
  '<details open ontoggle=alert(1)>',
  '<p>iyi</p><!-- <script>alert(1)</script> -->',
  '"><script>alert(1)</script>',
  '<<script>script>alert(1)//<</script>/script>',
];

const DANGEROUS =
  /<script|<iframe|<svg|<img|<style|<object|<embed|<form|<meta|<math|\son\w+\s*=|javascript:|vbscript:|data:|style=/i;

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(DANGEROUS);
  });

  it('keeps the editor vocabulary', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><h4>Küçük</h4><p><strong>kalın</strong> <em>italik</em> <u>altı çizili</u><br></p>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote>alıntı</blockquote>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Başlık</h2><h3>Alt</h3><h4>Küçük</h4><p><strong>kalın</strong> <em>italik</em> <u>altı çizili</u><br /></p>' +
        '<ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote>alıntı</blockquote>',
    );
  });

  it('turns <b> and <i> into <strong> and <em>', () => {
    expect(sanitizeRichText('<b>a</b><i>b</i>')).toBe('<strong>a</strong><em>b</em>');
  });

  it('keeps http, https and mailto links with rel="noopener noreferrer" and drops other attributes', () => {
    expect(sanitizeRichText('<a href="https://yali.example/x" target="_blank" class="c" onclick="x()">a</a>')).toBe(
      '<a href="https://yali.example/x" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="mailto:info@yali.example">m</a>')).toBe(
      '<a href="mailto:info@yali.example" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('drops unknown tags but keeps their text, and removes script bodies entirely', () => {
    expect(sanitizeRichText('<div><span>metin</span></div>')).toBe('metin');
    expect(sanitizeRichText('<p>a<script>kötü()</script>b</p>')).toBe('<p>ab</p>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('3 < 5 & 6 > 4')).toBe('3 &lt; 5 &amp; 6 &gt; 4');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
  });
});
