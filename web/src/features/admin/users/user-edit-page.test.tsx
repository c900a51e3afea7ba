import type { User } from '@shared/entities/account';
import { API_MSG, MSG } from '@shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import UserEditPage from './user-edit-page';

const USER: User = {
  _id: 'u7',
  name: 'Trần Thị Mai',
  email: 'mai@example.com',
  isAdmin: false,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-02T00:00:00.000Z',
};

const renderEdit = () => renderPage(<UserEditPage />, { path: '/admin/user/:id', url: '/admin/user/u7', user: ADMIN });

describe('admin user edit page', () => {
  it('loads the account into the form, saves the changes with its version and goes back to the users', async () => {
    const api = fakeApi({ userById: USER, updateUser: { message: 'User Updated', user: USER } });
    renderEdit();

    expect(await screen.findByDisplayValue('Trần Thị Mai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit User u7' })).toBeInTheDocument();
    expect(api.calls('userById')).toEqual([expect.objectContaining({ params: { id: 'u7' } })]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Is Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(MSG.userUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/users'));
    expect(api.calls('updateUser')).toEqual([
      expect.objectContaining({
        params: { id: 'u7' },
        body: { name: 'Trần Thị Mai', email: 'mai@example.com', isAdmin: true, updatedAt: USER.updatedAt },
      }),
    ]);
  });

  it('a save refused because the account changed says so and reloads the current version', async () => {
    const changed: User = { ...USER, name: 'Trần Mai', updatedAt: '2025-06-01T00:00:00.000Z' };
    const versions = [USER];
    const api = fakeApi({
      userById: () => versions.shift() ?? changed,
      updateUser: apiFailure(409, API_MSG.userChanged, 'RECORD_CHANGED'),
    });
    renderEdit();

    await screen.findByDisplayValue('Trần Thị Mai');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(API_MSG.userChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Trần Mai')).toBeInTheDocument();
    expect(api.calls('userById')).toHaveLength(2);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows field errors and sends nothing for an empty name or a bad email', async () => {
    const api = fakeApi({ userById: USER });
    renderEdit();

    await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText(/email/i, { selector: 'p' })).toBeInTheDocument();
    expect(api.calls('updateUser')).toEqual([]);
  });

  it('says why when the account cannot be read', async () => {
    fakeApi({ userById: apiFailure(404, 'User Not Found') });
    renderEdit();
    expect(await screen.findByText('User Not Found')).toBeInTheDocument();
  });
});
