import { describe, expect, it } from 'vitest';
import { findProvince, findWard, matchesPlaceName, PROVINCES, VN_ADDRESS_SOURCE } from './vn-addresses.js';

describe('the vendored administrative map', () => {
  it('holds the 34 provinces and 3,321 wards and communes in force since 1 July 2025', () => {
    expect(PROVINCES).toHaveLength(34);
    expect(PROVINCES.reduce((sum, province) => sum + province.wards.length, 0)).toBe(3321);
    expect(VN_ADDRESS_SOURCE).toContain('202/2025/QH15');
  });

  it('knows Phường Bến Thành in Thành phố Hồ Chí Minh and Phường Ba Đình in Thành phố Hà Nội', () => {
    const hcmc = findProvince('Thành phố Hồ Chí Minh');
    expect(hcmc?.code).toBe('79');
    expect(hcmc && findWard(hcmc, 'Phường Bến Thành')?.code).toBe('26743');
    const hanoi = findProvince('Thành phố Hà Nội');
    expect(hanoi && findWard(hanoi, 'Phường Ba Đình')).toBeDefined();
    expect(hanoi && findWard(hanoi, 'Phường Bến Thành')).toBeUndefined();
  });

  it('has no district level and no ward named twice in one province', () => {
    for (const province of PROVINCES) {
      expect(new Set(province.wards.map((ward) => ward.name)).size).toBe(province.wards.length);
      for (const ward of province.wards) expect(ward.name).toMatch(/^(Phường|Xã|Đặc khu) /);
    }
  });
});

describe('matchesPlaceName', () => {
  it('finds names with Vietnamese folded away, every typed word starting a word of the name', () => {
    expect(matchesPlaceName('Thành phố Hồ Chí Minh', 'ho chi minh')).toBe(true);
    expect(matchesPlaceName('Thành phố Hồ Chí Minh', 'HCM')).toBe(false);
    expect(matchesPlaceName('Phường Bến Thành', 'ben th')).toBe(true);
    expect(matchesPlaceName('Phường Bến Thành', 'thanh ben')).toBe(true);
    expect(matchesPlaceName('Đắk Lắk', 'dak')).toBe(true);
    expect(matchesPlaceName('Phường Bến Thành', 'en')).toBe(false);
    expect(matchesPlaceName('Phường Bến Thành', '  ')).toBe(true);
  });
});
