'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPersonAddressMutation,
  deletePersonAddressMutation,
  personAddressesQuery,
  updatePersonAddressMutation,
  type PersonAddressFormInput,
} from '@/api/addresses';
import { AddressList } from './address-list';

/** The person's own postal addresses (`/persons/{id}/addresses`), apart from where orders go. */
export function PersonAddresses({ personId }: { personId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(personAddressesQuery(personId));
  const create = useMutation(createPersonAddressMutation(queryClient));
  const update = useMutation(updatePersonAddressMutation(queryClient));
  const remove = useMutation(deletePersonAddressMutation(queryClient));
  return (
    <AddressList
      kind="person"
      addresses={list.data}
      loading={list.isPending}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      create={(payload) => create.mutateAsync({ personId, ...(payload as PersonAddressFormInput) })}
      update={(id, payload) => update.mutateAsync({ personId, id, ...(payload as PersonAddressFormInput) })}
      remove={(id) => remove.mutateAsync({ personId, id })}
    />
  );
}
