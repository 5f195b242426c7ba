import 'server-only';
import { notFound } from 'next/navigation';
import { isApiError } from '@/api/client';
import { fetchTradeEvents, fetchTradeRequest } from '@/api/trade';
import { fetchProduct } from '@/api/catalog';
import { fetchSupplier } from '@/api/suppliers';
import type { TradeEvent, TradeRequest } from '@/api/contract/trade';
import { forwardedAuthHeaders } from '@/lib/auth/request-session';
import type { OrderedProduct, OrderedSupplier } from './direct-order-form';

/** A positive id from the URL, or the 404 page; the seed's message for a failed route check. */
function idOf(text: string, path: string): number {
  if (!/^[1-9]\d{0,15}$/.test(text)) {
    console.warn(`Page Not Found: ${path}`);
    notFound();
  }
  return Number(text);
}

/** The order as the caller may see it, or the 404 page (someone else's order answers 404 from the API). */
export async function loadOrder(idText: string, path: string): Promise<{ order: TradeRequest; events: TradeEvent[] }> {
  const id = idOf(idText, path);
  const headers = await forwardedAuthHeaders();
  try {
    const [order, events] = await Promise.all([fetchTradeRequest(id, { headers }), fetchTradeEvents(id, { headers })]);
    return { order, events };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}

/** What the order form shows of the product it is about; null for a product that is gone. */
export async function loadOrderedProduct(idText: string | undefined): Promise<OrderedProduct | null> {
  if (!idText || !/^[1-9]\d{0,15}$/.test(idText)) return null;
  try {
    const p = await fetchProduct(Number(idText));
    return {
      id: p.id,
      name: p.name,
      supplierName: p.supplier.name,
      price: p.price,
      unitId: p.priceUnit?.id ?? null,
      minOrder: p.minOrderQuantity && p.minOrderUnit ? { quantity: p.minOrderQuantity, unitId: p.minOrderUnit.id, unitName: p.minOrderUnit.name } : null,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The supplier a direct order from its page goes to; null for one that is gone. */
export async function loadOrderedSupplier(idText: string | undefined): Promise<OrderedSupplier | null> {
  if (!idText || !/^[1-9]\d{0,15}$/.test(idText)) return null;
  try {
    const s = await fetchSupplier(Number(idText));
    return { id: s.id, name: s.name };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
