export const SITE_SERVER_NODE_FLAGS: readonly string[];
export const SITE_SERVER_ENV: Readonly<{ MALLOC_MMAP_THRESHOLD_: string; MALLOC_TRIM_THRESHOLD_: string }>;
export function siteServerEnv<T extends object>(env: T): typeof SITE_SERVER_ENV & T;
