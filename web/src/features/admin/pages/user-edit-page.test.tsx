import type { User } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { ADMIN, renderPage } from '../../../testing/render-page';
import UserEditPage from './user-edit-page';

vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../testing/mock-api')).mockApiModule(importOriginal),
);

const USER: User = {
  _id: 'u7',
  name: 'Trần Thị Mai',
  email: 'mai@example.com',
  isAdmin: false,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-02T00:00:00.000Z',
};

const renderEdit = () => renderPage(<UserEditPage />, { path: '/admin/user/:id', url: '/admin/user/u7', user: ADMIN });

beforeEach(() => {
  vi.mocked(api.get).mockReset();
  vi.mocked(api.put).mockReset();
});

describe('admin user edit page', () => {
  it('loads the account into the form, saves the changes with its version and goes back to the users', async () => {
    vi.mocked(api.get).mockResolvedValue(USER);
    vi.mocked(api.put).mockResolvedValue({ message: 'User Updated', user: USER });
    renderEdit();

    expect(await screen.findByDisplayValue('Trần Thị Mai')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit User u7' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Is Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(MSG.userUpdated)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users');
    expect(api.put).toHaveBeenCalledWith(
      '/users/u7',
      { _id: 'u7', name: 'Trần Thị Mai', email: 'mai@example.com', isAdmin: true, updatedAt: USER.updatedAt },
      { auth: true },
    );
  });

  it('finding 4: a save refused because the account changed says so and reloads the current version', async () => {
    vi.mocked(api.get)
      .mockResolvedValueOnce(USER)
      .mockResolvedValue({ ...USER, name: 'Trần Mai', updatedAt: '2025-06-01T00:00:00.000Z' });
    vi.mocked(api.put).mockRejectedValue(new ApiError(409, API_MSG.userChanged));
    renderEdit();

    await screen.findByDisplayValue('Trần Thị Mai');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(API_MSG.userChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Trần Mai')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows field errors and sends nothing for an empty name or a bad email', async () => {
    vi.mocked(api.get).mockResolvedValue(USER);
    renderEdit();

    await userEvent.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(screen.getByText('name is required')).toBeInTheDocument();
    expect(screen.getByText(/email/i, { selector: 'p' })).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
  });

  it('says why when the account cannot be read', async () => {
    vi.mocked(api.get).mockRejectedValue(new ApiError(404, 'User Not Found'));
    renderEdit();
    expect(await screen.findByText('User Not Found')).toBeInTheDocument();
  });
});
