import type { QueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { Customer, MerchantAgent } from './contract/customers';
import type { Page } from './contract/paging';

type CallOptions = { headers?: HeadersInit; signal?: AbortSignal };

export type PersonCustomerInput = {
  firstName: string;
  lastName: string;
  nationalCode: string;
  title: string;
  economicCode: string;
  phone: string;
  description: string;
};
export type CustomerProfileInput = Omit<PersonCustomerInput, 'firstName' | 'lastName' | 'nationalCode'>;
export type MerchantAgentFormInput = {
  firstName: string;
  lastName: string;
  phone: string;
  nationalCode: string;
  position: string;
  isActive: boolean;
};

export const customersKey = ['customers'] as const;
export const customerProfileKey = ['customers', 'profile'] as const;
export const merchantAgentsKey = ['customers', 'profile', 'merchant-agents'] as const;

/** For an admin every customer; for anyone else their own record (zero or one). */
export function fetchCustomers(paging = { pageNumber: 1, pageSize: 10 }, options: CallOptions = {}) {
  return api.get<Page<Customer>>('/customers', { ...options, query: { paging } });
}

export const customersQuery = (paging = { pageNumber: 1, pageSize: 10 }, headers?: HeadersInit) => ({
  queryKey: [...customersKey, 'list', paging.pageNumber, paging.pageSize] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCustomers(paging, { headers, signal }),
});

export function registerPersonCustomer(input: PersonCustomerInput): Promise<Customer> {
  return api.post<Customer>('/customers/personcustomer', input);
}

export const registerPersonCustomerMutation = (queryClient: QueryClient) => ({
  mutationFn: registerPersonCustomer,
  onSuccess: (customer: Customer) => {
    queryClient.setQueryData(customerProfileKey, customer);
    return queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
  },
});

export function fetchCustomerProfile(options: CallOptions = {}): Promise<Customer> {
  return api.get<Customer>('/customers/profile', options);
}

export const customerProfileQuery = (headers?: HeadersInit) => ({
  queryKey: customerProfileKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCustomerProfile({ headers, signal }),
});

export function updateCustomerProfile(input: CustomerProfileInput): Promise<Customer> {
  return api.put<Customer>('/customers/profile', input);
}

export const updateCustomerProfileMutation = (queryClient: QueryClient) => ({
  mutationFn: updateCustomerProfile,
  onSuccess: (customer: Customer) => queryClient.setQueryData(customerProfileKey, customer),
});

export function fetchMerchantAgents(options: CallOptions = {}): Promise<MerchantAgent[]> {
  return api.get<MerchantAgent[]>('/customers/profile/merchant-agents', options);
}

export const merchantAgentsQuery = (headers?: HeadersInit) => ({
  queryKey: merchantAgentsKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMerchantAgents({ headers, signal }),
});

export const createMerchantAgent = (input: MerchantAgentFormInput) =>
  api.post<MerchantAgent>('/customers/profile/merchant-agents', input);

export const updateMerchantAgent = (input: MerchantAgentFormInput & { id: number }) =>
  api.put<MerchantAgent>('/customers/profile/merchant-agents', input);

export const deleteMerchantAgent = (id: number) =>
  api.delete<void>('/customers/profile/merchant-agents', { query: { agentId: id } });

const refreshAgents = (queryClient: QueryClient) => () => queryClient.invalidateQueries({ queryKey: merchantAgentsKey });

export const createMerchantAgentMutation = (queryClient: QueryClient) => ({
  mutationFn: createMerchantAgent,
  onSuccess: refreshAgents(queryClient),
});
export const updateMerchantAgentMutation = (queryClient: QueryClient) => ({
  mutationFn: updateMerchantAgent,
  onSuccess: refreshAgents(queryClient),
});
export const deleteMerchantAgentMutation = (queryClient: QueryClient) => ({
  mutationFn: deleteMerchantAgent,
  onSuccess: refreshAgents(queryClient),
});
