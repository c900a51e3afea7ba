import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '@shared/entities/search';
import { jsonResponse, renderWithProviders } from '@/testing/render-with-providers';
import { SearchBox } from './search-box';
import { SUGGESTION_DEBOUNCE_MS } from './search-suggestions';

const suggestions: SearchSuggestions = {
  products: [
    { _id: 'p1', slug: 'lenovo-thinkpad-e14', name: 'Lenovo ThinkPad E14 Gen 5', image: '/img/e14.svg', price: 120 },
    { _id: 'p2', slug: 'lenovo-thinkpad-x1', name: 'Lenovo ThinkPad X1 Carbon', image: '/img/x1.svg', price: 900 },
  ],
  categories: ['Doanh nhân'],
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

describe('SearchBox suggestions', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/products/suggest?') ? jsonResponse(suggestions) : jsonResponse({ message: url }, 500),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const box = () => screen.getByRole('combobox', { name: 'search products' });

  it('asks nothing for one character, then lists products (image, name, price) and categories', async () => {
    // Fake timers that still follow real time, so userEvent and findBy keep working; the debounce
    // is then passed at once instead of slept through.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<SearchBox />);
    // The dropdown's chunk loads on first focus and from then on owns the input's combobox
    // attributes: a placeholder it removes shows it is listening, so the debounce below counts.
    box().setAttribute('aria-activedescendant', 'not-yet-loaded');
    await userEvent.type(box(), 't');
    await waitFor(() => expect(box()).not.toHaveAttribute('aria-activedescendant'));
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(box(), 'hink');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    // Debounced: one request for the text typed, not one per keystroke.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/products/suggest?query=think']);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Lenovo ThinkPad E14 Gen 5120 VND',
      'Lenovo ThinkPad X1 Carbon900 VND',
      'Doanh nhân',
    ]);
    expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/img/e14.svg');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
  });

  it('moves with the arrows and opens the highlighted product with Enter', async () => {
    renderWithProviders(<SearchBox />);
    await userEvent.type(box(), 'think');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getAllByRole('option')[0];
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/lenovo-thinkpad-e14');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a category, and runs the full search on Enter with nothing highlighted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<SearchBox />);
    await userEvent.type(box(), 'think');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?category=Doanh+nh%C3%A2n');

    await userEvent.clear(box());
    await userEvent.type(box(), 'thinkpad');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search/?query=thinkpad');
    // The full search replaces the suggestions, even when their answer arrives later.
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes with Escape and keeps the text', async () => {
    renderWithProviders(<SearchBox />);
    await userEvent.type(box(), 'think');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box()).toHaveValue('think');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});
