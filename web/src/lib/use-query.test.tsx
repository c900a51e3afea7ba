import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from '@/components/query-view';
import { fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { apiQueryKey, clearQueryCache, invalidateQueries, seedQuery } from './query-store';
import { useApiQuery } from './use-api-query';
import { useQuery } from './use-query';

/** A loader the test settles by hand. */
function deferredLoader<T>() {
  const pending: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return { loader, settle: (i: number) => pending[i]! };
}

function Names({ queryKey, loader }: { queryKey: string; loader: () => Promise<string[]> }) {
  const names = useQuery(queryKey, loader);
  return <QueryView query={names}>{(list) => <p>{list.join(', ')}</p>}</QueryView>;
}

describe('useQuery and QueryView', () => {
  it("shows 'Loading...', then the data, or the error in a red box", async () => {
    const { loader, settle } = deferredLoader<string[]>();
    const { rerender } = render(<Names queryKey="a" loader={loader} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    await act(async () => settle(0).resolve(['Asus', 'Dell']));
    expect(screen.getByText('Asus, Dell')).toBeInTheDocument();

    rerender(<Names queryKey="b" loader={loader} />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await act(async () => settle(1).reject(new Error('Cannot reach the server')));
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('never shows an older answer for a newer key', async () => {
    const { loader, settle } = deferredLoader<string[]>();
    const { rerender } = render(<Names queryKey="first" loader={loader} />);
    rerender(<Names queryKey="second" loader={loader} />);

    await act(async () => settle(1).resolve(['second']));
    await act(async () => settle(0).resolve(['first']));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).not.toBeInTheDocument();
  });

  it('shares one load between screens showing the same key, and shows cached data at once when one comes back', async () => {
    const { loader, settle } = deferredLoader<string[]>();
    function TwoScreens() {
      const [second, setSecond] = useState(true);
      return (
        <>
          <Names queryKey="shared" loader={loader} />
          {second && <Names queryKey="shared" loader={loader} />}
          <button onClick={() => setSecond((shown) => !shown)}>toggle</button>
        </>
      );
    }
    render(<TwoScreens />);
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => settle(0).resolve(['Lenovo']));
    expect(screen.getAllByText('Lenovo')).toHaveLength(2);

    // Hidden and shown again: the cached list is on screen while it reloads behind it.
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    await act(async () => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getAllByText('Lenovo')).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => settle(1).resolve(['Lenovo', 'HP']));
    expect(screen.getAllByText('Lenovo, HP')).toHaveLength(2);
  });
});

describe('useApiQuery', () => {
  function OrderTotal({ id }: { id: string }) {
    const order = useApiQuery('orderById', { params: { id } });
    return <QueryView query={order}>{(found) => <p>total {found.totalPrice}</p>}</QueryView>;
  }

  it('reads the endpoint by name with its path parameters', async () => {
    const api = fakeApi({ orderById: orderFixture({ _id: 'o7', totalPrice: 250 }) });
    render(<OrderTotal id="o7" />);
    expect(await screen.findByText('total 250')).toBeInTheDocument();
    expect(api.calls('orderById')).toEqual([expect.objectContaining({ params: { id: 'o7' } })]);
  });

  it("shows a mutation's answer seeded into the cache without reading it again", async () => {
    const api = fakeApi({ orderById: orderFixture({ _id: 'o8', totalPrice: 999 }) });
    seedQuery(apiQueryKey('orderById', { params: { id: 'o8' } }), orderFixture({ _id: 'o8', totalPrice: 120 }));
    render(<OrderTotal id="o8" />);
    expect(screen.getByText('total 120')).toBeInTheDocument();
    expect(api.calls('orderById')).toEqual([]);
  });

  it('reads a seeded entry again once it is invalidated, never showing the old data meanwhile', async () => {
    const api = fakeApi({ orderById: orderFixture({ _id: 'o9', totalPrice: 300 }) });
    seedQuery(apiQueryKey('orderById', { params: { id: 'o9' } }), orderFixture({ _id: 'o9', totalPrice: 120 }));
    invalidateQueries('orderById');
    render(<OrderTotal id="o9" />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('total 300')).toBeInTheDocument();
    expect(screen.queryByText('total 120')).not.toBeInTheDocument();
    expect(api.calls('orderById')).toHaveLength(1);
  });
});

describe('clearQueryCache', () => {
  it('makes a screen still showing an entry load it again instead of keeping the old data', async () => {
    const { loader, settle } = deferredLoader<string[]>();
    render(<Names queryKey="mine" loader={loader} />);
    await act(async () => settle(0).resolve(['old account']));
    expect(screen.getByText('old account')).toBeInTheDocument();

    await act(async () => clearQueryCache());
    expect(screen.queryByText('old account')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
    await act(async () => settle(1).resolve(['new account']));
    expect(screen.getByText('new account')).toBeInTheDocument();
  });
});
