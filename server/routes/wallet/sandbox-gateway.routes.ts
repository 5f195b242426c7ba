import { createRoute, z } from '@hono/zod-openapi';
import { html } from 'hono/html';
import type { Router } from '../../http/router';
import { problems } from '../../http/responses';
import { getDb } from '../../db/client';
import { decideSandboxPayment, sandboxPayment, SANDBOX_PAGE_PATH } from '../../adapters/payment-gateway/sandbox';
import { formatToman } from '../../../lib/persian/money';

/**
 * The sandbox gateway's payment page: what a bank's page does (pay, cancel, fail), plus «never
 * come back» — paid, but the payer closes the tab, so only reconciliation can find out.
 */

const AuthorityParams = z.object({ authority: z.string().regex(/^SB[0-9a-f]{24}$/) });
const DECISIONS = ['pay', 'cancel', 'fail', 'vanish'] as const;

const page = createRoute({
  operationId: 'sandboxGatewayPage',
  tags: ['wallet'],
  security: [],
  method: 'get',
  path: '/sandbox-gateway/{authority}',
  summary: 'صفحهٔ پرداخت درگاه آزمایشی',
  request: { params: AuthorityParams },
  responses: { 200: { description: 'صفحهٔ پرداخت', content: { 'text/html': { schema: z.string() } } }, 400: problems[400], 404: problems[404] },
});

const decide = createRoute({
  operationId: 'sandboxGatewayDecide',
  tags: ['wallet'],
  security: [],
  method: 'post',
  path: '/sandbox-gateway/{authority}/{decision}',
  summary: 'تصمیم پرداخت‌کننده در درگاه آزمایشی، سپس بازگشت به بازارگاه',
  request: { params: AuthorityParams.extend({ decision: z.enum(DECISIONS) }) },
  responses: { 303: { description: 'بازگشت به نشانی بازگشت' }, 200: { description: 'پنجره بسته شد', content: { 'text/html': { schema: z.string() } } }, 400: problems[400], 404: problems[404] },
});

const shell = (title: string, body: unknown) => html`<!doctype html>
  <html lang="fa" dir="rtl">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <!-- A gateway's page has no icon of the site's; without this the browser asks /favicon.ico, a 404. -->
      <link rel="icon" href="data:," />
      <title>${title}</title>
      <style>
        body { font-family: system-ui, Tahoma, sans-serif; background: #eef2f7; margin: 0; padding: 16px; color: #1a2433; }
        main { max-width: 420px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 20px; box-shadow: 0 2px 12px #0001; }
        h1 { font-size: 1.15rem; margin: 0 0 12px; }
        .amount { font-size: 1.5rem; font-weight: 700; margin: 12px 0; }
        form { margin: 8px 0; }
        button { width: 100%; min-height: 48px; font: inherit; font-size: 1rem; border-radius: 8px; border: 1px solid #b7c3d4; background: #fff; cursor: pointer; }
        button.pay { background: #1565c0; color: #fff; border-color: #1565c0; }
        .note { color: #5b6b80; font-size: 0.9rem; }
      </style>
    </head>
    <body>
      <main>${body}</main>
    </body>
  </html>`;

/** A payment the gateway does not know: the payer still has a way home. */
const BACK_TO_WALLET = html`<p><a href="/profile/wallet">بازگشت به کیف پول بازارگاه</a></p>`;

type Decided = { authority: string; callbackUrl: string; state: string };

/**
 * Where the gateway sends the payer back, as a real gateway does: the shop's callback with the
 * payment's authority and outcome. A callback kept as a path (the demo seed's; `new URL` threw on
 * it) stays a path: the sandbox is served from the shop's own address.
 */
function returnAddress(payment: Decided): string {
  const back = new URL(payment.callbackUrl, 'http://sandbox.invalid');
  back.searchParams.set('Authority', payment.authority);
  back.searchParams.set('Status', payment.state === 'paid' || payment.state === 'verified' ? 'OK' : 'NOK');
  return URL.canParse(payment.callbackUrl) ? back.toString() : `${back.pathname}${back.search}`;
}

export function registerSandboxGatewayRoutes(app: Router) {
  app.openapi(page, async (c) => {
    const payment = await sandboxPayment(await getDb(), c.req.valid('param').authority);
    if (!payment) return c.html(shell('پرداخت پیدا نشد', html`<h1>این پرداخت پیدا نشد</h1>${BACK_TO_WALLET}`), 404) as never;
    const action = (decision: (typeof DECISIONS)[number]) => `${SANDBOX_PAGE_PATH}/${payment.authority}/${decision}`;
    const body =
      payment.state === 'waiting'
        ? html`<h1>درگاه پرداخت آزمایشی</h1>
            <p>${payment.description}</p>
            <p class="amount">${formatToman(payment.amount)}</p>
            <form method="post" action="${action('pay')}"><button class="pay" type="submit">پرداخت</button></form>
            <form method="post" action="${action('cancel')}"><button type="submit">انصراف</button></form>
            <form method="post" action="${action('fail')}"><button type="submit">پرداخت ناموفق</button></form>
            <form method="post" action="${action('vanish')}"><button type="submit">پرداخت و بستن پنجره (بدون بازگشت)</button></form>
            <p class="note">این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود.</p>`
        : // The browser's Back to a decided payment: the way on is the shop's page for this payment
          // (an order's payment goes back to its order), as the first return went.
          html`<h1>این پرداخت پیش‌تر انجام یا لغو شده است</h1>
            <p><a href="${returnAddress(payment)}">بازگشت به بازارگاه</a></p>`;
    c.header('cache-control', 'no-store');
    return c.html(shell('درگاه پرداخت آزمایشی', body), 200) as never;
  });

  app.openapi(decide, async (c) => {
    const { authority, decision } = c.req.valid('param');
    const decided = await decideSandboxPayment(await getDb(), authority, decision === 'vanish' ? 'pay' : decision);
    if (!decided) return c.html(shell('پرداخت پیدا نشد', html`<h1>این پرداخت پیدا نشد</h1>${BACK_TO_WALLET}`), 404) as never;
    if (decision === 'vanish') {
      return c.html(shell('پنجره بسته شد', html`<h1>پرداخت انجام شد و پنجره بسته شد</h1><p class="note">بازارگاه خبر پرداخت را از بررسی دوره‌ای می‌گیرد.</p>`), 200) as never;
    }
    return c.redirect(returnAddress(decided), 303) as never;
  });
}
