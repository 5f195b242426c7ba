import { DisplayPage, displayMetadata } from '@/components/content/pages/display-page';

// Rendered per request, as every shared page (lib/shared-pages.ts, ADR 10).
export const dynamic = 'force-dynamic';

export const generateMetadata = displayMetadata;

export default function Page() {
  return <DisplayPage />;
}
