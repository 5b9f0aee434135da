import { EDITABLE_WEBSITE_SECTIONS } from '@yali/contract';
import { notFound } from 'next/navigation';
import { OtherPagesEditor } from '@/features/website-admin/components/other-pages-editor';
import { WebsitePageEditor } from '@/features/website-admin/components/website-page-editor';

type Section = (typeof EDITABLE_WEBSITE_SECTIONS)[number];

export default async function WebsiteSectionPage({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  // The car and transfer pages (SPEC §7 `/other`, decision 022).
  if (section === 'other') return <OtherPagesEditor />;
  if (!(EDITABLE_WEBSITE_SECTIONS as readonly string[]).includes(section)) notFound();
  return <WebsitePageEditor section={section as Section} />;
}
