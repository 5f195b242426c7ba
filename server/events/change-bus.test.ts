import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from 'pg';
import { env } from '../../lib/config/env';
import { postgresEnabled } from '../testing/test-database';
import { CHANGE_CHANNEL, startChangeBus, USER_EVENT_CHANNEL, type ChangeBus } from './change-bus';
import { publishDataChanged, subscribeDataChanged, type DataChange } from './data-changed';
import { publishUserEvent, subscribeUserEvents, type UserEvent } from './user-events';

const url = env().TEST_DATABASE_URL ?? env().DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const enabled = await postgresEnabled();

/** Resolves with the changes this process's listeners saw once `count` arrived (or after 3 s). */
function collect(count: number) {
  const seen: DataChange[] = [];
  let unsubscribe = () => {};
  const done = new Promise<DataChange[]>((resolve) => {
    const timer = setTimeout(() => resolve(seen), 3_000);
    unsubscribe = subscribeDataChanged((change) => {
      seen.push(change);
      if (seen.length >= count) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
  return { seen, done: done.finally(() => unsubscribe()) };
}

async function rawNotify(payload: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
  await client.end();
}

describe.runIf(enabled)('the change bus (PostgreSQL LISTEN/NOTIFY)', () => {
  let bus: ChangeBus;
  beforeAll(async () => {
    bus = startChangeBus({ databaseUrl: url, retryMs: 50 });
    await bus.ready;
  });
  afterAll(() => bus.close());

  it("delivers another node's announcement to this node's listeners", async () => {
    const { done } = collect(1);
    await rawNotify(JSON.stringify({ origin: 'another-node', change: { entity: 'product', id: 7 } }));
    expect(await done).toEqual([{ entity: 'product', id: 7 }]);
  });

  it('sends its own announcements to the other nodes once, and does not hear them twice', async () => {
    const listener = new Client({ connectionString: url });
    await listener.connect();
    await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
    const received = new Promise<string>((resolve) => listener.on('notification', (m) => resolve(m.payload ?? '')));
    const { seen } = collect(99);
    publishDataChanged({ entity: 'supplier', id: 3, related: [{ entity: 'category', id: 9 }] });
    const envelope = JSON.parse(await received);
    expect(envelope).toEqual({ origin: bus.origin, change: { entity: 'supplier', id: 3, related: [{ entity: 'category', id: 9 }] } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Delivered here once, synchronously by the publish; the echo from the channel is ignored.
    expect(seen).toEqual([{ entity: 'supplier', id: 3, related: [{ entity: 'category', id: 9 }] }]);
    await listener.end();
  });

  it("carries conversations' user events both ways: another node's to this node's streams, this node's to the others", async () => {
    const heard: UserEvent[] = [];
    const unsubscribe = subscribeUserEvents((event) => heard.push(event));
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(`LISTEN ${USER_EVENT_CHANNEL}`);
    const sent: { origin: string; event: UserEvent }[] = [];
    client.on('notification', (m) => sent.push(JSON.parse(m.payload ?? '{}')));
    const fromElsewhere: UserEvent = { kind: 'message', conversationId: 4, messageId: 41, userIds: [5, 6] };
    await client.query('SELECT pg_notify($1, $2)', [USER_EVENT_CHANNEL, JSON.stringify({ origin: 'another-node', event: fromElsewhere })]);
    await vi.waitFor(() => expect(heard).toContainEqual(fromElsewhere), { timeout: 3_000 });

    const mine: UserEvent = { kind: 'read', conversationId: 4, userIds: [5] };
    publishUserEvent(mine);
    await vi.waitFor(() => expect(sent).toContainEqual({ origin: bus.origin, event: mine }), { timeout: 3_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Delivered here once, by the publish; its echo is ignored.
    expect(heard.filter((e) => e.kind === 'read')).toEqual([mine]);
    unsubscribe();
    await client.end();
  });

  it('ignores announcements that are not its own shape', async () => {
    const { seen } = collect(99);
    await rawNotify('not json');
    await rawNotify(JSON.stringify({ origin: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
  });

  it('after a dropped connection it listens again and tells every cache to drop everything', async () => {
    const { done } = collect(1);
    // Open conversation streams catch up too: they may have missed messages meanwhile.
    const resyncs: UserEvent[] = [];
    const stopResyncs = subscribeUserEvents((event) => resyncs.push(event));
    const admin = new Client({ connectionString: url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()`,
      [`LISTEN ${CHANGE_CHANNEL}%`],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    expect(await done).toEqual([{ everything: true }]);
    expect(resyncs).toEqual([{ kind: 'resync' }]);
    stopResyncs();
    // And it hears the others again.
    const next = collect(1);
    await vi.waitFor(async () => {
      await rawNotify(JSON.stringify({ origin: 'another-node', change: { entity: 'category', id: 1 } }));
      expect(next.seen).toContainEqual({ entity: 'category', id: 1 });
    }, { timeout: 5_000, interval: 200 });
  });
});
