import { FaqPage, faqMetadata, faqQueryOf } from '@/components/content/pages/faq-page';

// Searched by its query (`?q=`): rendered per request.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export const generateMetadata = async ({ searchParams }: Props) => faqMetadata(faqQueryOf((await searchParams).q));

export default async function Page({ searchParams }: Props) {
  return <FaqPage q={faqQueryOf((await searchParams).q)} />;
}
