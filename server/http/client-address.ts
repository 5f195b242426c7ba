import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';
import { env } from '../../lib/config/env';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_KEY_HEADER } from '../../lib/http/client-address';

/**
 * The address per-client limits count against. Only the socket's peer is known for sure; an
 * `X-Forwarded-For` entry counts only when every hop after it is a proxy TRUST_PROXY names (a hop
 * count, or addresses and subnets), as Express's `trust proxy` does — through proxy-addr, the
 * library Express uses. With no TRUST_PROXY the header is ignored: a client that writes its own
 * cannot pick a fresh address per request.
 *
 * Where the API sees the request:
 * - as a Node request (`npm run api`, and the site server's direct path for API reads): from
 *   the socket (`c.env.incoming`);
 * - through Next's route handler, which has no socket: from the address the site server stamped
 *   on the request with this process's key (`stampClientAddress`);
 * - otherwise (`next start` without the site server, in-process calls without a visitor):
 *   'unknown', one shared bucket — limits still hold, only coarser.
 */
export type Trust = (address: string, hop: number) => boolean;

export function compileTrust(setting: string | undefined): Trust {
  const value = setting?.trim();
  if (!value) return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(value.split(',').map((part) => part.trim()).filter(Boolean));
}

let trust: Trust | undefined;
const configuredTrust = () => (trust ??= compileTrust(env().TRUST_PROXY));

const tidy = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').slice(0, 64) || 'unknown';

/** The client of a Node request, by its socket and the proxies trusted in front of it. */
export function addressOfIncoming(req: IncomingMessage, trusted: Trust = configuredTrust()): string {
  if (!req.socket?.remoteAddress) return 'unknown';
  // proxy-addr reads `req.connection`, an alias of `req.socket` that not every request object has.
  const view = { connection: req.socket, socket: req.socket, headers: req.headers };
  return tidy(proxyaddr(view as unknown as IncomingMessage, trusted));
}

const KEY = Symbol.for('bazargah.client-address.key');
type GlobalWithKey = typeof globalThis & { [KEY]?: string };

/** Random per process, shared by the site server and both copies of the API in it (ADR 6). */
function processKey(): string {
  return ((globalThis as GlobalWithKey)[KEY] ??= crypto.randomBytes(24).toString('base64url'));
}

/** The headers that tell the API in this process who the client is. */
export function clientAddressHeaders(address: string): Record<string, string> {
  return { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_KEY_HEADER]: processKey() };
}

/** Site server: replaces whatever a client sent with the address found here. */
export function stampClientAddress(req: IncomingMessage): void {
  Object.assign(req.headers, clientAddressHeaders(addressOfIncoming(req)));
}

function sameKey(given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(processKey());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming?.socket) return addressOfIncoming(incoming);
  const stamped = c.req.header(CLIENT_ADDRESS_HEADER);
  if (stamped && sameKey(c.req.header(CLIENT_ADDRESS_KEY_HEADER))) return tidy(stamped);
  return 'unknown';
}
