export const SITE_SERVER_NODE_FLAGS: string[];
export const SITE_SERVER_ENV: { MALLOC_MMAP_THRESHOLD_: string };
export function siteServerEnv<T extends object>(env: T): typeof SITE_SERVER_ENV & T;
