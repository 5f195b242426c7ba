import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/fa.json';

// One locale, no prefix in URLs: the site is Persian only. In the build `messages` is the
// precompiled catalogue (next.config.ts), so no request parses an ICU message.
export default getRequestConfig(async () => ({
  locale: 'fa',
  messages,
  timeZone: 'Asia/Tehran',
}));
