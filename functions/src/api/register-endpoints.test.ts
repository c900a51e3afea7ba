/**
 * The contract check of register-endpoints.ts, which the API suites assert is empty after each file
 * (functions/test/setup-emulator-env.ts): an answer whose status or code the contract does not list
 * for its endpoint is recorded, so the suite that provoked it fails.
 */
import express from 'express';
import { logger } from 'firebase-functions';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiContext } from './context.js';
import { badRequest, conflict } from '../http-error.js';
import { errorHandler } from './middleware/errors.js';
import { contractBreaches, endpointRouter, type EndpointHandlers } from './register-endpoints.js';
import type { EndpointName } from '../shared/api-contract.js';

/** An app whose listCategories handler throws `error` (listCategories lists 400 and 413 only). */
function appThrowing(error: Error) {
  const handlers = {
    listCategories: () => Promise.reject(error),
  } as unknown as EndpointHandlers<EndpointName>;
  const app = express();
  app.use('/api', endpointRouter({} as ApiContext, handlers));
  app.use(errorHandler);
  return app;
}

afterEach(() => {
  contractBreaches.length = 0;
});

describe('the contract check', () => {
  it('records a code the endpoint does not list, even with a status it does', async () => {
    const res = await request(appThrowing(badRequest('Prices have changed', 'PRICES_CHANGED'))).get(
      '/api/products/categories',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Prices have changed', code: 'PRICES_CHANGED' });
    expect(contractBreaches).toEqual(['listCategories answered code PRICES_CHANGED']);
  });

  it('records a status the endpoint does not list, with its code', async () => {
    await request(appThrowing(conflict('Taken')))
      .get('/api/products/categories')
      .expect(409);
    expect(contractBreaches).toEqual(['listCategories answered 409', 'listCategories answered code CONFLICT']);
  });

  it('records nothing for an answer the contract lists, nor for a fault of ours', async () => {
    const bad = await request(appThrowing(badRequest('page must be a number'))).get('/api/products/categories');
    expect(bad.body).toEqual({ message: 'page must be a number', code: 'VALIDATION_FAILED' });
    // The fault is logged for us, not sent: kept out of the test's output.
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const fault = await request(appThrowing(new Error('boom'))).get('/api/products/categories');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(fault.status).toBe(500);
    expect(fault.body).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(contractBreaches).toEqual([]);
  });
});
