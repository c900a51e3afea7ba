import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onSessionEnded } from './api-client';

const { currentIdToken } = vi.hoisted(() => ({ currentIdToken: vi.fn<(force?: boolean) => Promise<string | null>>() }));
vi.mock('./firebase-auth', () => ({ currentIdToken }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const refused = () =>
  json({ message: 'Your session has ended, please sign in again' }, 401, {
    'WWW-Authenticate': 'Bearer error="invalid_token"',
  });
const authHeaderOf = (call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>).Authorization;

describe('authenticated API calls (issue 15: sessions)', () => {
  const ended = vi.fn();
  let stop: () => void;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    currentIdToken.mockImplementation(async (force) => (force ? 'fresh-token' : 'old-token'));
    stop = onSessionEnded(ended);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    ended.mockReset();
  });

  it('a refused token is refreshed once and the call retried: the shopper notices nothing', async () => {
    fetchMock.mockResolvedValueOnce(refused()).mockResolvedValueOnce(json([{ _id: 'o1' }]));
    await expect(api.get('/orders/mine', { auth: true })).resolves.toEqual([{ _id: 'o1' }]);
    expect(authHeaderOf(0)).toBe('Bearer old-token');
    expect(authHeaderOf(1)).toBe('Bearer fresh-token');
    expect(ended).not.toHaveBeenCalled();
  });

  it('a token refused again after the refresh ends the session', async () => {
    fetchMock.mockImplementation(async () => refused());
    await expect(api.get('/orders/mine', { auth: true })).rejects.toEqual(
      new ApiError(401, 'Your session has ended, please sign in again'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a 401 that is not about the token (wrong current password) neither retries nor ends the session', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Current password is incorrect' }, 401));
    await expect(api.put('/users/profile', {}, { auth: true })).rejects.toThrow('Current password is incorrect');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(ended).not.toHaveBeenCalled();
  });
});
