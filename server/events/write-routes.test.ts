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
  'POST /api/v1/connect/token': 'tokens',
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
} as const;

/** Write routes that change public data, with the test proving their publish. None yet. */
const PUBLISHES: Record<string, string> = {};

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
