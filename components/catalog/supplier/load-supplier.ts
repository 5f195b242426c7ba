import 'server-only';
import { getSupplier } from '@/api/cached';
import type { SupplierDetail } from '@/api/contract/suppliers';
import { ensureCanonicalSlug, orNotFound, requireId } from '../route-params';

/** The supplier of a route by id; 404 for a bad or unknown id. */
export function loadSupplier(rawId: string, path: string): Promise<SupplierDetail> {
  return orNotFound(getSupplier(requireId(rawId, path)), path);
}

/** As `loadSupplier`, and a wrong or missing slug moves to `canonical(supplier)`. */
export async function loadCanonicalSupplier(
  rawId: string,
  name: string[] | string | undefined,
  path: string,
  canonical: (s: SupplierDetail) => string,
): Promise<SupplierDetail> {
  const supplier = await loadSupplier(rawId, path);
  ensureCanonicalSlug(name, supplier.slug, canonical(supplier));
  return supplier;
}
