import { GatewayRequestError, type PaymentGateway, type Verification } from './types';
import { postJson } from './http';

type Answer = { result?: number; trackId?: number | string; refNumber?: number | string; amount?: number; message?: string };

/**
 * Zibal (gateway.zibal.ir/v1): amounts in Rial. Verification: 100 paid and 201 already verified
 * (paid, when the amount it reports is ours); 202 (not paid) and 203 (unknown trackId) failed;
 * 102 / 103 / 104 (our merchant is missing, inactive or invalid), other answers, a timeout or a
 * dropped connection leave the payment unknown, to be checked again.
 */
export function createZibalGateway(config: { merchant: string; baseUrl: string; timeoutMs: number }): PaymentGateway {
  const base = config.baseUrl.replace(/\/$/, '');
  return {
    name: 'zibal',
    async request({ amount, description, callbackUrl, mobile }) {
      let answer;
      try {
        answer = await postJson(`${base}/v1/request`, { merchant: config.merchant, amount, callbackUrl, description, ...(mobile ? { mobile } : {}) }, config.timeoutMs);
      } catch (error) {
        throw new GatewayRequestError('zibal', `request failed: ${String(error)}`);
      }
      const json = answer.json as Answer | null;
      if (json?.result !== 100 || json.trackId === undefined) throw new GatewayRequestError('zibal', `request refused: result ${json?.result ?? answer.status}`);
      const trackId = String(json.trackId);
      return { authority: trackId, redirectUrl: `${base}/start/${trackId}` };
    },
    readCallback(query) {
      const trackId = query.get('trackId');
      const success = query.get('success');
      if (!trackId || (success !== '1' && success !== '0')) return null;
      return { authority: trackId, ok: success === '1' };
    },
    async verify({ authority, amount }): Promise<Verification> {
      let answer;
      try {
        answer = await postJson(`${base}/v1/verify`, { merchant: config.merchant, trackId: Number(authority) }, config.timeoutMs);
      } catch (error) {
        return { outcome: 'unknown', reason: `zibal verify: ${String(error)}` };
      }
      const json = answer.json as Answer | null;
      const result = json?.result;
      if (result === 100 || result === 201) {
        if (json!.amount !== undefined && json!.amount !== amount) return { outcome: 'failed', reason: `zibal verify: paid ${json!.amount}, expected ${amount}` };
        return { outcome: 'paid', refId: String(json!.refNumber ?? authority) };
      }
      if (result === 202 || result === 203) return { outcome: 'failed', reason: `zibal verify: result ${result}` };
      return { outcome: 'unknown', reason: `zibal verify: result ${result ?? `http ${answer.status}`}` };
    },
  };
}
