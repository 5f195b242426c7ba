import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake gateway does with the next request: answer this JSON (with a status), answer late, or hang up. */
export type FakeBehaviour = { json: unknown; status?: number } | { slowMs: number; json: unknown } | 'drop' | { html: string; status: number };

/**
 * A local server speaking a gateway's protocol for tests: it records each request's path and
 * body and does what the test set for the path.
 */
export async function startFakeGateway() {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const behaviours = new Map<string, FakeBehaviour>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      seen.push({ path, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
      const behaviour = behaviours.get(path);
      if (!behaviour || behaviour === 'drop') return void res.socket?.destroy();
      if ('html' in behaviour) return void res.writeHead(behaviour.status, { 'content-type': 'text/html' }).end(behaviour.html);
      const send = () => res.writeHead('status' in behaviour ? (behaviour.status ?? 200) : 200, { 'content-type': 'application/json' }).end(JSON.stringify(behaviour.json));
      if ('slowMs' in behaviour) setTimeout(send, behaviour.slowMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on: (path: string, behaviour: FakeBehaviour) => void behaviours.set(path, behaviour),
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}
