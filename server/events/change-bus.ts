import crypto from 'node:crypto';
import type { Client } from 'pg';
import { logger } from '../logger';
import {
  deliverDataChanged,
  setDataChangedForwarder,
  type DataChange,
  type EntityChange,
} from './data-changed';
import { deliverUserEvent, setUserEventForwarder, type UserEvent } from './user-events';

/**
 * Carries the API's change announcements between processes through PostgreSQL's LISTEN/NOTIFY
 * (ADR 11): every node that shares the database hears every other node's changes, and a NOTIFY
 * sent after a commit reaches the listeners within milliseconds. A node drops its caches whole
 * whenever its listening connection comes back, since it may have missed announcements meanwhile.
 */

export const CHANGE_CHANNEL = 'bazargah_data_changed';
/** Conversations' announcements to signed-in people (server/events/user-events.ts). */
export const USER_EVENT_CHANNEL = 'bazargah_user_events';

/** What travels on the channels: the change or event, and which process sent it (it already delivered it). */
type Envelope = { origin: string; change: EntityChange };
type UserEnvelope = { origin: string; event: UserEvent };

export type ChangeBus = {
  readonly origin: string;
  /** Resolves once the node listens. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
};

export type ChangeBusOptions = {
  databaseUrl: string;
  /** Back-off after a dropped connection, doubled up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
};

export function startChangeBus(options: ChangeBusOptions): ChangeBus {
  const origin = crypto.randomUUID();
  const retryMs = options.retryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 15_000;
  let client: Client | undefined;
  let closed = false;
  let connectedOnce = false;
  let delay = retryMs;
  let timer: NodeJS.Timeout | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (message: { channel: string; payload?: string }) => {
    if ((message.channel !== CHANGE_CHANNEL && message.channel !== USER_EVENT_CHANNEL) || !message.payload) return;
    let envelope: Partial<Envelope & UserEnvelope>;
    try {
      envelope = JSON.parse(message.payload) as Partial<Envelope & UserEnvelope>;
    } catch {
      logger.warn('change bus: an announcement that is not JSON was ignored');
      return;
    }
    if (envelope.origin === origin) return;
    if (message.channel === CHANGE_CHANNEL && envelope.change?.entity) deliverDataChanged(envelope.change);
    if (message.channel === USER_EVENT_CHANNEL && envelope.event?.kind) deliverUserEvent(envelope.event);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxRetryMs);
  };

  async function connect(): Promise<void> {
    const { Client } = await import('pg');
    const next = new Client({ connectionString: options.databaseUrl });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      logger.warn({ err: error }, 'change bus: connection lost, reconnecting');
      if (client === next) client = undefined;
      void next.end().catch(() => undefined);
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${USER_EVENT_CHANNEL}`);
    } catch (error) {
      logger.warn({ err: error }, 'change bus: cannot listen, retrying');
      void next.end().catch(() => undefined);
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = retryMs;
    // Announcements sent while this node was not listening are lost: nothing kept can be trusted.
    if (connectedOnce) {
      deliverDataChanged({ everything: true });
      deliverUserEvent({ kind: 'resync' });
    }
    connectedOnce = true;
    markReady();
  }

  // Every process that serves the API announces its writes: a web node in front of a separate API
  // serves the API too (app/api/v1), for the browsers that reach it.
  setDataChangedForwarder((change: DataChange) => {
    if ('everything' in change) return;
    const payload = JSON.stringify({ origin, change } satisfies Envelope);
    void notify(CHANGE_CHANNEL, payload).catch((error) =>
      logger.error({ err: error }, 'change bus: an announcement could not be sent; other nodes keep stale copies until their TTL'),
    );
  });
  setUserEventForwarder((event) => {
    if (event.kind === 'resync') return;
    const payload = JSON.stringify({ origin, event } satisfies UserEnvelope);
    void notify(USER_EVENT_CHANNEL, payload).catch((error) =>
      logger.error({ err: error }, 'change bus: a conversation event could not be sent; streams on other nodes catch up at their next event'),
    );
  });

  // Sent on a connection of its own, so an announcement is not lost while the listening one reconnects.
  let sender: Promise<Client> | undefined;
  async function notify(channel: string, payload: string): Promise<void> {
    sender ??= (async () => {
      const { Client } = await import('pg');
      const next = new Client({ connectionString: options.databaseUrl });
      next.on('error', () => {
        sender = undefined;
        void next.end().catch(() => undefined);
      });
      await next.connect();
      return next;
    })().catch((error) => {
      sender = undefined;
      throw error;
    });
    const connection = await sender;
    await connection.query('SELECT pg_notify($1, $2)', [channel, payload]);
  }

  void connect();

  return {
    origin,
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      setDataChangedForwarder(undefined);
      setUserEventForwarder(undefined);
      await client?.end().catch(() => undefined);
      const connection = await sender?.catch(() => undefined);
      await connection?.end().catch(() => undefined);
    },
  };
}
