import { expect, type Locator } from '@playwright/test';

/**
 * Small buttons that wrap onto several rows: each takes a finger's 44 px about its middle, so
 * their rows must stand at least 44 px apart for the layers not to overlap (a tap between two rows
 * claimed by both). Fails too if they did not wrap, which would leave nothing measured.
 */
export async function expectRowsKeptApart(buttons: Locator) {
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((all) => all.map((a) => a.getBoundingClientRect()).map((r) => ({ top: r.top, height: r.height })));
  const tops = [...new Set(boxes.map((b) => Math.round(b.top)))].sort((a, b) => a - b);
  expect(tops.length).toBeGreaterThan(1);
  expect(Math.max(...boxes.map((b) => b.height))).toBeLessThan(44);
  for (let row = 1; row < tops.length; row++) expect(tops[row] - tops[row - 1]).toBeGreaterThanOrEqual(44);
}
