import type { Db } from '../../db/client';
import type { UnderstoodNeed } from '../../../api/contract/ai';
import type { ChatMessage, ChatModel } from '../../adapters/ai-model';
import { formatToman } from '../../../lib/persian/money';
import { understandNeed } from './understand';
import { recordAnswer } from './conversations';

export type ChatEvent =
  | { event: 'understood'; data: UnderstoodNeed }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: Record<string, never> }
  | { event: 'fallback'; data: { reason: 'timeout' | 'error'; text: string } };

/** The rule-based answer in a sentence or two: what stands when the model fails or is slow. */
export function ruleBasedAnswer(need: UnderstoodNeed): string {
  if (!need.categories.length) return 'کالای این نیاز را نشناختیم؛ نام کالا یا خدمت را روشن‌تر بنویسید.';
  const lines = [`نیاز شما در دستهٔ «${need.categories[0].name}» است.`];
  if (need.suppliers.length) {
    lines.push(`${need.products.length} پیشنهاد از ${need.suppliers.length} تأمین‌کننده پیدا شد: ${need.suppliers.slice(0, 3).map((s) => s.name).join('، ')}.`);
  } else lines.push('پیشنهادی برای آن پیدا نشد.');
  return lines.join(' ');
}

/**
 * What the model is given: only the rows the site found, and the rule to answer from them alone
 * (no price, supplier or promise that is not in them), in Persian, with follow-up questions.
 */
export function messagesFor(need: UnderstoodNeed): ChatMessage[] {
  const rows = {
    understood: { quantity: need.quantity, unit: need.unit?.name ?? null, city: need.city?.name ?? null, date: need.date?.day ?? null, properties: need.properties.map((p) => `${p.name}: ${p.value}`) },
    categories: need.categories.slice(0, 3).map((c) => c.name),
    offers: need.products.map((p) => ({ name: p.name, supplier: p.supplier.name, city: p.supplier.city?.name ?? null, verified: p.supplier.isVerified, price: p.price !== null ? formatToman(p.price) : 'استعلامی', unit: p.priceUnit?.name ?? null })),
    suppliers: need.suppliers.map((s) => ({ name: s.name, city: s.city, verified: s.isVerified, offers: s.offerCount })),
  };
  return [
    {
      role: 'system',
      content:
        'تو دستیار خرید بازارگاه هستی و به فارسی روان و کوتاه پاسخ می‌دهی. فقط از داده‌های زیر استفاده کن؛ هیچ قیمت، تأمین‌کننده، موجودی یا وعده‌ای را که در داده‌ها نیست نگو. ' +
        'اگر داده‌ها برای پاسخ کافی نیست، همین را بگو. در پایان حداکثر دو پرسش تکمیلی بپرس که به یافتن تأمین‌کنندهٔ بهتر کمک کند (مثل مقدار، شهر تحویل یا زمان).\n' +
        `داده‌ها:\n${JSON.stringify(rows)}`,
    },
    { role: 'user', content: need.text },
  ];
}

/**
 * The conversational answer: first what was understood (the rule-based reading and its rows),
 * then the model's answer as it streams; if the model fails or takes longer than its timeout,
 * the rule-based answer stands. The answer given is kept with the need's turn of its conversation.
 */
export async function* chatAboutNeed(db: Db, text: string, model: ChatModel, turn?: { conversationId: string; position: number }): AsyncGenerator<ChatEvent> {
  const need = await understandNeed(db, text);
  yield { event: 'understood', data: need };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), model.timeoutMs);
  let answer = '';
  // Kept only once whole: an answer the asker left before its end is not kept as if it were.
  const keep = async () => {
    if (turn && answer) await recordAnswer(db, turn.conversationId, turn.position, answer).catch(() => {});
  };
  try {
    for await (const piece of model.stream(messagesFor(need), controller.signal)) {
      answer += piece;
      yield { event: 'delta', data: { text: piece } };
    }
    clearTimeout(timer);
    await keep();
    yield { event: 'done', data: {} };
  } catch {
    answer = ruleBasedAnswer(need);
    await keep();
    yield { event: 'fallback', data: { reason: controller.signal.aborted ? 'timeout' : 'error', text: answer } };
  } finally {
    clearTimeout(timer);
  }
}
