/**
 * The screens that have help of their own (`/help/{id}`), by the id their help is written under.
 * The seed writes one entry for each (server/db/seed/content/help.ts); a screen links to its help
 * with `HelpLink`, and the FAQ page lists them all.
 */
export const HELP_TOPIC_IDS = [
  'login',
  'profile',
  'personal-info',
  'addresses',
  'wallet',
  'wallet-charge',
  'payment-result',
  'direct-order-form',
  'direct-orders',
  'direct-order-info',
  'messages',
  'favorites',
  'notes',
  'supplier-desk',
  'supplier-products',
  'search',
  'membership',
] as const;

export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];
