import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

export const A = process.env.NODE_A_URL!;
export const B = process.env.NODE_B_URL!;
export const C = process.env.NODE_C_URL!;

/** Logs `phone` (+989…) in on node A with the code its SMS outbox received; gives the access token. */
export async function loginOnA(request: APIRequestContext, phone: string): Promise<string> {
  const since = Date.now();
  expect((await request.post(`${A}/api/v1/users/login-by-otp`, { data: { phone } })).status()).toBe(200);
  const outbox = path.join(process.env.TWO_NODES_DIR!, 'node-a', 'sms-outbox.jsonl');
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
      code = lines.map((l) => JSON.parse(l)).filter((e) => e.phone === phone && Date.parse(e.at) >= since - 1000).at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  const token = await request.post(`${A}/api/v1/connect/token`, { form: { grant_type: 'otp', phone, code: code! } });
  expect(token.status()).toBe(200);
  return (await token.json()).access_token;
}
