import type { TradeRequestState, TradeSide } from '@/api/contract/trade';

/** States each side reads in its own words: «فرستاده‌شده به تأمین‌کننده» told the supplier nothing of what it had to do. */
const SUPPLIER_WORDED: readonly TradeRequestState[] = ['published', 'countered'];

/** The message key of an order's state as `side` reads it (`directOrders` messages). */
export function stateKey(state: TradeRequestState, side: TradeSide): `states.${TradeRequestState}` | `supplierStates.${'published' | 'countered'}` {
  return side === 'supplier' && SUPPLIER_WORDED.includes(state) ? `supplierStates.${state as 'published' | 'countered'}` : `states.${state}`;
}
