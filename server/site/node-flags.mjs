// The flags and environment the site server's Node process is started with (issue 18, ADR 13,
// twelfth, seventeenth and twenty-first measurements). V8 sizes its heap and glibc sets up its
// allocator as the process starts, so neither can be set from inside serve.mjs as heap-growth.mjs
// sets its factor: every launcher passes them (scripts/start.mjs, the bench, the e2e suites,
// scripts/two-nodes.mjs; deploy/Dockerfile writes them out, as it cannot import this;
// node-flags.test.ts compares them).

/**
 * A young generation twice V8's default: each API read allocates its answer several times over
 * (rows, cards, JSON, bytes, compressed bytes), and collection was 7–12% of its CPU. Collected
 * half as often, less of what a read still holds is copied or promoted. At 32 MB, text search ran
 * 0.145–0.150× the static file in the bench against 0.11–0.13; the server's peak rose from 453 to
 * 485–491 MB, under the 512 MB the issue allows.
 */
export const SITE_SERVER_NODE_FLAGS = Object.freeze(['--max-semi-space-size=32']);

/**
 * The site server's environment, under what the operator's own sets (`siteServerEnv`): where glibc
 * gets memory from. glibc reads these as the process starts, so every launcher passes them.
 *
 * - `MALLOC_MMAP_THRESHOLD_`: an allocation this large or larger, when no free chunk fits it,
 *   gets a mapping of its own, returned when freed. Left alone, glibc starts at 128 kB and raises
 *   the bound to the size of each such mapping freed, up to 32 MB; a node that has sent a few
 *   large answers then keeps later ones in the main heap, which gives back only its top (ADR 13,
 *   seventeenth measurement: at a million products the peak fell from 433–460 to 386–398 MB with
 *   the bound fixed at 128 kB). At 128 kB, though, every streamed page's Brotli encoder
 *   (`STREAM_BROTLI_OPTIONS` in compressed-answers.ts: blocks of 580 kB, 772 kB and 1 MB) was
 *   mapped, faulted in page by page and unmapped again: 430–560 page faults and a quarter of a
 *   cold product page's CPU (twenty-first measurement). At 2 MB the encoders' blocks come from
 *   the arenas of the threads that compress, and later encoders reuse them; the bound still never
 *   climbs. The price: bodies of 128 kB to 2 MB (a page's HTML) are back in the heap, and the
 *   bench's peak rose from 405–412 to 436 MB at 100,000 and from 442 to 450 at a million.
 * - `MALLOC_TRIM_THRESHOLD_`: how much free memory an arena's top must reach before glibc gives
 *   it back (all but 128 kB). Fixing the bound above turns glibc's own rule (twice the bound) off,
 *   leaving 128 kB: an encoder's blocks freed at the top were given back after each page and
 *   faulted in again. At 4 MB they are mostly kept; a burst of encoders that ends with more than
 *   that free still gives it back.
 */
export const SITE_SERVER_ENV = Object.freeze({
  MALLOC_MMAP_THRESHOLD_: String(2 * 1024 * 1024),
  MALLOC_TRIM_THRESHOLD_: String(4 * 1024 * 1024),
});

/** `env` with the site server's settings added where it has none of its own. */
export const siteServerEnv = (env) => ({ ...SITE_SERVER_ENV, ...env });
