import { api } from './client';
import { API_PREFIX } from './transport';
import type { Page } from './contract/paging';
import { TRADE_ACTION_PATHS } from './contract/trade';
import type {
  DirectOrderInput,
  DirectOrderUpdate,
  MembershipAndPrice,
  TradeEvent,
  TradeFile,
  TradeRequest,
  TradeRequestState,
  TradeTransitionInput,
} from './contract/trade';

/** Direct orders (server/routes/trade). */

export const tradeKey = ['trade'] as const;

export type TradeListParams = {
  states: readonly TradeRequestState[];
  from?: string;
  to?: string;
  text?: string;
  pageNumber: number;
  pageSize: number;
  sortField: 'updated' | 'created' | 'wanted';
  sortDirection?: 'asc' | 'desc';
};

const listQuery = (p: TradeListParams) => ({
  'filter.state': p.states.length ? p.states.join(',') : undefined,
  'filter.from': p.from || undefined,
  'filter.to': p.to || undefined,
  'filter.text': p.text || undefined,
  'paging.pageNumber': p.pageNumber,
  'paging.pageSize': p.pageSize,
  'sorting.field': p.sortField,
  'sorting.direction': p.sortDirection,
});

export const fetchMyTradeRequests = (params: TradeListParams) => api.get<Page<TradeRequest>>('/traderequests', { query: listQuery(params) });

export const fetchSupplierTradeRequests = (supplierId: number, params: TradeListParams) =>
  api.get<Page<TradeRequest>>('/traderequests/by-supplier', { query: { supplierId, ...listQuery(params) } });

export const fetchTradeRequest = (id: number, options: { headers?: HeadersInit; signal?: AbortSignal } = {}) =>
  api.get<TradeRequest>(`/traderequests/${id}`, options);

export const fetchTradeEvents = (id: number, options: { headers?: HeadersInit; signal?: AbortSignal } = {}) =>
  api.get<TradeEvent[]>('/traderequestevents', { query: { tradeRequestId: id }, ...options });

export const fetchMembershipAndPrice = (id: number) => api.get<MembershipAndPrice>(`/traderequests/${id}/membership-and-price`);

export const createDirectOrder = (input: DirectOrderInput, options: { keepalive?: boolean } = {}) => api.post<TradeRequest>('/traderequests/direct-order', input, options);

/** `keepalive`: saved on the way out of the page, the request outlives it. */
export const updateDirectOrder = (id: number, input: DirectOrderUpdate, options: { keepalive?: boolean } = {}) =>
  api.put<TradeRequest>(`/traderequests/direct-order/${id}`, input, options);

export const actOnTradeRequest = (id: number, action: keyof typeof TRADE_ACTION_PATHS, input: TradeTransitionInput = {}) =>
  api.post<TradeRequest>(`/traderequests/${id}/${TRADE_ACTION_PATHS[action]}`, input);

export const fetchDocumentTypes = () => api.get<Page<{ id: number; code: string; name: string }>>('/tradedocumenttypes', { query: { 'paging.pageSize': 50 } });

export function uploadTradeFile(file: File, documentTypeId: number | null): Promise<TradeFile> {
  const form = new FormData();
  form.append('file', file);
  if (documentTypeId) form.append('documentTypeId', String(documentTypeId));
  return api.post<TradeFile>('/files', form);
}

/** The order's report as a PDF download (a plain link: the browser sends the login cookie). */
export const tradeReportPdfUrl = (id: number) => `${API_PREFIX}/traderequests/${id}/report.pdf`;
