import { notFound } from 'next/navigation';

/**
 * A direct order by id. Direct orders arrive with the trade issue; until then no order exists,
 * so every id (and any non-numeric one, by route validation) is a real 404.
 */
export default async function Page({ params }: { params: Promise<{ Id: string }> }) {
  const { Id } = await params;
  if (!/^\d+$/.test(Id)) console.warn(`Page Not Found: /profile/directOrderReport/${Id}`);
  notFound();
}
