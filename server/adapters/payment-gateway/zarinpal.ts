import { GatewayRequestError, type PaymentGateway, type Verification } from './types';
import { postJson } from './http';

type Answer = { data?: { code?: number; authority?: string; ref_id?: number | string; message?: string } | unknown[]; errors?: { code?: number; message?: string } | unknown[] };

const codeOf = (json: unknown): number | undefined => {
  const a = json as Answer | null;
  const data = a?.data && !Array.isArray(a.data) ? a.data : undefined;
  const errors = a?.errors && !Array.isArray(a.errors) ? a.errors : undefined;
  return data?.code ?? errors?.code;
};

/**
 * Zarinpal's REST v4 (payment.zarinpal.com/pg/v4): amounts in Rial. Verification: 100 paid, 101
 * already verified (paid); -50 (amount differs), -51 (not paid), -54 (unknown authority) failed;
 * anything else — -9 validation, -10 / -11 terminal, -12 too many tries, a 5xx, a timeout, a dropped
 * connection — says nothing about the payment, so it is unknown and checked again later.
 */
export function createZarinpalGateway(config: { merchantId: string; baseUrl: string; timeoutMs: number }): PaymentGateway {
  const api = (path: string) => `${config.baseUrl.replace(/\/$/, '')}/pg/v4/payment/${path}`;
  return {
    name: 'zarinpal',
    async request({ amount, description, callbackUrl, mobile }) {
      let answer;
      try {
        answer = await postJson(api('request.json'), { merchant_id: config.merchantId, amount, currency: 'IRR', callback_url: callbackUrl, description, metadata: mobile ? { mobile } : {} }, config.timeoutMs);
      } catch (error) {
        throw new GatewayRequestError('zarinpal', `request failed: ${String(error)}`);
      }
      const code = codeOf(answer.json);
      const data = (answer.json as Answer | null)?.data as { authority?: string } | undefined;
      if (code !== 100 || !data?.authority) throw new GatewayRequestError('zarinpal', `request refused: code ${code ?? answer.status}`);
      return { authority: data.authority, redirectUrl: `${config.baseUrl.replace(/\/$/, '')}/pg/StartPay/${data.authority}` };
    },
    readCallback(query) {
      const authority = query.get('Authority');
      const status = query.get('Status');
      if (!authority || (status !== 'OK' && status !== 'NOK')) return null;
      return { authority, ok: status === 'OK' };
    },
    async verify({ authority, amount }): Promise<Verification> {
      let answer;
      try {
        answer = await postJson(api('verify.json'), { merchant_id: config.merchantId, amount, authority }, config.timeoutMs);
      } catch (error) {
        return { outcome: 'unknown', reason: `zarinpal verify: ${String(error)}` };
      }
      const code = codeOf(answer.json);
      if (code === 100 || code === 101) {
        const refId = ((answer.json as Answer).data as { ref_id?: number | string }).ref_id;
        return refId !== undefined ? { outcome: 'paid', refId: String(refId) } : { outcome: 'unknown', reason: 'zarinpal verify: paid without ref_id' };
      }
      if (code === -50 || code === -51 || code === -54) return { outcome: 'failed', reason: `zarinpal verify: code ${code}` };
      return { outcome: 'unknown', reason: `zarinpal verify: code ${code ?? `http ${answer.status}`}` };
    },
  };
}
