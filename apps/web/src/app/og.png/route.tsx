import { ImageResponse } from 'next/og';

/**
 * The site's default sharing image (Open Graph / Twitter card) at a stable
 * address, `/og.png`, generated once at build time; pages without an image of
 * their own point to it (features/seo/metadata.ts).
 */
const size = { width: 1200, height: 630 };

export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #061a2b 0%, #0e3550 55%, #1b5a80 100%)',
        color: 'white',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: '28px' }}>
        <div
          style={{
            width: 120,
            height: 120,
            borderRadius: 28,
            background: '#0e3550',
            border: '4px solid rgba(255,255,255,0.25)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <div style={{ width: 64, height: 64, borderRadius: 64, background: '#daa106' }} />
        </div>
        <div style={{ fontSize: 110, fontWeight: 800, letterSpacing: -3, display: 'flex' }}>
          Yalı<span style={{ color: '#daa106' }}>.</span>
        </div>
      </div>
      <div style={{ marginTop: 40, fontSize: 54, fontWeight: 700, display: 'flex' }}>Özel havuzlu kiralık tatil villaları</div>
      <div style={{ marginTop: 18, fontSize: 34, color: '#cbd5e1', display: 'flex' }}>
        Kaş · Kalkan · Fethiye · Bodrum · Kemer
      </div>
    </div>,
    size,
  );
}
