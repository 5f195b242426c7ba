import { notFound } from 'next/navigation';

// The proxy's 404 for catalogue URLs (a missing id, an impossible parameter): rendered per
// request, so no made-up URL ever gets a cached page of its own.
export const dynamic = 'force-dynamic';

export default function MissingCataloguePage() {
  notFound();
}
