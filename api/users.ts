import type { QueryClient } from '@tanstack/react-query';
import { api } from './client';
import { API_PREFIX } from './transport';
import type { UpdateProfile, UserProfile } from './contract/users';

export { PROFILE_PICTURE_MAX_BYTES } from './contract/users';

/** Input as a form sends it: blanks clear optional fields on the server. */
export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  nationalCode: string;
  email: string;
  birthDate: string;
};

type CallOptions = { headers?: HeadersInit; signal?: AbortSignal };

export const meKey = ['users', 'me'] as const;

export function fetchMe(options: CallOptions = {}): Promise<UserProfile> {
  return api.get<UserProfile>('/users/me', options);
}

/** `headers`: a server component forwards the visitor's token (lib/auth/request-session). */
export const meQuery = (headers?: HeadersInit) => ({
  queryKey: meKey,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMe({ headers, signal }),
  staleTime: 30_000,
});

export function updateMe(input: UpdateProfileInput): Promise<UserProfile> {
  return api.put<UserProfile>('/users/me', input satisfies Record<keyof UpdateProfile, string>);
}

export const updateMeMutation = (queryClient: QueryClient) => ({
  mutationKey: [...meKey, 'update'] as const,
  mutationFn: updateMe,
  onSuccess: (profile: UserProfile) => queryClient.setQueryData(meKey, profile),
});

/** The picture is served to the logged-in user by cookie, so an `<img>` can show it directly. */
export const PROFILE_PICTURE_URL = `${API_PREFIX}/users/profile-picture`;
export const profilePictureSrc = (version?: number | string) =>
  version === undefined ? PROFILE_PICTURE_URL : `${PROFILE_PICTURE_URL}?v=${encodeURIComponent(String(version))}`;

export function fetchProfilePicture(options: CallOptions = {}): Promise<Blob> {
  return api.get<Blob>('/users/profile-picture', { ...options, headers: { accept: 'image/*', ...options.headers } });
}

export function uploadProfilePicture(file: File): Promise<{ contentType: string; size: number }> {
  const form = new FormData();
  form.append('file', file);
  return api.post<{ contentType: string; size: number }>('/users/profile-picture', form);
}

export function deleteProfilePicture(): Promise<void> {
  return api.delete<void>('/users/profile-picture');
}

const markPicture = (queryClient: QueryClient, hasProfilePicture: boolean) =>
  queryClient.setQueryData<UserProfile>(meKey, (me) => (me ? { ...me, hasProfilePicture } : me));

export const uploadProfilePictureMutation = (queryClient: QueryClient) => ({
  mutationKey: ['users', 'profile-picture', 'upload'] as const,
  mutationFn: uploadProfilePicture,
  onSuccess: () => markPicture(queryClient, true),
});

export const deleteProfilePictureMutation = (queryClient: QueryClient) => ({
  mutationKey: ['users', 'profile-picture', 'delete'] as const,
  mutationFn: deleteProfilePicture,
  onSuccess: () => markPicture(queryClient, false),
});
