import { api } from './client';
import type { OtpSent, SessionsEnded, TokenResponse } from './contract/auth';

/**
 * Login by one-time code and the session's tokens. `/connect/token` also sets the HttpOnly
 * `accessToken` and `refreshToken` cookies, so the page keeps only the decoded user info.
 */

export function requestOtp(phone: string): Promise<OtpSent> {
  return api.post<OtpSent>('/users/login-by-otp', { phone });
}

export function exchangeOtp(input: { phone: string; code: string }): Promise<TokenResponse> {
  const form = new URLSearchParams({ grant_type: 'otp', phone: input.phone, code: input.code });
  return api.post<TokenResponse>('/connect/token', form);
}

/**
 * A new access token from the refresh cookie (components/auth/session-renewal.ts). Kept alive past
 * the page: the server spends the old token as it answers, and an answer cut off by a navigation
 * would leave the browser holding the spent one, whose next use ends the session.
 */
export function refreshTokens(): Promise<TokenResponse> {
  return api.post<TokenResponse>('/connect/token', new URLSearchParams({ grant_type: 'refresh_token' }), { keepalive: true });
}

/** Logout: the API ends the refresh-token family of the cookie and clears both cookies. */
export function revokeSession(): Promise<{ revoked: boolean }> {
  return api.post<{ revoked: boolean }>('/connect/revoke', new URLSearchParams());
}

/** "Log out everywhere": every session of the user ends, on this device and all others. */
export function revokeAllSessions(): Promise<SessionsEnded> {
  return api.post<SessionsEnded>('/connect/revoke-all');
}

export const requestOtpMutation = () => ({ mutationKey: ['auth', 'otp'] as const, mutationFn: requestOtp });
export const exchangeOtpMutation = () => ({ mutationKey: ['auth', 'token'] as const, mutationFn: exchangeOtp });
export const refreshTokensMutation = () => ({ mutationKey: ['auth', 'refresh'] as const, mutationFn: refreshTokens });
export const revokeSessionMutation = () => ({ mutationKey: ['auth', 'revoke'] as const, mutationFn: revokeSession });
