import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';

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

/**
 * The app's root passes its children through: the public site's
 * `[locale]/layout.tsx` and the back office's `dashboard/layout.tsx` each draw
 * the document (`<html lang>` differs), through `document.tsx`.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
