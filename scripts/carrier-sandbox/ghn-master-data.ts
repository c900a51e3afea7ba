/**
 * GHN's master data as the sandbox serves it, built from the shop's own 2025 map
 * (functions/src/shared/vn-addresses.ts): each province with its wards under numbered districts
 * (GHN still keys on a district id), ward codes the map's. Special zones ("Đặc khu") are left out:
 * the sandbox's GHN does not serve them, so the shop's "cannot place this address" path runs too.
 */
import { PROVINCES } from '../../functions/src/shared/vn-addresses.js';

export interface GhnProvinceRow {
  ProvinceID: number;
  ProvinceName: string;
  NameExtension: string[];
}
export interface GhnDistrictRow {
  DistrictID: number;
  ProvinceID: number;
  DistrictName: string;
}
export interface GhnWardRow {
  WardCode: string;
  DistrictID: number;
  WardName: string;
  NameExtension: string[];
}

const WARDS_PER_DISTRICT = 40;
const shortProvinceName = (name: string) => name.replace(/^(Thành phố|Tỉnh)\s+/, '');

export const GHN_PROVINCES: GhnProvinceRow[] = [];
export const GHN_DISTRICTS: GhnDistrictRow[] = [];
export const GHN_WARDS: GhnWardRow[] = [];

PROVINCES.forEach((province, p) => {
  const provinceId = 201 + p;
  GHN_PROVINCES.push({
    ProvinceID: provinceId,
    ProvinceName: shortProvinceName(province.name),
    NameExtension: [province.name],
  });
  const served = province.wards.filter((ward) => !ward.name.startsWith('Đặc khu'));
  for (let start = 0, d = 1; start < served.length; start += WARDS_PER_DISTRICT, d++) {
    const districtId = provinceId * 100 + d;
    GHN_DISTRICTS.push({ DistrictID: districtId, ProvinceID: provinceId, DistrictName: `Khu vực ${d}` });
    for (const ward of served.slice(start, start + WARDS_PER_DISTRICT)) {
      GHN_WARDS.push({ WardCode: ward.code, DistrictID: districtId, WardName: ward.name, NameExtension: [] });
    }
  }
});

const districtsById = new Map(GHN_DISTRICTS.map((row) => [row.DistrictID, row]));
const wardsByCode = new Map(GHN_WARDS.map((row) => [row.WardCode, row]));
const provincesById = new Map(GHN_PROVINCES.map((row) => [row.ProvinceID, row]));

/** The ward at (district, ward code), with its province, or undefined when GHN has no such place. */
export function ghnPlaceAt(districtId: number, wardCode: string) {
  const ward = wardsByCode.get(wardCode);
  if (!ward || ward.DistrictID !== districtId) return undefined;
  const district = districtsById.get(districtId);
  const province = district && provincesById.get(district.ProvinceID);
  return province ? { ward, province } : undefined;
}

/** A province by the name a create's `from_province_name` carries (short or full). */
export const ghnProvinceNamed = (name: string) =>
  GHN_PROVINCES.find((row) => row.ProvinceName === name || row.NameExtension.includes(name));
