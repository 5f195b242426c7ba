import type { TradeRequestState } from '@/api/contract/trade';

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** How each state of an order is marked in lists and on its page. */
export const STATE_COLORS: Record<TradeRequestState, ChipColor> = {
  draft: 'default',
  awaiting_confirmation: 'warning',
  published: 'info',
  countered: 'secondary',
  accepted: 'success',
  rejected: 'error',
  completed: 'success',
  cancelled: 'default',
};
