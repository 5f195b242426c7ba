import { describe, expect, it } from 'vitest';
import { boundedQueue, PdfBusyError } from './bounded-queue';

describe('boundedQueue', () => {
  it('runs one job at a time and refuses one more than may wait, until the line moves', async () => {
    const queue = boundedQueue(2);
    const order: string[] = [];
    let finish!: () => void;
    const first = queue(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    const waiting = [queue(async () => (order.push('second'), 'second')), queue(async () => (order.push('third'), 'third'))];
    await expect(queue(async () => 'fourth')).rejects.toBeInstanceOf(PdfBusyError);
    expect(order).toEqual([]);
    finish();
    expect(await Promise.all([first, ...waiting])).toEqual(['first', 'second', 'third']);
    expect(order).toEqual(['second', 'third']);
    expect(await queue(async () => 'later')).toBe('later');
  });

  it('goes on after a job that failed', async () => {
    const queue = boundedQueue(1);
    await expect(queue(() => Promise.reject(new Error('printer jammed')))).rejects.toThrow('printer jammed');
    expect(await queue(async () => 'next')).toBe('next');
  });
});
