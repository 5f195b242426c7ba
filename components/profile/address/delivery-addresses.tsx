'use client';

import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDeliveryAddressMutation,
  deleteDeliveryAddressMutation,
  deliveryAddressesQuery,
  selectDeliveryAddressMutation,
  updateDeliveryAddressMutation,
  type DeliveryAddressFormInput,
} from '@/api/addresses';
import { useUserStore } from '@/stores/user';
import { AddressList } from './address-list';

/** The user's delivery addresses; exactly one of them is the default (the seed's "selected"). */
export function DeliveryAddresses() {
  const queryClient = useQueryClient();
  const list = useQuery(deliveryAddressesQuery());
  const create = useMutation(createDeliveryAddressMutation(queryClient));
  const update = useMutation(updateDeliveryAddressMutation(queryClient));
  const remove = useMutation(deleteDeliveryAddressMutation(queryClient));
  const select = useMutation(selectDeliveryAddressMutation(queryClient));
  const setSelectedAddress = useUserStore((s) => s.setSelectedAddress);

  const defaultId = list.data?.find((a) => a.isDefault)?.id ?? null;
  useEffect(() => {
    if (list.data) setSelectedAddress(defaultId);
  }, [list.data, defaultId, setSelectedAddress]);

  return (
    <AddressList
      kind="delivery"
      addresses={list.data}
      loading={list.isPending}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      create={(payload) => create.mutateAsync(payload as DeliveryAddressFormInput)}
      update={(id, payload) => update.mutateAsync({ id, ...(payload as DeliveryAddressFormInput) })}
      remove={(id) => remove.mutateAsync(id)}
      select={(id) => select.mutateAsync(id)}
    />
  );
}
