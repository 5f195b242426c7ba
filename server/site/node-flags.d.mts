export const SITE_SERVER_NODE_FLAGS: string[];
