import { api } from './client';
import type { City } from './contract/geography';

export type SaleCity = City & { isHomeCity: boolean };

/** The cities a supplier sells to, its own city first. */
export function fetchSaleCities(supplierId: number): Promise<SaleCity[]> {
  return api.get<SaleCity[]>('/salecities', { query: { supplierId } });
}
