import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import { expectProblem } from '../../testing/api-assertions';
import { clientAddressHeaders } from '../../http/client-address';
import { createOpenAiCompatibleModel } from '../../adapters/ai-model/openai-compatible';
import { useChatModelForTests } from '../../adapters/ai-model';
import { startFakeModel } from '../../adapters/ai-model/fake-model';

/** Issue 17's model-backed answer, against a local server that streams as OpenAI's API does. */
describeEachDatabase('POST /ai/chat with a model', () => {
  const app = createApp();
  let fake: Awaited<ReturnType<typeof startFakeModel>>;
  beforeAll(async () => {
    fake = await startFakeModel();
  });
  afterAll(() => fake?.close());
  afterEach(() => useChatModelForTests(undefined));

  const ask = (text: unknown) =>
    app.request('/api/v1/ai/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...clientAddressHeaders(`198.20.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 255)}`) },
      body: JSON.stringify({ text }),
    });
  /** The stream's events in order: name and parsed data. */
  const eventsOf = async (res: Response) =>
    (await res.text())
      .split('\n\n')
      .filter((block) => block.includes('event:'))
      .map((block) => ({ event: /event: (\S+)/.exec(block)![1], data: JSON.parse(/data: (.*)/.exec(block)![1]) }));

  it('streams what was understood, then the model\'s answer piece by piece; the model is told only the rows found', async () => {
    useChatModelForTests(createOpenAiCompatibleModel({ baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5_000 }));
    fake.answer({ pieces: ['برای ', 'میلگرد آجدار ', 'دو تأمین‌کننده پیدا شد.'], delayMs: 20 });
    const res = await ask('۵۰ تن میلگرد آجدار تحویل تهران');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await eventsOf(res);
    expect(events.map((e) => e.event)).toEqual(['conversation', 'understood', 'delta', 'delta', 'delta', 'done']);
    expect(events[1].data.categories[0].name).toBe('میلگرد');
    expect(events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('')).toBe('برای میلگرد آجدار دو تأمین‌کننده پیدا شد.');
    const told = fake.requests.at(-1)!;
    expect(told.headers.authorization).toBe('Bearer test-key');
    expect(told.body).toMatchObject({ model: 'fake-model', stream: true });
    const system = told.body.messages[0].content;
    expect(system).toContain('فقط از داده‌های زیر');
    for (const s of events[1].data.suppliers.slice(0, 3)) expect(system).toContain(s.name);
    expect(told.body.messages[1]).toEqual({ role: 'user', content: '۵۰ تن میلگرد آجدار تحویل تهران' });

    // The need and the answer given are kept in the asker's conversation.
    const cookie = `visitorId=${/visitorId=([^;]+)/.exec(res.headers.get('set-cookie')!)![1]}`;
    const kept = await (await app.request(`/api/v1/ai/conversations/${events[0].data.conversationId}`, { headers: { cookie } })).json();
    expect(kept.turns).toEqual([expect.objectContaining({ text: '۵۰ تن میلگرد آجدار تحویل تهران', answer: 'برای میلگرد آجدار دو تأمین‌کننده پیدا شد.' })]);
  });

  it('a slow model is given up and the rule-based answer stands; so does a failing one', async () => {
    useChatModelForTests(createOpenAiCompatibleModel({ baseUrl: fake.url, model: 'fake-model', timeoutMs: 300 }));
    fake.answer({ pieces: ['دیر', ' و دیرتر', ' و دیرتر'], delayMs: 200 });
    const slow = await eventsOf(await ask('قیمت سیمان تیپ ۲ فله اصفهان'));
    expect(slow.at(-1)).toMatchObject({ event: 'fallback', data: { reason: 'timeout', text: expect.stringContaining('سیمان') } });
    expect(slow.filter((e) => e.event === 'delta').length).toBeLessThan(3);
    fake.answer({ status: 503 });
    const failing = await eventsOf(await ask('قیمت سیمان تیپ ۲ فله اصفهان'));
    expect(failing.map((e) => e.event)).toEqual(['conversation', 'understood', 'fallback']);
    expect(failing[2].data.reason).toBe('error');
  });

  it('without a model: a Persian 501 that points to the assistant; bad input is a 400', async () => {
    useChatModelForTests(null);
    const problem = await expectProblem(await ask('سیمان'), 501);
    expect(problem.detail).toMatch(/دستیار خرید/);
    useChatModelForTests(createOpenAiCompatibleModel({ baseUrl: fake.url, model: 'fake-model', timeoutMs: 300 }));
    await expectProblem(await ask(''), 400);
  });
});
