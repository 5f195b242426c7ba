import { HowItWorksPage, howItWorksMetadata } from '@/components/content/pages/how-it-works-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

export const generateMetadata = howItWorksMetadata;

export default function Page() {
  return <HowItWorksPage />;
}
