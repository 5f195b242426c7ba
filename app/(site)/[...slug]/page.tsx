import { notFound } from 'next/navigation';

/**
 * The seed's catch-all `/{slug...}`: nothing matched, so a real 404. (Content pages by slug
 * arrive with the content issue.)
 */
export default async function CatchAll({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  console.warn(`Page not found: /${slug.join('/')}`);
  notFound();
}
