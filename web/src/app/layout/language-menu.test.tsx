import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageMenu } from './language-menu';

const reload = vi.fn();

afterEach(() => {
  document.cookie = '__session=; Max-Age=0; Path=/';
  activateLanguage('mixed');
  reload.mockReset();
});

function renderMenu() {
  vi.stubGlobal('location', { ...window.location, protocol: 'http:', reload });
  renderWithProviders(<LanguageMenu />);
}

describe('LanguageMenu', () => {
  it('offers the three languages, each in its own language, the current one marked', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'VI+EN, Ngôn ngữ / Language: Tiếng Việt + English' }));
    const menu = within(await screen.findByRole('menu'));
    const items = menu.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('lang')])).toEqual([
      ['Tiếng Việt + English', 'vi'],
      ['Tiếng Việt', 'vi'],
      ['English', 'en'],
    ]);
    expect(menu.getByRole('menuitem', { name: 'Tiếng Việt + English' })).toHaveAttribute('aria-current', 'true');
  });

  it('remembers the choice in the cookie the server reads, and reloads the page in it', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(document.cookie).toContain('__session=lang%3Den');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the current language is chosen again', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Language/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tiếng Việt + English' }));
    expect(document.cookie).not.toContain('__session');
    expect(reload).not.toHaveBeenCalled();
  });
});
