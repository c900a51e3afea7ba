import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { messages as viMessages } from '@/locales/vi.po';
import { checkSpecs, specValues } from './product-specs-fields';

afterEach(() => activateLanguage('mixed'));

describe('checkSpecs', () => {
  it("shows the shared schema's range message in the reader's language", () => {
    activateLanguage('vi', viMessages);
    const checked = checkSpecs({ ...specValues({}), weightKg: '1500' }, false);
    expect(checked).toEqual({ ok: false, errors: { weightKg: 'Thông số weightKg tối đa 6 kg' } });
  });

  it('reads the boxes back into the specifications they came from', () => {
    const specs = {
      cpu: { brand: 'AMD' as const, family: 'Ryzen 7', cores: 8 },
      ramGb: 16,
      ramUpgradable: false,
      storageGb: 512,
      gpu: { kind: 'discrete' as const, vramGb: 8 },
      screen: { inches: 15.6, touch: true },
      weightKg: 2.2,
      ports: ['HDMI 2.1', 'USB-C'],
    };
    expect(checkSpecs(specValues(specs), true)).toEqual({ ok: true, specs });
  });
});
