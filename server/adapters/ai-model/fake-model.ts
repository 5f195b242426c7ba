import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking OpenAI's streaming chat protocol for tests: it answers `/chat/completions`
 * with the given pieces as `data:` events `delayMs` apart, then `[DONE]`; or an HTTP error. It keeps
 * every request body, so a test can read what the model was told.
 */
export async function startFakeModel() {
  const requests: { headers: http.IncomingHttpHeaders; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } }[] = [];
  let behaviour: { pieces: string[]; delayMs: number } | { status: number } = { pieces: [], delayMs: 0 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if ('status' in behaviour) return void res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const { pieces, delayMs } = behaviour;
      for (const piece of pieces) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer: (next: typeof behaviour) => void (behaviour = next),
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}
