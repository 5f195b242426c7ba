/**
 * The screens that have help of their own (`/help/{id}`), by the id their help is written under.
 * The seed writes one entry for each (server/db/seed/content/help.ts); the FAQ page lists them
 * all, and a screen links to its own with `HelpLink`. The charge form sits on the wallet's screen,
 * which links to the wallet's help; the charge's own is reached from the index.
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
