import { deadlineOf } from '../../../lib/http/deadline';

/** A JSON POST to a gateway with a deadline: the parsed answer and its status, or the error that stopped it. */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<{ status: number; json: unknown }> {
  // The deadline covers reading the answer too; it is let go of either way (deadline.ts).
  const deadline = deadlineOf(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: deadline.signal,
    });
    text = await response.text();
  } finally {
    deadline.release();
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A proxy's HTML error page, an empty body: no answer we can read.
  }
  return { status: response.status, json };
}
