import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@shared/entities/account';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import UserEditPage from './user-edit-page';
import UsersPage from './users-page';

const user = (id: string, isAdmin = false): User => ({
  _id: id,
  name: `Name ${id}`,
  email: `${id}@example.com`,
  isAdmin,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin users page', () => {
  it('lists users with YES/NO verified and admin flags and edit links', async () => {
    fakeApi({ adminUsers: { users: [{ ...user('a1', true), emailVerified: true }, user('u1')], nextCursor: null } });
    renderPage(<UsersPage />, { path: '/admin/users', url: '/admin/users', user: ADMIN });

    const table = await screen.findByRole('table', { name: 'Users' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'NAME', 'EMAIL', 'VERIFIED', 'IS ADMIN', 'ACTIONS']);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['a1', 'Name a1', 'a1@example.com', 'YES', 'YES', 'EditDelete']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['u1', 'Name u1', 'u1@example.com', 'NO', 'NO', 'EditDelete']);
    expect(within(second!).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/user/u1');
  });

  it("shows the server's refusal as an error toast and keeps the user", async () => {
    const api = fakeApi({
      adminUsers: { users: [user('a1', true)], nextCursor: null },
      deleteUser: apiFailure(400, 'You cannot delete yourself'),
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<UsersPage />, { path: '/admin/users', url: '/admin/users', user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You cannot delete yourself')).toBeInTheDocument();
    expect(screen.getByText('a1@example.com')).toBeInTheDocument();
    expect(api.calls('adminUsers')).toHaveLength(1);
  });

  it('deletes a user after confirmation and re-fetches', async () => {
    const lists = [[user('u1'), user('u2')], [user('u2')]];
    const api = fakeApi({
      adminUsers: () => ({ users: lists.shift() ?? [], nextCursor: null }),
      deleteUser: { message: 'User Deleted' },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(<UsersPage />, { path: '/admin/users', url: '/admin/users', user: ADMIN });

    await userEvent.click((await screen.findAllByRole('button', { name: 'Delete' }))[0]!);

    expect(await screen.findByText('user deleted successfully')).toBeInTheDocument();
    expect(api.calls('deleteUser')).toEqual([expect.objectContaining({ params: { id: 'u1' } })]);
    await waitFor(() => expect(screen.queryByText('u1@example.com')).not.toBeInTheDocument());
    expect(api.calls('adminUsers')).toHaveLength(2);
  });
});

describe('admin user edit page', () => {
  const renderEdit = () =>
    renderPage(<UserEditPage />, { path: '/admin/user/:id', url: '/admin/user/u1', user: ADMIN });

  it('makes a user admin and returns to the list', async () => {
    const api = fakeApi({ userById: user('u1'), updateUser: { message: 'User Updated', user: user('u1', true) } });
    renderEdit();

    expect(await screen.findByDisplayValue('Name u1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit User u1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Is Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users'));
    expect(api.calls('updateUser')).toEqual([
      expect.objectContaining({
        params: { id: 'u1' },
        body: { name: 'Name u1', email: 'u1@example.com', isAdmin: true, updatedAt: '2025-01-01T00:00:00.000Z' },
      }),
    ]);
  });

  it('requires a name and a valid email', async () => {
    const api = fakeApi({ userById: user('u1') });
    renderEdit();

    await screen.findByDisplayValue('Name u1');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText('email must be a valid email address')).toBeInTheDocument();
    expect(api.calls('updateUser')).toEqual([]);
  });
});

describe('admin users filter', () => {
  it('lists admins only when the admin picks Admins, from the first page', async () => {
    const api = fakeApi({ adminUsers: { users: [], nextCursor: null } });
    renderPage(<UsersPage />, { path: '/admin/users', url: '/admin/users?after=x~y', user: ADMIN });
    await waitFor(() => expect(api.calls('adminUsers')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admins' }));
    await waitFor(() => expect(api.calls('adminUsers').at(-1)?.query).toEqual({ admin: 'true' }));
  });
});
