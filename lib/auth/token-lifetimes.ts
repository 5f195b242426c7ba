/**
 * How long a login lasts: each access token an hour; the session behind it (its refresh token) 30
 * days from the last renewal, issued at the same moment as the access token it came with. The
 * browser renews before the hour is up (components/auth/session-renewal.ts).
 */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
