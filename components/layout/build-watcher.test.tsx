import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildWatcher, useNewBuild } from './build-watcher';

function NewBuildProbe() {
  const latest = useNewBuild();
  return <output>{latest ?? 'none'}</output>;
}

const fetchMock = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('BuildWatcher', () => {
  it('polls /build-id with a timestamp and publishes a new build id', async () => {
    fetchMock.mockImplementation(async () => Response.json({ buildId: 'new', timestamp: 1 }));
    const view = render(
      <>
        <BuildWatcher buildId="old" interval={60_000} />
        <NewBuildProbe />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('none');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledWith(
      `/build-id?t=${1_700_000_000_000 + 60_000}`,
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('new');
    view.unmount();
  });

  it('stops polling when unmounted', async () => {
    fetchMock.mockImplementation(async () => Response.json({ buildId: 'same', timestamp: 1 }));
    const view = render(<BuildWatcher buildId="same" interval={1000} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    view.unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
