import { api } from './client';
import type { UnderstoodNeed } from './contract/ai';

/** The sourcing assistant (server/routes/ai). */
export const understandNeed = (text: string) => api.post<UnderstoodNeed>('/ai/understand', { text });
