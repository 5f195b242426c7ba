import 'server-only';
import { getMenu } from '@/api/cached';
import type { MenuNode, MenuPlacement } from '@/api/contract/content';
import { optionalRead } from '@/components/catalog/ui/optional-read';

/** One menu of the site from `/websitemenus/tree`: its groups; empty when the API cannot say. */
export async function readMenu(placement: MenuPlacement): Promise<MenuNode[]> {
  return (await optionalRead(getMenu(placement), `${placement} menu`)) ?? [];
}

/** The header's links in one row: an entry with a path, or the children of one without. */
export const flatLinks = (nodes: MenuNode[]) => nodes.flatMap((n) => (n.url ? [n] : n.children.filter((c) => c.url)));
