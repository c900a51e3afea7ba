/**
 * Local data survives a restart (docs/decisions/0027-import-export-and-operations.md): `npm start`,
 * place an order, Ctrl-C (SIGINT), `npm start` again, and the order is still there.
 *
 * It starts and stops the stack itself, so it runs on its own, with nothing else on the stack's
 * ports: `npm test` runs it after the emulator suites (its own vitest project), or by hand
 *   npx vitest run --project persistence
 * Its data goes to a temporary folder (LAPTOP_SHOP_EMULATOR_DATA_DIR), never the developer's .emulator-data/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import type { UserInfo } from '@shared/entities/account';
import { placeOrderBody } from '@test-factories';
import { EMULATOR_PORTS, SHOP_ORIGIN } from '../local-stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'laptop-shop-persistence-'));
const CUSTOMER = { email: 'user@example.com', password: 'user123456' };
const START_TIMEOUT_MS = 6 * 60_000;

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const stackAlreadyRunning = await portOpen(EMULATOR_PORTS.hosting);

/** `npm start` on the journey's own data folder; resolves once it prints the shop's address. */
function startStack(): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['scripts/stack/start.mjs'], {
    env: { ...process.env, LAPTOP_SHOP_EMULATOR_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Laptop Shop is running at')) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before the shop was up:\n${output}`));
    });
  });
}

/** Ctrl-C: SIGINT to start.mjs, which exports the data before the emulators stop. */
function stopStack(stack: { child: ChildProcess; output: () => string }): Promise<string> {
  return new Promise((resolve) => {
    stack.child.once('exit', () => resolve(stack.output()));
    stack.child.kill('SIGINT');
  });
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${SHOP_ORIGIN}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const signIn = () => api<UserInfo>('/users/signin', { method: 'POST', body: JSON.stringify(CUSTOMER) });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('local data survives a restart of npm start', () => {
  it(
    'finds the order placed before Ctrl-C after starting again, without reseeding',
    async () => {
      if (stackAlreadyRunning) {
        throw new Error(
          `A stack already answers on port ${EMULATOR_PORTS.hosting}: stop it first (this journey starts its own)`,
        );
      }
      const first = await startStack();
      let orderId: string;
      try {
        const customer = await signIn();
        const [product] = await api<Product[]>('/products');
        if (!product) throw new Error('the seeded catalogue is empty');
        const order = await api<Order>('/orders', {
          method: 'POST',
          headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': `persistence-${Date.now()}` },
          body: JSON.stringify(placeOrderBody([{ _id: product._id, quantity: 1 }])),
        });
        orderId = order._id;
      } finally {
        const stopped = await stopStack(first);
        expect(stopped).toContain(`Saved the local data in ${dataDir}`);
      }

      const second = await startStack();
      try {
        expect(second.output()).toContain(`Started from the data saved in ${dataDir}`);
        const customer = await signIn();
        const again = await api<Order>(`/orders/${orderId}`, {
          headers: { Authorization: `Bearer ${customer.token}` },
        });
        expect(again).toMatchObject({ _id: orderId, orderItems: [expect.objectContaining({ quantity: 1 })] });
      } finally {
        await stopStack(second);
      }
    },
    2 * START_TIMEOUT_MS + 120_000,
  );
});
