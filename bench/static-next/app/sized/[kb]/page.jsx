/**
 * Static pages of a given size (`/sized/100` ≈ 100 kB of HTML): the second
 * yardstick of bench/throughput.mjs, so that a cached public page can also be
 * compared with a static page of its own weight. Prerendered at build; about
 * half of a page's bytes is the inline RSC payload, as on the product's pages.
 */
export const dynamicParams = false;
const SIZES = [25, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350];
export const generateStaticParams = () => SIZES.map((kb) => ({ kb: String(kb) }));

const line = 'Özel havuzlu villa, deniz manzarası, 4 yatak odası, 8 kişi; gecelik fiyat ve müsaitlik takvimi. ';

export default async function Sized({ params }) {
  const kb = Number((await params).kb);
  // Each paragraph appears twice in the HTML (markup + RSC payload) and its Turkish letters take two
  // bytes: about 850 bytes a paragraph in all.
  const count = Math.round((kb * 1024) / 850);
  return (
    <main>
      <h1>{kb} kB</h1>
      {Array.from({ length: count }, (_, i) => (
        <p key={i} className="text-slate-700 dark:text-slate-300">
          {line.repeat(3)}
        </p>
      ))}
    </main>
  );
}
