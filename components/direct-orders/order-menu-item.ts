import type { TradeRequest } from '@/api/contract/trade';
import type { ProfileMenuKey } from '@/stores/user';

/** An order's pages belong to «سفارش‌های من» for its buyer and to the storefronts for its supplier. */
export function orderMenuItem(order: Pick<TradeRequest, 'mySide'>): ProfileMenuKey | undefined {
  return order.mySide === 'supplier' ? 'Suppliers' : undefined;
}
