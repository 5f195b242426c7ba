export const MESSAGES_CATALOGUE: { path: string; format: 'json'; locales: string[]; precompile: boolean };
