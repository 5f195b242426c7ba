import messages from '../../../messages/fa.json';
import type { TradeAction, TradeRequestState, TradeSide } from '../../../api/contract/trade';

/**
 * The direct order's state machine (PRODUCT.md, "Direct orders"): for each action, the states it
 * starts from, the state it leads to, and the side that may take it. The one definition: the
 * service applies it, and each order's `actions` (what its page offers) are read from it.
 */
export type Transition = { from: readonly TradeRequestState[]; to: TradeRequestState; by: readonly TradeSide[] };

export const TRANSITIONS: Record<Exclude<TradeAction, 'create'>, Transition> = {
  request_confirmation: { from: ['draft'], to: 'awaiting_confirmation', by: ['buyer'] },
  confirm_and_publish: { from: ['awaiting_confirmation'], to: 'published', by: ['buyer'] },
  accept: { from: ['published'], to: 'accepted', by: ['supplier'] },
  reject: { from: ['published'], to: 'rejected', by: ['supplier'] },
  counter: { from: ['published'], to: 'countered', by: ['supplier'] },
  accept_counter: { from: ['countered'], to: 'accepted', by: ['buyer'] },
  decline_counter: { from: ['countered'], to: 'rejected', by: ['buyer'] },
  // Either side may mark a delivered order done: the buyer on receipt, the supplier on delivery.
  complete: { from: ['accepted'], to: 'completed', by: ['buyer', 'supplier'] },
  cancel: { from: ['draft', 'awaiting_confirmation', 'published', 'countered', 'accepted'], to: 'cancelled', by: ['buyer'] },
};

export type TransitionAction = keyof typeof TRANSITIONS;

export const isTransitionAction = (action: string): action is TransitionAction => action in TRANSITIONS;

/** What `side` may do with an order in `state`. */
export function actionsFor(state: TradeRequestState, side: TradeSide): TransitionAction[] {
  return (Object.keys(TRANSITIONS) as TransitionAction[]).filter((a) => TRANSITIONS[a].from.includes(state) && TRANSITIONS[a].by.includes(side));
}

/** Persian names of the states and actions: the site's own texts (messages/fa.json), for the API's refusals and notices. */
export const STATE_NAMES: Record<TradeRequestState, string> = messages.directOrders.states;
export const ACTION_NAMES: Record<TradeAction, string> = messages.directOrders.actions;
