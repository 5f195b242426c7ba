import { getDb } from '../../db/client';
import type { GatewayName } from '../../../api/contract/wallet';
import { createSandboxGateway } from './sandbox';
import type { PaymentGateway } from './types';

export * from './types';

let overrides: Partial<Record<GatewayName, PaymentGateway>> = {};

/**
 * The gateways this server offers, the default first. Only the sandbox exists so far; Zarinpal
 * and Zibal come with their adapters (issue 15).
 */
export function availableGateways(): GatewayName[] {
  return ['sandbox', ...(Object.keys(overrides) as GatewayName[]).filter((g) => g !== 'sandbox')];
}

export function gatewayFor(name: GatewayName): PaymentGateway | null {
  if (overrides[name]) return overrides[name];
  if (name === 'sandbox') return createSandboxGateway(getDb);
  return null;
}

/** Tests put a fake gateway in place (undefined restores the defaults). */
export function useGatewaysForTests(gateways: Partial<Record<GatewayName, PaymentGateway>> | undefined) {
  overrides = gateways ?? {};
}
