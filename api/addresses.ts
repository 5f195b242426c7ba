import type { QueryClient } from '@tanstack/react-query';
import { api } from './client';
import type { DeliveryAddress, PersonAddress } from './contract/addresses';
import type { Page } from './contract/paging';

type CallOptions = { headers?: HeadersInit; signal?: AbortSignal };

/** The fields an address form sends; the server parses digits, blanks and the city. */
export type PostalAddressInput = {
  title: string;
  cityId: number | null;
  province: string;
  city: string;
  addressLine: string;
  postalCode: string;
  plaque: string;
  unit: string;
};
export type DeliveryAddressFormInput = PostalAddressInput & {
  receiverName: string;
  receiverPhone: string;
  isDefault?: boolean;
};
export type PersonAddressFormInput = PostalAddressInput & { phone: string };

// Delivery addresses ------------------------------------------------------------------------

export const deliveryAddressesKey = ['deliveryAddresses'] as const;

export function fetchDeliveryAddresses(options: CallOptions = {}): Promise<DeliveryAddress[]> {
  return api.get<DeliveryAddress[]>('/deliveryaddresses', options);
}

export const deliveryAddressesQuery = (headers?: HeadersInit) => ({
  queryKey: deliveryAddressesKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDeliveryAddresses({ headers, signal }),
});

export function fetchDefaultDeliveryAddress(options: CallOptions = {}): Promise<DeliveryAddress> {
  return api.get<DeliveryAddress>('/deliveryaddresses/default', options);
}

export const defaultDeliveryAddressQuery = (headers?: HeadersInit) => ({
  queryKey: [...deliveryAddressesKey, 'default'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchDefaultDeliveryAddress({ headers, signal }),
});

export const createDeliveryAddress = (input: DeliveryAddressFormInput) =>
  api.post<DeliveryAddress>('/deliveryaddresses', input);

export const updateDeliveryAddress = ({ id, ...input }: DeliveryAddressFormInput & { id: number }) =>
  api.put<DeliveryAddress>(`/deliveryaddresses/${id}`, input);

export const deleteDeliveryAddress = (id: number) => api.delete<void>(`/deliveryaddresses/${id}`);

/** Makes one address the default; the server unsets the previous one in the same step. */
export const selectDeliveryAddress = (id: number) => api.post<DeliveryAddress>(`/deliveryaddresses/${id}/selected`);

// Every change may move the default, so the whole list is read again.
const refreshDelivery = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: deliveryAddressesKey });

export const createDeliveryAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: createDeliveryAddress,
  onSuccess: refreshDelivery(queryClient),
});
export const updateDeliveryAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: updateDeliveryAddress,
  onSuccess: refreshDelivery(queryClient),
});
export const deleteDeliveryAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: deleteDeliveryAddress,
  onSuccess: refreshDelivery(queryClient),
});
export const selectDeliveryAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: selectDeliveryAddress,
  onSuccess: refreshDelivery(queryClient),
});

// Person addresses (the seed's /persons/{id}/addresses: postal addresses of the person) ----------

export const personAddressesKey = (personId: number) => ['persons', personId, 'addresses'] as const;

export function fetchPersonAddresses(personId: number, options: CallOptions = {}): Promise<PersonAddress[]> {
  return api.get<PersonAddress[]>(`/persons/${personId}/addresses`, options);
}

export const personAddressesQuery = (personId: number, headers?: HeadersInit) => ({
  queryKey: personAddressesKey(personId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPersonAddresses(personId, { headers, signal }),
});

export const createPersonAddress = ({ personId, ...input }: PersonAddressFormInput & { personId: number }) =>
  api.post<PersonAddress>(`/persons/${personId}/addresses`, input);

export const updatePersonAddress = ({ personId, ...input }: PersonAddressFormInput & { personId: number; id: number }) =>
  api.put<PersonAddress>(`/persons/${personId}/addresses`, input);

export const deletePersonAddress = ({ personId, id }: { personId: number; id: number }) =>
  api.delete<void>(`/persons/${personId}/addresses`, { query: { addressId: id } });

const refreshPerson = (queryClient: QueryClient) => (_: unknown, input: { personId: number }) =>
  queryClient.invalidateQueries({ queryKey: personAddressesKey(input.personId) });

export const createPersonAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: createPersonAddress,
  onSuccess: refreshPerson(queryClient),
});
export const updatePersonAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: updatePersonAddress,
  onSuccess: refreshPerson(queryClient),
});
export const deletePersonAddressMutation = (queryClient: QueryClient) => ({
  mutationFn: deletePersonAddress,
  onSuccess: refreshPerson(queryClient),
});

// Provinces and cities for the address forms (the geography API) --------------------------------

export type StateOption = { id: number; countryId: number; code: string; name: string };
export type CityOption = { id: number; stateId: number; stateName: string; name: string };

export function fetchStates(text = '', options: CallOptions = {}): Promise<Page<StateOption>> {
  return api.get<Page<StateOption>>('/states/filter', {
    ...options,
    query: { paging: { pageNumber: 1, pageSize: 100 }, filter: { text: text || undefined } },
  });
}

export const statesQuery = () => ({
  queryKey: ['geography', 'states'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchStates('', { signal }),
  staleTime: 60 * 60_000,
});

/** Cities of a province, or of the whole country (`stateId` null), whose name contains `text`. */
export function fetchCities(stateId: number | null, text = '', options: CallOptions = {}): Promise<Page<CityOption>> {
  return api.get<Page<CityOption>>('/cities/filter', {
    ...options,
    query: { paging: { pageNumber: 1, pageSize: 100 }, filter: { stateId: stateId ?? undefined, text: text || undefined } },
  });
}

/** Cities anywhere whose name contains `text`, for pickers that do not ask for the province first. */
export const citySearchQuery = (text: string) => ({
  queryKey: ['geography', 'cities', 'search', text] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCities(null, text, { signal }),
  staleTime: 60 * 60_000,
});

export const citiesQuery = (stateId: number | null, text = '') => ({
  queryKey: ['geography', 'cities', stateId, text] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchCities(stateId!, text, { signal }),
  enabled: stateId !== null,
  staleTime: 60 * 60_000,
});
