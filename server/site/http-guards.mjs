// What a raw Node http server answers before any handler runs, as problem documents like the
// API's (never Node's empty 400/431 or Next's own page): requests Node's parser refuses
// (headers over the limit, a method it does not know, a malformed request line), CONNECT, and
// methods the site does not serve (TRACE, PROPFIND…). Used by the site server (serve.mjs) and
// the standalone API (standalone.ts); plain JavaScript, since serve.mjs runs without a compiler.
import { STATUS_CODES } from 'node:http';

/** The methods the site and the API answer; anything else is a 405. */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

// The same Persian titles as PROBLEM_TITLES (server/http/problem.ts) for the statuses both have.
export const RAW_PROBLEM_TITLES = {
  400: 'درخواست نامعتبر است',
  405: 'این روش درخواست پشتیبانی نمی‌شود',
  408: 'زمان فرستادن درخواست به پایان رسید',
  431: 'سرآیندهای درخواست بیش از حد بزرگ است',
};

const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers_too_large',
    'سرآیندهای درخواست (مثلاً کوکی‌ها) بیش از حد بزرگ است',
  ],
  HPE_INVALID_METHOD: [405, 'method_not_allowed', 'این روش درخواست پشتیبانی نمی‌شود'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'درخواست در زمان مجاز کامل نشد'],
};
const MALFORMED = [400, 'malformed_request', 'درخواست به شکل درستی فرستاده نشده است'];

function problem(status, code, detail, instance) {
  return JSON.stringify({
    type: `about:blank#${code}`,
    title: RAW_PROBLEM_TITLES[status],
    status,
    code,
    detail,
    ...(instance ? { instance } : {}),
  });
}

function headersOf(status, body) {
  return {
    'content-type': 'application/problem+json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: SUPPORTED_METHODS.join(', ') } : {}),
  };
}

/** Writes a whole answer on a socket no ServerResponse owns, then closes it. */
function endSocket(socket, status, body) {
  const head = Object.entries({ ...headersOf(status, body), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
}

/**
 * For the server's `clientError` event: 431 for headers over the limit, 405 for a method Node
 * does not know, 408 for a request too slow to arrive, 400 for anything else malformed. Like
 * Node's own handler, nothing is written once an answer on this connection has begun.
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code, detail] = CLIENT_ERRORS[error.code] ?? MALFORMED;
  endSocket(socket, status, problem(status, code, detail));
}

/** For the server's `connect` event: neither the site nor the API is a proxy. */
export function answerConnect(_req, socket) {
  endSocket(socket, 405, problem(405, 'method_not_allowed', 'روش CONNECT پشتیبانی نمی‌شود'));
}

/** Problem documents instead of Node's empty answers for requests no handler may see. */
export function guardServer(server) {
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  return server;
}

/** Answers 405 and returns true when the request's method is not one the site serves. */
export function answerUnsupportedMethod(req, res) {
  if (SUPPORTED_METHODS.includes(req.method ?? '')) return false;
  const instance = (req.url ?? '').split('?')[0];
  const body = problem(405, 'method_not_allowed', `روش ${req.method} پشتیبانی نمی‌شود`, instance);
  res.writeHead(405, headersOf(405, body));
  res.end(body);
  return true;
}
