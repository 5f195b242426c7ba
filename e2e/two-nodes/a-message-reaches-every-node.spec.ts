import { expect, test } from '@playwright/test';
import { A, B, loginOnA } from './login-on-a';

/**
 * Issue 13's real time across nodes: a message written on node A reaches, within 1 s, the events
 * stream its supplier holds open on node B; after a drop, the stream resumed on B from its last
 * event id gets what was written meanwhile.
 */
const SELLER = '+989120000004';
const BUYER = '+989123450113';
const WITHIN_MS = 1_000;

type Event = { event: string; id?: string; data: Record<string, unknown>; at: number };

/** An open events stream: each event as it arrives, with the time it did. */
async function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  const events: Event[] = [];
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data || '{}'), at: Date.now() });
        }
      }
    } catch {
      // Aborted: the test dropped the connection.
    }
  })();
  return { events, close: async () => (controller.abort(), await reading) };
}

test('a message written on node A reaches a stream held on node B within 1 s, and a resumed stream gets what it missed', async ({ request }) => {
  const seller = { authorization: `Bearer ${await loginOnA(request, SELLER)}` };
  const buyer = { authorization: `Bearer ${await loginOnA(request, BUYER)}` };
  const [storefront] = await (await request.get(`${A}/api/v1/supplier-desk/suppliers`, { headers: seller })).json();

  const stream = await openStream(`${B}/api/v1/conversations/events`, seller);
  await expect.poll(() => stream.events.some((e) => e.event === 'unread')).toBe(true);

  const sentAt = Date.now();
  const first = await request.post(`${A}/api/v1/conversations`, {
    headers: buyer,
    data: { supplierId: storefront.id, pageKind: 'supplier', objectId: storefront.id, body: 'سلام؛ از گره الف' },
  });
  expect(first.status()).toBe(201);
  const { message, conversation } = await first.json();
  await expect.poll(() => stream.events.find((e) => e.event === 'message' && e.id === String(message.id)), { timeout: 5_000, intervals: [25] }).toBeTruthy();
  const arrived = stream.events.find((e) => e.id === String(message.id))!;
  expect(arrived.data).toMatchObject({ message: { body: 'سلام؛ از گره الف', mine: false }, conversation: { id: conversation.id, mySide: 'supplier' } });
  expect(arrived.at - sentAt, 'from the write on A to the event on B').toBeLessThanOrEqual(WITHIN_MS);
  await stream.close();

  // Written while the stream is down; the browser would resume with Last-Event-ID.
  const missed = await (
    await request.post(`${A}/api/v1/conversations`, { headers: buyer, data: { conversationId: conversation.id, body: 'و این یکی وقتی نبودید' } })
  ).json();
  const resumed = await openStream(`${B}/api/v1/conversations/events`, { ...seller, 'last-event-id': String(message.id) });
  await expect.poll(() => resumed.events.some((e) => e.event === 'message' && e.id === String(missed.message.id)), { timeout: 5_000 }).toBe(true);
  await resumed.close();
});
