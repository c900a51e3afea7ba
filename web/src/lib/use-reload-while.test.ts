import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReloadWhile } from './use-reload-while';

afterEach(() => {
  vi.useRealTimers();
});

describe('reloading while waiting for a change', () => {
  it('reloads every interval while active, and stops once the time is up', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    renderHook(() => useReloadWhile(true, reload, 1000, 3500));
    vi.advanceTimersByTime(3000);
    expect(reload).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload while inactive, and stops when it becomes inactive', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const { rerender } = renderHook(({ active }) => useReloadWhile(active, reload, 1000, 60_000), {
      initialProps: { active: false },
    });
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    rerender({ active: true });
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
