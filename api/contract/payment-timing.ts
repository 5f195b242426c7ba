/**
 * Times of a payment at the gateway that the browser tells the payer. Kept apart from the schemas
 * (no zod here), as limits.ts is.
 */

/** A payer still away at the gateway this long paid and closed the page, or never will: the gateway is asked. */
export const AWAY_AT_GATEWAY_MINUTES = 30;

/**
 * How long a gateway's page may still be paid after it was opened (gateways end their sessions
 * sooner): until then it holds a retry back, which the payer is told, and an attempt found unpaid
 * may still be reopened.
 */
export const ATTEMPT_OPEN_MINUTES = 15;
