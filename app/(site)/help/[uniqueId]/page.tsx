import { HelpPage, helpMetadata } from '@/components/content/pages/help-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ uniqueId: string }> };

export const generateMetadata = async ({ params }: Props) => helpMetadata((await params).uniqueId);

export default async function Page({ params }: Props) {
  return <HelpPage uniqueId={(await params).uniqueId} />;
}
