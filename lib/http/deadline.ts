/**
 * A deadline for one call, let go of when the call ends. `AbortSignal.timeout` cannot be cleared:
 * its timer lives on after the call and keeps the async context it was made in — on the server a
 * whole render with its response and compressor — until it fires. At 20 pages a second with a 20 s
 * deadline that held about 400 finished renders at once, most of the site server's memory (issue 18).
 */
export function deadlineOf(timeoutMs: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    timeoutMs,
  );
  return { signal: controller.signal, release: () => clearTimeout(timer) };
}
