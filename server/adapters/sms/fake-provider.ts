import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};
export type Reply = { status: number; body: string; contentType?: string } | 'hang-up';

/**
 * A local stand-in for an SMS provider, for adapter tests: records each request and answers with
 * whatever the test queued (JSON by default).
 */
export async function startFakeProvider() {
  const received: Received[] = [];
  const replies: Reply[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 500, body: '{}' };
      if (reply === 'hang-up') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, {
        'content-type': reply.contentType ?? 'application/json; charset=utf-8',
      });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    reply(next: Reply) {
      replies.push(next);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Collects adapter log lines so a test can check what was (and was not) written. */
export function collectingLog() {
  const lines: { level: string; data: object; message: string }[] = [];
  const push = (level: string) => (data: object, message: string) =>
    lines.push({ level, data, message });
  return {
    lines,
    log: { info: push('info'), warn: push('warn'), error: push('error') },
    text: () => JSON.stringify(lines),
  };
}
