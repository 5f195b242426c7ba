import { fetchProduct } from '@/api/catalog';
import { fetchSupplier } from '@/api/suppliers';
import { isApiError } from '@/api/errors';
import type { NewThread } from './conversations-screen';

const ABOUT = /^(supplier_product|supplier):(\d{1,15})$/;

/**
 * The thread a `?to=…&about=…` link asks to begin, with the names the screen shows, read from the
 * catalogue; nothing for a link that names no public supplier, or a product not of that supplier.
 */
export async function loadNewThread(query: { to?: string; about?: string }): Promise<NewThread | undefined> {
  const supplierId = Number(query.to);
  const match = ABOUT.exec(query.about ?? '');
  if (!Number.isSafeInteger(supplierId) || supplierId < 1 || !match) return undefined;
  const pageKind = match[1] as NewThread['pageKind'];
  const objectId = Number(match[2]);
  try {
    if (pageKind === 'supplier') {
      if (objectId !== supplierId) return undefined;
      const supplier = await fetchSupplier(supplierId);
      return { supplierId, pageKind, objectId, supplierName: supplier.name, subjectTitle: supplier.name };
    }
    const product = await fetchProduct(objectId);
    if (product.supplier.id !== supplierId) return undefined;
    return { supplierId, pageKind, objectId, supplierName: product.supplier.name, subjectTitle: product.name };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return undefined;
    throw error;
  }
}
