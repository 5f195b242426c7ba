import 'server-only';
import { notFound } from 'next/navigation';
import { isApiError } from '@/api/client';
import { api } from '@/api/client';
import type { DeskProduct, Storefront } from '@/api/contract/supplier-desk';
import { forwardedAuthHeaders } from '@/lib/auth/request-session';

/** A positive id from the URL, or the 404 page (a hand-typed `/profile/suppliers/abc`). */
function idOf(text: string): number {
  if (!/^[1-9]\d{0,15}$/.test(text)) notFound();
  return Number(text);
}

/** Another owner's storefront or product answers 404 from the API, and is the 404 page here. */
async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

export async function loadStorefront(supplierId: string): Promise<Storefront> {
  const headers = await forwardedAuthHeaders();
  return orNotFound(api.get<Storefront>(`/supplier-desk/suppliers/${idOf(supplierId)}`, { headers }));
}

export async function loadDeskProduct(supplierId: number, productId: string): Promise<DeskProduct> {
  const headers = await forwardedAuthHeaders();
  return orNotFound(api.get<DeskProduct>(`/supplier-desk/suppliers/${supplierId}/products/${idOf(productId)}`, { headers }));
}
