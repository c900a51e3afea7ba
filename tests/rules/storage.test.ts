import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGES_PATH } from '@shared/constants';
import { REVIEW_PHOTOS_PATH } from '@shared/review-limits';
import { IMAGE_TYPES } from '../../functions/src/api/upload/image-type.js';
import { ADMIN_CLAIMS, ADMIN_UID, OWNER_UID } from './support/actors.js';
import {
  createStorageTestEnv,
  isListening,
  readStorageRules,
  REQUIRE_STORAGE_ENV,
  storageAbsentReason,
  storageEmulator,
} from './support/storage-env.js';

const storageRunning = await isListening(storageEmulator);
if (!storageRunning) process.stdout.write(`storage rules suite skipped: ${storageAbsentReason()}\n`);

// A run told to require the Storage emulator fails here instead of skipping the suite quietly.
describe.runIf(!storageRunning && process.env[REQUIRE_STORAGE_ENV] === '1')('the Storage emulator', () => {
  it('is running, as this run requires', () => {
    expect.fail(`${REQUIRE_STORAGE_ENV}=1, but ${storageAbsentReason()}`);
  });
});

// Names as the upload API makes them: a UUID and the type's extension.
const EXISTING_IMAGE = `${PRODUCT_IMAGES_PATH}/0f8fad5b-d9cb-469f-a165-70867728950e.png`;
const NEW_IMAGE = `${PRODUCT_IMAGES_PATH}/7c9e6679-7425-40de-944b-e07fc1f90ae7.png`;
const OTHER_PATH_FILE = 'uploads/existing.png';

/** Bytes of the given size; the rules look only at size and content type. */
const bytes = (size: number): Uint8Array => new Uint8Array(size).fill(7);
const PNG = { contentType: 'image/png' };

// The path and the limit are written out in storage.rules (rules cannot import); this keeps them in step.
describe('storage.rules mirrors the shared constants', () => {
  const rules = readStorageRules();

  it('allows exactly the image types the upload API accepts, and never an update', () => {
    const types = /contentType\.matches\('image\/\(([a-z|]+)\)'\)/.exec(rules)?.[1]?.split('|');
    expect(types?.map((t) => `image/${t}`).sort()).toEqual(Object.keys(IMAGE_TYPES).sort());
    expect(rules).not.toMatch(/allow [a-z, ]*update/);
  });

  it(`guards the ${PRODUCT_IMAGES_PATH}/ path`, () => {
    expect(rules).toContain(`match /${PRODUCT_IMAGES_PATH}/{file}`);
  });

  it('limits uploads to MAX_IMAGE_BYTES', () => {
    const limit = /request\.resource\.size <= ([\d\s*]+);/.exec(rules)?.[1];
    expect(limit).toBeDefined();
    const bytesAllowed = (limit ?? '').split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(bytesAllowed).toBe(MAX_IMAGE_BYTES);
  });
});

const STORAGE_ACTORS = ['signedOut', 'customer', 'admin'] as const;
type StorageActor = (typeof STORAGE_ACTORS)[number];
const STORAGE_ACTOR_LABELS: Record<StorageActor, string> = {
  signedOut: 'signed out visitor',
  customer: 'customer',
  admin: 'admin',
};

const STORAGE_OPERATIONS = ['get', 'create', 'update', 'delete'] as const;
type StorageOperation = (typeof STORAGE_OPERATIONS)[number];
type Outcome = 'allowed' | 'denied';

const EXPECTED: Record<StorageActor, Record<StorageOperation, Outcome>> = {
  signedOut: { get: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
  customer: { get: 'allowed', create: 'denied', update: 'denied', delete: 'denied' },
  // no overwrite of an existing object, even by an admin.
  admin: { get: 'allowed', create: 'allowed', update: 'denied', delete: 'allowed' },
};

type Storage = ReturnType<RulesTestContext['storage']>;

/** The compat upload task is thenable, not a Promise; the assertions need a Promise. */
const upload = (storage: Storage, path: string, size: number, contentType: string): Promise<unknown> =>
  storage
    .ref(path)
    .put(bytes(size), { contentType })
    .then(() => undefined);

const REQUESTS: Record<StorageOperation, (storage: Storage) => Promise<unknown>> = {
  get: (storage) => storage.ref(EXISTING_IMAGE).getMetadata(),
  create: (storage) => upload(storage, NEW_IMAGE, 1024, PNG.contentType),
  update: (storage) => upload(storage, EXISTING_IMAGE, 2048, PNG.contentType),
  delete: (storage) => storage.ref(EXISTING_IMAGE).delete(),
};

describe.skipIf(!storageRunning)(`storage ${PRODUCT_IMAGES_PATH}/{file}`, () => {
  let testEnv: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('The storage test environment is not initialised yet');
    return testEnv;
  };
  const storageOf = (actor: StorageActor): Storage => {
    switch (actor) {
      case 'signedOut':
        return env().unauthenticatedContext().storage();
      case 'customer':
        return env().authenticatedContext(OWNER_UID, { email: 'alice@example.com' }).storage();
      case 'admin':
        return env()
          .authenticatedContext(ADMIN_UID, { email: 'admin@example.com', ...ADMIN_CLAIMS })
          .storage();
    }
  };

  beforeAll(async () => {
    testEnv = await createStorageTestEnv();
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  beforeEach(async () => {
    await env().clearStorage();
    await env().withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), EXISTING_IMAGE, 512, PNG.contentType);
      await upload(context.storage(), OTHER_PATH_FILE, 512, PNG.contentType);
    });
  });

  for (const actor of STORAGE_ACTORS) {
    for (const operation of STORAGE_OPERATIONS) {
      const outcome = EXPECTED[actor][operation];
      it(`${STORAGE_ACTOR_LABELS[actor]} ${outcome === 'allowed' ? 'may' : 'may not'} ${operation}`, async () => {
        const request = REQUESTS[operation](storageOf(actor));
        if (outcome === 'allowed') await assertSucceeds(request);
        else await assertFails(request);
      });
    }
  }

  it('a signed out visitor reads the image that was stored', async () => {
    const metadata = await storageOf('signedOut').ref(EXISTING_IMAGE).getMetadata();
    expect(metadata.contentType).toBe('image/png');
    expect(metadata.size).toBe(512);
  });

  it.each(['image/svg+xml', 'image/tiff', 'text/plain'])('admin may not upload %s', async (type) => {
    await assertFails(upload(storageOf('admin'), NEW_IMAGE, 1024, type));
  });

  it('admin may not upload under a name the API would not give', async () => {
    await assertFails(upload(storageOf('admin'), `${PRODUCT_IMAGES_PATH}/logo.png`, 1024, PNG.contentType));
  });

  it('admin may not upload a non-image content type', async () => {
    await assertFails(upload(storageOf('admin'), `${PRODUCT_IMAGES_PATH}/notes.txt`, 1024, 'text/plain'));
  });

  it('admin may not replace an image with a non-image content type', async () => {
    await assertFails(upload(storageOf('admin'), EXISTING_IMAGE, 1024, 'application/pdf'));
  });

  it('admin may upload an image of exactly MAX_IMAGE_BYTES', async () => {
    await assertSucceeds(upload(storageOf('admin'), NEW_IMAGE, MAX_IMAGE_BYTES, PNG.contentType));
  });

  it('admin may not upload an image larger than MAX_IMAGE_BYTES', async () => {
    await assertFails(upload(storageOf('admin'), NEW_IMAGE, MAX_IMAGE_BYTES + 1, PNG.contentType));
  });

  it(`admin may not upload outside ${PRODUCT_IMAGES_PATH}/`, async () => {
    await assertFails(upload(storageOf('admin'), 'uploads/new.png', 1024, PNG.contentType));
  });

  it(`admin may not upload into a folder below ${PRODUCT_IMAGES_PATH}/`, async () => {
    await assertFails(upload(storageOf('admin'), `${PRODUCT_IMAGES_PATH}/nested/new.png`, 1024, PNG.contentType));
  });

  it(`a signed out visitor may not read outside ${PRODUCT_IMAGES_PATH}/`, async () => {
    await assertFails(storageOf('signedOut').ref(OTHER_PATH_FILE).getMetadata());
  });

  it(`admin may not read or delete outside ${PRODUCT_IMAGES_PATH}/`, async () => {
    await assertFails(storageOf('admin').ref(OTHER_PATH_FILE).getMetadata());
    await assertFails(storageOf('admin').ref(OTHER_PATH_FILE).delete());
  });

  it('a customer with a forged {isAdmin: true} claim may not upload', async () => {
    const forged = env().authenticatedContext(OWNER_UID, { isAdmin: true }).storage();
    await assertFails(upload(forged, NEW_IMAGE, 1024, PNG.contentType));
  });
});

// Review photos: stored by the API only (POST /api/reviews/photos checks the customer and the bytes).
describe('storage.rules guards review photos', () => {
  it(`lets anyone read ${REVIEW_PHOTOS_PATH}/ and no client write there`, () => {
    const rules = readStorageRules();
    const block = new RegExp(`match /${REVIEW_PHOTOS_PATH}/\\{uid\\}/\\{file\\} \\{([^}]*)\\}`).exec(rules)?.[1];
    expect(block).toContain('allow read: if true;');
    expect(block).toContain('allow write: if false;');
  });
});

describe.skipIf(!storageRunning)(`storage ${REVIEW_PHOTOS_PATH}/{uid}/{file}`, () => {
  const PHOTO = `${REVIEW_PHOTOS_PATH}/${OWNER_UID}/0f8fad5b-d9cb-469f-a165-70867728950e.png`;
  let testEnv: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    testEnv = await createStorageTestEnv();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await upload(context.storage(), PHOTO, 512, PNG.contentType);
    });
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });

  it('a signed out visitor reads a review photo', async () => {
    await assertSucceeds(testEnv!.unauthenticatedContext().storage().ref(PHOTO).getMetadata());
  });

  it('its own author may not upload or delete one from a client, nor may an admin', async () => {
    const owner = testEnv!.authenticatedContext(OWNER_UID, { email: 'alice@example.com' }).storage();
    const admin = testEnv!.authenticatedContext(ADMIN_UID, { email: 'admin@example.com', ...ADMIN_CLAIMS }).storage();
    const fresh = `${REVIEW_PHOTOS_PATH}/${OWNER_UID}/7c9e6679-7425-40de-944b-e07fc1f90ae7.png`;
    await assertFails(upload(owner, fresh, 1024, PNG.contentType));
    await assertFails(owner.ref(PHOTO).delete());
    await assertFails(upload(admin, fresh, 1024, PNG.contentType));
  });
});
