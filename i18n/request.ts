import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/fa.json';

// One locale, no prefix in URLs: the site is Persian only.
export default getRequestConfig(async () => ({
  locale: 'fa',
  messages,
  timeZone: 'Asia/Tehran',
}));
