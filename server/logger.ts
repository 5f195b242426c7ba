import pino from 'pino';
import { env } from '../lib/config/env';

export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: 'bazargah' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
