import { describe, expect, it } from 'vitest';
import { createApp } from '../app';

/**
 * Every API route that writes, and whether it changes what the public catalogue shows. A route
 * that does must call `publishDataChanged` after its commit (server/events/data-changed.ts), or
 * cached pages and the API's own cache keep the old answer until their TTL. A new write route
 * fails this test until it is sorted into one list or the other, and a test of its publish is
 * named next to it.
 */
const CHANGES_NO_PUBLIC_DATA = {
  'POST /api/v1/users/login-by-otp': 'a one-time code',
  'POST /api/v1/connect/revoke': 'tokens',
  'POST /api/v1/connect/revoke-all': 'the user’s sessions',
  'PUT /api/v1/users/me': 'the user’s own name and details, shown to nobody else',
  'POST /api/v1/users/profile-picture': 'the user’s own picture, served privately',
  'DELETE /api/v1/users/profile-picture': 'the user’s own picture, served privately',
  'POST /api/v1/persons/:id/addresses': 'a person’s addresses, private',
  'PUT /api/v1/persons/:id/addresses': 'a person’s addresses, private',
  'DELETE /api/v1/persons/:id/addresses': 'a person’s addresses, private',
  'POST /api/v1/deliveryaddresses': 'delivery addresses, private',
  'PUT /api/v1/deliveryaddresses/:id': 'delivery addresses, private',
  'DELETE /api/v1/deliveryaddresses/:id': 'delivery addresses, private',
  'POST /api/v1/deliveryaddresses/:id/selected': 'delivery addresses, private',
  'POST /api/v1/buyers': 'the buyer profile, private',
  'POST /api/v1/customers/personcustomer': 'the customer record and role, private (no supplier or merchant row)',
  'PUT /api/v1/customers/profile': 'the customer record, private',
  'POST /api/v1/customers/profile/merchant-agents': 'a customer’s agents, private',
  'PUT /api/v1/customers/profile/merchant-agents': 'a customer’s agents, private',
  'DELETE /api/v1/customers/profile/merchant-agents': 'a customer’s agents, private',
  'POST /api/v1/pagevisits/visit-count': 'visit counters: no public answer shows them',
  'POST /api/v1/categories/:id/suppliers': 'a search with a body; writes nothing',
  'POST /api/v1/userfavorites': 'the user’s own favourites, private',
  'DELETE /api/v1/userfavorites/:id': 'the user’s own favourites, private',
  'POST /api/v1/userfavorites/form': 'the user’s own favourites, private',
  'POST /api/v1/notes': 'the user’s own notes, private',
  'PUT /api/v1/notes/:id': 'the user’s own notes, private',
  'DELETE /api/v1/notes/:id': 'the user’s own notes, private',
  'POST /api/v1/traderequests/direct-order': 'a buyer’s own draft, private',
  'PUT /api/v1/traderequests/direct-order/:id': 'a buyer’s own draft, private',
  'POST /api/v1/files': 'a private document, waiting for its order',
  'POST /api/v1/membershipplans': 'the user’s own plan',
  'POST /api/v1/traderequests/:id/request-confirmation': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/confirm-and-publish': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/accept': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/reject': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/counter': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/accept-counter': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/decline-counter': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/complete': 'a private order between its buyer and supplier',
  'POST /api/v1/traderequests/:id/cancel': 'a private order between its buyer and supplier',
  'POST /api/v1/wallettransactions/charge': 'a private payment and its attempt at a gateway',
  'POST /api/v1/wallettransactions/charge-by-user': 'a private payment and its attempt at a gateway',
  'POST /api/v1/payments/wallet-pay': 'a private wallet and payment (a paid fee publishes its private order)',
  'POST /api/v1/payments/:id/cancel': 'a private payment',
  'POST /api/v1/membershipplans/:id/buy': 'a private payment for a plan',
  'POST /api/v1/payments/:id/refund': 'a private wallet',
  'POST /api/v1/onlinepayments/request': 'a private attempt at a gateway',
  'POST /api/v1/onlinepayments/retry-request': 'a private attempt at a gateway',
  'POST /api/v1/sandbox-gateway/:authority/:decision': 'the sandbox gateway’s own book',
  'POST /api/v1/conversations': 'a private message; announced to its two sides as a user event, not as public data',
  'POST /api/v1/conversations/attachments': 'a private file, waiting for its message',
  'PUT /api/v1/conversations/:id/thread': 'the user’s own read state',
  'DELETE /api/v1/conversations/:id/thread': 'hidden for the user only',
  'POST /api/v1/supplier-desk/suppliers/:supplierId/pictures':
    'stored files under new names; public only once a product or storefront write (which publishes) shows them',
  'POST /api/v1/pagecomments': 'a comment waiting for moderation; public once approved (the moderation publishes)',
  'POST /api/v1/faqquestions/:id/visit': 'a visit count; the most-visited list may be a minute stale',
  'POST /api/v1/feedbacks': 'a private message to the admins',
  'POST /api/v1/admin/feedbacks/:id/read': 'the admins’ inbox, private',
  'POST /api/v1/ai/understand': 'a question; writes nothing',
  'POST /api/v1/ai/chat': 'a question, kept in the asker’s own conversation',
  'POST /api/v1/ai/conversations/turns': 'the asker’s own conversation, private',
  'DELETE /api/v1/ai/conversations/:id': 'the asker’s own conversation, private',
} as const;

/** Write routes that change public data, with the test proving their publish. */
const DESK = 'server/routes/supplier-desk/supplier-desk.test.ts';
const PUBLISHES: Record<string, string> = {
  'POST /api/v1/supplier-desk/suppliers': `${DESK}: opening a storefront… (the new storefront's public answer at once)`,
  'PUT /api/v1/supplier-desk/suppliers/:supplierId': `${DESK}: updates the storefront… (the public answer follows at once)`,
  'POST /api/v1/supplier-desk/suppliers/:supplierId/products': `${DESK}: creates a product that the public catalogue shows at once…`,
  'PUT /api/v1/supplier-desk/suppliers/:supplierId/products/:productId': `${DESK}: an edited price replaces the cached public answer…`,
  'DELETE /api/v1/supplier-desk/suppliers/:supplierId/products/:productId': `${DESK}: another supplier's product is 404… (then deleted: public 404)`,
  'POST /api/v1/supplier-desk/suppliers/:supplierId/products/bulk': `${DESK}: lists my products… bulk actions (the publish is per product, as an edit's)`,
};
const CONTENT = 'server/routes/content/content.test.ts';
Object.assign(PUBLISHES, {
  'POST /api/v1/pages/:id/like': `${CONTENT}: a like counts once… (the page's count)`,
  // At an OTP login the browser's conversations, visits and likes become the user's.
  'POST /api/v1/connect/token': "server/routes/connect/adopt-at-login.test.ts: moves the visitor's page likes… (a page liked both ways: its count)",
  'POST /api/v1/pagecomments/:id/like': `${CONTENT}: a comment waits for an admin… (the tree's count)`,
  'POST /api/v1/admin/pagecomments/moderate': `${CONTENT}: a comment waits for an admin… (expects the page's change)`,
  'POST /api/v1/admin/merchants/:id/confirm': `${CONTENT}: the admin desk… merchants`,
  'POST /api/v1/admin/merchants/:id/refuse': `${CONTENT}: the admin desk… merchants`,
  'POST /api/v1/admin/pages': `${CONTENT}: an admin writes a page of the site`,
  'POST /api/v1/admin/pages/:id/published': `${CONTENT}: a supplier writes its own pages… an admin publishes`,
  'PUT /api/v1/admin/pages/:id': `${CONTENT}: a supplier writes its own pages… an admin edits`,
  'DELETE /api/v1/admin/pages/:id': `${CONTENT}: an admin deletes a page, a storefront's or the site's…`,
  'POST /api/v1/admin/announcements': `${CONTENT}: announcements show between their start and end…`,
  'PUT /api/v1/admin/announcements/:id': `${CONTENT}: announcements…`,
  'DELETE /api/v1/admin/announcements/:id': `${CONTENT}: announcements…`,
  'POST /api/v1/admin/suppliers/:id/verified': `${CONTENT}: the admin desk… the verified badge (the public answer follows)`,
  'POST /api/v1/supplier-desk/suppliers/:supplierId/pages': `${CONTENT}: a supplier writes its own pages…`,
  'PUT /api/v1/supplier-desk/suppliers/:supplierId/pages/:pageId': `${CONTENT}: a supplier writes its own pages… (expects the change)`,
  'DELETE /api/v1/supplier-desk/suppliers/:supplierId/pages/:pageId': `${CONTENT}: a supplier writes its own pages…`,
});

describe('write routes and data-changed events', () => {
  it('sorts every write route into "publishes" or "changes no public data"', () => {
    const writes = new Set(
      createApp()
        .routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
        .map((r) => `${r.method} ${r.path}`),
    );
    const known = new Set([...Object.keys(CHANGES_NO_PUBLIC_DATA), ...Object.keys(PUBLISHES)]);
    expect([...writes].filter((w) => !known.has(w)).sort()).toEqual([]);
    // And no entry outlives its route.
    expect([...known].filter((k) => !writes.has(k)).sort()).toEqual([]);
  });
});
