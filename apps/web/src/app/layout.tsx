import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@fontsource-variable/inter/wght.css';
import './globals.css';
import { STORAGE_KEYS } from '@yali/contract';

export const metadata: Metadata = {
  title: { default: 'Yalı Villa Kiralama', template: '%s | Yalı Villa Kiralama' },
  description: 'Kaş, Kalkan, Fethiye ve Bodrum’da özel havuzlu kiralık tatil villaları ve tekne kiralama.',
  metadataBase: new URL(process.env.SITE_URL ?? 'http://localhost:3000'),
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#020617' },
  ],
};

// Runs before first paint so the stored theme never flashes the wrong colours.
const themeScript = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)})==='dark')document.documentElement.classList.add('dark')}catch(e){}`;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant inline script, no user input */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
