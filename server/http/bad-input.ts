/**
 * Hostile bytes and sizes, refused once for every route before any of them reads its input:
 *
 * - `bodySizeLimit`: a body over 1 MB (an upload over the largest picture limit plus its
 *   multipart envelope) answers 413, from Content-Length before the body is read, else as soon as the
 *   streamed bytes pass the limit (Hono's body-limit middleware).
 * - `rejectNul`: a NUL character (U+0000) in the path, the query string, a JSON body at any depth
 *   (keys too), a form body or a multipart text field or file name answers 400. PostgreSQL cannot
 *   store it in text, so it would otherwise fail deep in a service with a 500.
 *
 * Reading the body here costs nothing extra: Hono keeps it (`c.req.bodyCache`), and the route's
 * validator parses the kept text or form. GET and HEAD only pay for one look at the URL.
 * Header values cannot carry a NUL (Node's parser and `Headers` refuse it); the cookies the API
 * reads are verified (access token) or hashed (refresh token) before any query.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SUPPLIER_PICTURE_MAX_BYTES } from '../../api/contract/supplier-desk';
import { toPersianDigits } from '../../lib/persian/digits';
import { ATTACHMENT_MAX_BYTES } from '../../api/contract/conversations';
import { TRADE_FILE_MAX_BYTES } from '../../api/contract/trade';
import { problemResponse } from './problem';

/** JSON, form and any other body that is not an upload. */
export const BODY_MAX_BYTES = 1024 * 1024;
/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_ENVELOPE_BYTES = 16 * 1024;
/** A multipart body: the largest upload (a message's attachment) and its envelope; each route checks its own limit. */
/** The largest file any upload takes; each route then holds its own files to their own limit. */
const UPLOAD_FILE_MAX_BYTES = Math.max(SUPPLIER_PICTURE_MAX_BYTES, ATTACHMENT_MAX_BYTES, TRADE_FILE_MAX_BYTES);
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_FILE_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;

const megabytes = (bytes: number) => toPersianDigits(Math.floor(bytes / 1024 / 1024));

const limitBody = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) =>
    problemResponse(c, {
      status: 413,
      code: 'body_too_large',
      detail: `حجم درخواست نباید بیش از ${megabytes(BODY_MAX_BYTES)} مگابایت باشد`,
    }),
});

const limitUpload = bodyLimit({
  maxSize: UPLOAD_BODY_MAX_BYTES,
  onError: (c) =>
    problemResponse(c, {
      status: 413,
      code: 'file_too_large',
      detail: `حجم فایل نباید بیش از ${megabytes(UPLOAD_FILE_MAX_BYTES)} مگابایت باشد`,
    }),
});

const mediaType = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();

const isJson = (type: string) => /^application\/([\w.-]+\+)?json$/.test(type);

// Asking a GET for its body would make @hono/node-server build a whole Request: not on hot reads.
const hasNoBody = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

export const bodySizeLimit: MiddlewareHandler = (c, next) => {
  if (hasNoBody(c)) return next();
  return mediaType(c) === 'multipart/form-data' ? limitUpload(c, next) : limitBody(c, next);
};

const forbiddenCharacter = (c: Context) =>
  problemResponse(c, {
    status: 400,
    code: 'forbidden_character',
    // No «NUL»: a Latin word the sender cannot act on. The character shows as nothing, so the way
    // out is to type or paste the text again.
    detail: 'متن نویسه‌ای نامرئی و غیرمجاز دارد که معمولاً با چسباندن از جای دیگر می‌آید؛ آن را دوباره بنویسید و بفرستید',
  });

const ENCODED_NUL = /%00/i;

/**
 * A NUL in JSON text is the escape `\u0000` whose backslash starts an escape: one after an even
 * run of backslashes (each pair an escaped backslash), so `"\\u0000"` is the text «\u0000».
 * Read from the text, not from the parsed value: a walk of the parsed value recursed into a stack
 * overflow on a body nested some thousands deep (a NUL beside it reached the database as a 500),
 * and walked without recursion it took half a second on a 1 MB array.
 */
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

/** A raw NUL (invalid JSON, refused all the same) or an escaped one anywhere, keys included. */
function jsonHoldsNul(text: string): boolean {
  return text.includes('\0') || ESCAPED_NUL.test(text);
}

export const rejectNul: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (ENCODED_NUL.test(url) || url.includes('\0')) return forbiddenCharacter(c);
  if (!hasNoBody(c) && c.req.raw.body) {
    const type = mediaType(c);
    if (isJson(type)) {
      if (jsonHoldsNul(await c.req.text())) return forbiddenCharacter(c);
    } else if (type === 'application/x-www-form-urlencoded') {
      const text = await c.req.text();
      if (ENCODED_NUL.test(text) || text.includes('\0')) return forbiddenCharacter(c);
    } else if (type === 'multipart/form-data') {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return problemResponse(c, {
          status: 400,
          code: 'malformed_body',
          detail: 'بدنه درخواست فرم چندبخشی معتبر نیست',
        });
      }
      for (const [key, value] of form) {
        const text = typeof value === 'string' ? value : value.name;
        if (key.includes('\0') || text.includes('\0')) return forbiddenCharacter(c);
      }
    }
  }
  await next();
};
