/**
 * Where the login page may send a visitor back to. Only paths of this site are honoured: a
 * `redirectPath` is attacker-controlled (anyone can send a login link), so anything that a browser
 * could resolve to another origin, or run as script, falls back to a page of ours.
 */
export const DEFAULT_AFTER_LOGIN = '/profile';
export const LOGIN_PATH = '/users/login';

const MAX_LENGTH = 2048;
// Browsers drop tabs and newlines from URLs (`/\t/evil` becomes `//evil`) and treat `\` as `/`.
const FORBIDDEN = /[\u0000-\u001F\u007F\\]/;
const BASE = 'http://same-site.invalid';

/** Undoes percent-encoding up to a few times; a malformed escape counts as unsafe. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

function isSameSitePath(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//')) return false;
  if (FORBIDDEN.test(form)) return false;
  try {
    return new URL(form, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** True for a relative path with a single leading `/` that stays on this site however decoded. */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  const forms = decodedForms(value);
  return forms !== null && forms.every(isSameSitePath);
}

/**
 * The path to go to after logging in: `value` when it is safe and not the login page itself
 * (which would loop), otherwise `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!isSafeRedirectPath(value)) return fallback;
  const { pathname } = new URL(value, BASE);
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return value;
}

/**
 * The page a visitor came from, when it is a page of this site (`hosts`: the host the browser
 * asked for, and the site's own): the header's «ورود / ثبت‌نام» is one link for every page, so it
 * names none, and the login then returns to the page it was pressed on. Its path still goes
 * through `safeRedirectPath`.
 */
export function sameSiteRefererPath(referer: string | null, hosts: (string | null | undefined)[]): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!hosts.includes(url.host) || (url.protocol !== 'https:' && url.protocol !== 'http:')) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
