import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/fa.json';
import { parsedMessages } from './parsed-messages';

// One locale, no prefix in URLs: the site is Persian only. `_cache` is use-intl's own option,
// which next-intl passes on to its translators but does not declare.
export default getRequestConfig(async () => ({
  locale: 'fa',
  messages,
  timeZone: 'Asia/Tehran',
  ...{ _cache: parsedMessages },
}));
