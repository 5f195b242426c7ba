import { getDb } from '../../db/client';
import { env } from '../../../lib/config/env';
import type { GatewayName } from '../../../api/contract/wallet';
import { createSandboxGateway } from './sandbox';
import { createZarinpalGateway } from './zarinpal';
import { createZibalGateway } from './zibal';
import type { PaymentGateway } from './types';

export * from './types';

let overrides: Partial<Record<GatewayName, PaymentGateway>> | undefined;

/** The gateways configured here: PAYMENT_GATEWAY first, the others that have credentials, the sandbox never in production. */
function configured(): Partial<Record<GatewayName, PaymentGateway>> {
  const config = env();
  const gateways: Partial<Record<GatewayName, PaymentGateway>> = {};
  const timeoutMs = config.GATEWAY_TIMEOUT_MS;
  if (config.ZARINPAL_MERCHANT_ID) gateways.zarinpal = createZarinpalGateway({ merchantId: config.ZARINPAL_MERCHANT_ID, baseUrl: config.ZARINPAL_BASE_URL, timeoutMs });
  if (config.ZIBAL_MERCHANT) gateways.zibal = createZibalGateway({ merchant: config.ZIBAL_MERCHANT, baseUrl: config.ZIBAL_BASE_URL, timeoutMs });
  if (config.APP_ENV !== 'production') gateways.sandbox = createSandboxGateway(getDb);
  return gateways;
}

const all = () => overrides ?? configured();

/** The gateways this server offers, the default first. */
export function availableGateways(): GatewayName[] {
  const first = env().PAYMENT_GATEWAY;
  const names = Object.keys(all()) as GatewayName[];
  return [...names.filter((n) => n === first), ...names.filter((n) => n !== first)];
}

export function gatewayFor(name: GatewayName): PaymentGateway | null {
  return all()[name] ?? null;
}

/** Tests put gateways of their own in place (undefined restores the configured ones). */
export function useGatewaysForTests(gateways: Partial<Record<GatewayName, PaymentGateway>> | undefined) {
  overrides = gateways;
}
