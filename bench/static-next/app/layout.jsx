export const metadata = { title: 'Statik sayfa', description: 'bench/throughput.mjs için ölçüt sayfası' };

export default function RootLayout({ children }) {
  return (
    <html lang="tr">
      <body>{children}</body>
    </html>
  );
}
