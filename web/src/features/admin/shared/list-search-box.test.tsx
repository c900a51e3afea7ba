import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/entities/account';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN } from '@/testing/render-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import UsersPage from '@/features/admin/users/users-page';
import { SEARCH_DEBOUNCE_MS } from './list-search-box';

const user = (id: string, name: string): User => ({
  _id: id,
  name,
  email: `${id}@example.com`,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const renderUsers = (url: string) =>
  renderWithProviders(<UsersPage />, { path: '/admin/users', url, userInfo: ADMIN, probeOnScreen: true });

const box = () => screen.getByRole('textbox', { name: 'Search name or email' });
const location = () => screen.getByTestId('location').textContent;
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the admin search box', () => {
  it('puts the text in the URL once typing pauses: one request and one history entry, from the first page', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ adminUsers: { users: [user('u1', 'Nguyễn An')], nextCursor: null } });
    const { router } = renderUsers('/admin/users?admin=false&after=2025-01-01T00%3A00%3A00.000Z~u9');
    await elapse(0);
    expect(api.calls('adminUsers')).toHaveLength(1);

    for (const typed of ['n', 'ng', 'ngu', 'nguy', 'nguye', 'nguyen']) {
      fireEvent.change(box(), { target: { value: typed } });
      await elapse(SEARCH_DEBOUNCE_MS / 3);
    }
    expect(api.calls('adminUsers')).toHaveLength(1);
    expect(location()).toContain('after=');

    await elapse(SEARCH_DEBOUNCE_MS);
    expect(location()).toBe('/admin/users?admin=false&q=nguyen');
    expect(api.calls('adminUsers').map((call) => call.query)).toEqual([
      { admin: 'false', after: '2025-01-01T00:00:00.000Z~u9' },
      { admin: 'false', q: 'nguyen' },
    ]);

    // Back goes to the page before the search, not to a half-typed word; the box follows the URL.
    await act(() => router.navigate(-1));
    expect(location()).toBe('/admin/users?admin=false&after=2025-01-01T00%3A00%3A00.000Z~u9');
    expect(box()).toHaveValue('');
  });

  it('shows the search the URL holds, and the clear button empties it and the URL at once', async () => {
    const api = fakeApi({ adminUsers: { users: [user('u1', 'Lan')], nextCursor: null } });
    renderUsers('/admin/users?q=lan');
    expect(await screen.findByText('Lan')).toBeInTheDocument();
    expect(box()).toHaveValue('lan');
    expect(api.calls('adminUsers')[0]?.query).toEqual({ q: 'lan' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(location()).toBe('/admin/users');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('searches at once on Enter', async () => {
    const api = fakeApi({ adminUsers: { users: [], nextCursor: null } });
    renderUsers('/admin/users');
    await screen.findByRole('table', { name: 'Users' });

    await userEvent.type(box(), 'duc.anh@example.com{Enter}');
    expect(location()).toBe('/admin/users?q=duc.anh%40example.com');
    expect(api.calls('adminUsers').at(-1)?.query).toEqual({ q: 'duc.anh@example.com' });
  });

  it('says so when the search matches no user', async () => {
    fakeApi({ adminUsers: { users: [], nextCursor: null } });
    renderUsers('/admin/users?q=nobody');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('No users match the search and filters.')).toBeInTheDocument();
  });
});
