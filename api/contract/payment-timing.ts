/**
 * Times of a payment at the gateway that the browser tells the payer. Kept apart from the schemas
 * (no zod here), as limits.ts is.
 */

/** A payer still away at the gateway this long paid and closed the page, or never will: the gateway is asked. */
export const AWAY_AT_GATEWAY_MINUTES = 30;
