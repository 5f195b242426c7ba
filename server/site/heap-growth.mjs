// How far V8 lets the heap grow past what survived its last full collection (issue 18, ADR 13).
import v8 from 'node:v8';

/**
 * V8 sizes the next full collection from the last one's survivors, by a factor it picks from the
 * speed of collecting (up to four on a machine with memory to spare). Page renders hold their state
 * across several young collections, so it ends in the old generation as garbage: the site server
 * kept 80–150 MB alive after each full collection, yet grew to 700 MB between them on the bench's
 * cold pages. At one and a half times the survivors it peaked at 450 MB with the same pages per
 * second and CPU per page, in interleaved runs.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the factor for this process. V8 reads it each time it sizes the next collection, so setting
 * it as the server starts works as the command-line flag does (`node --heap-growing-percent=50`),
 * and every way of starting the server (npm start, the bench, the e2e suite) gets it.
 */
export function keepHeapNearLiveSize() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
