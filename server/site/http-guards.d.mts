import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const SUPPORTED_METHODS: string[];
export const RAW_PROBLEM_TITLES: Record<number, string>;
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
export function answerConnect(req: IncomingMessage, socket: Duplex): void;
/** Any Node server (http.Server, or what @hono/node-server's serve returns). */
export function guardServer<S extends EventEmitter>(server: S): S;
export function answerUnsupportedMethod(req: IncomingMessage, res: ServerResponse): boolean;
