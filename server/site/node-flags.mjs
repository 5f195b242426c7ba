// The flags and environment the site server's Node process is started with (issue 18, ADR 13,
// twelfth and seventeenth measurements). V8 sizes its heap and glibc sets up its allocator as the
// process starts, so neither can be set from inside serve.mjs as heap-growth.mjs sets its factor:
// every launcher passes them (scripts/start.mjs, the bench, the e2e suites, scripts/two-nodes.mjs;
// deploy/Dockerfile writes them out, as it cannot import this; node-flags.test.ts compares them).

/**
 * A young generation twice V8's default: each API read allocates its answer several times over
 * (rows, cards, JSON, bytes, compressed bytes), and collection was 7–12% of its CPU. Collected
 * half as often, less of what a read still holds is copied or promoted. At 32 MB, text search ran
 * 0.145–0.150× the static file in the bench against 0.11–0.13; the server's peak rose from 453 to
 * 485–491 MB, under the 512 MB the issue allows.
 */
export const SITE_SERVER_NODE_FLAGS = Object.freeze(['--max-semi-space-size=32']);

/**
 * The site server's environment, under what the operator's own sets (`siteServerEnv`). glibc
 * serves an allocation of 128 kB or more from a mapping of its own, returned when freed; but once
 * such a mapping is freed it raises that bound to the freed size, so a node that has sent a few
 * large answers keeps its later ones in the main heap, which gives back only its top. Set, the
 * bound stays put: in probes at a million products the site server's peak fell from 433–460 to
 * 386–398 MB, at the same rates (ADR 13, seventeenth measurement). glibc reads the variable as the
 * process starts, so every launcher passes it.
 */
export const SITE_SERVER_ENV = Object.freeze({ MALLOC_MMAP_THRESHOLD_: String(128 * 1024) });

/** `env` with the site server's settings added where it has none of its own. */
export const siteServerEnv = (env) => ({ ...SITE_SERVER_ENV, ...env });
