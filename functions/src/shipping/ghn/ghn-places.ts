/**
 * Places a 2025 address (province + ward, no district) on GHN's map, which keys on a district id
 * and a ward code (docs/decisions/0106-carrier-addresses.md): GHN's own master data is read, and the
 * ward is the one ward of that province GHN names exactly as the order does. None, or more than
 * one, is an address GHN cannot place: the shop never guesses a ward.
 */
import { foldText } from '../../shared/text.js';
import { carrierFailed, carrierOk, type CarrierPlace, type CarrierResult } from '../carrier.js';
import { fieldOf, textOf, wholeNumberOf } from '../carrier-http.js';
import type { GhnCall } from './ghn-http.js';

export interface GhnPlace {
  districtId: number;
  wardCode: string;
}

interface GhnWard extends GhnPlace {
  names: string[];
}

/** GHN's master data changes rarely; an instance re-reads it daily. */
const MASTER_DATA_MS = 24 * 60 * 60 * 1000;

/** Names compare folded, without the province's "Tỉnh" / "Thành phố" (GHN writes "Hồ Chí Minh"). */
const provinceKey = (name: string) =>
  foldText(name)
    .replace(/^(thanh pho|tinh|tp\.?)\s+/, '')
    .trim();
/** A ward keeps its kind ("Phường", "Xã", "Đặc khu"): a commune and a ward may share a name. */
const wardKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

const namesOf = (row: unknown, nameField: string): string[] => {
  const extensions = fieldOf(row, 'NameExtension');
  return [textOf(fieldOf(row, nameField)), ...(Array.isArray(extensions) ? extensions.map(textOf) : [])].filter(
    Boolean,
  );
};

const listOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : []);

type Cached<T> = { at: number; value: Promise<T> };

/** Reads GHN's master data through `call`, each list once per day per instance. */
export class GhnPlaces {
  private readonly cache = new Map<string, Cached<unknown>>();

  constructor(
    private readonly call: GhnCall,
    private readonly now: () => number = Date.now,
  ) {}

  async place(place: CarrierPlace): Promise<CarrierResult<GhnPlace>> {
    const provinces = await this.cached('provinces', () => this.list('/master-data/province', {}));
    if (!provinces.ok) return provinces;
    const wanted = provinceKey(place.province);
    const province = provinces.value.find((row) =>
      namesOf(row, 'ProvinceName').some((name) => provinceKey(name) === wanted),
    );
    const provinceId = wholeNumberOf(fieldOf(province, 'ProvinceID'));
    if (!province || Number.isNaN(provinceId)) {
      return carrierFailed('unplaceable', `GHN has no province "${place.province}"`);
    }
    const wards = await this.cached(`wards:${provinceId}`, () => this.wardsOf(provinceId));
    if (!wards.ok) return wards;
    const ward = wardKey(place.ward);
    const matches = wards.value.filter((row) => row.names.some((name) => wardKey(name) === ward));
    if (matches.length !== 1) {
      const why = matches.length === 0 ? 'has no ward' : 'has several wards named';
      return carrierFailed('unplaceable', `GHN ${why} "${place.ward}" in "${place.province}"`);
    }
    const [match] = matches as [GhnWard];
    return carrierOk({ districtId: match.districtId, wardCode: match.wardCode });
  }

  private async list(path: string, body: unknown): Promise<CarrierResult<unknown[]>> {
    const answer = await this.call(path, body, { withShop: false });
    return answer.ok ? carrierOk(listOf(answer.data)) : carrierFailed(answer.reason, answer.message);
  }

  private async wardsOf(provinceId: number): Promise<CarrierResult<GhnWard[]>> {
    const districts = await this.list('/master-data/district', { province_id: provinceId });
    if (!districts.ok) return districts;
    const wards: GhnWard[] = [];
    for (const district of districts.value) {
      const districtId = wholeNumberOf(fieldOf(district, 'DistrictID'));
      if (Number.isNaN(districtId)) continue;
      const rows = await this.list('/master-data/ward', { district_id: districtId });
      if (!rows.ok) return rows;
      for (const row of rows.value) {
        const wardCode = textOf(fieldOf(row, 'WardCode'));
        if (wardCode) wards.push({ districtId, wardCode, names: namesOf(row, 'WardName') });
      }
    }
    return carrierOk(wards);
  }

  /** One read per key at a time; a failed read is forgotten so the next quote asks again. */
  private cached<T>(key: string, read: () => Promise<CarrierResult<T>>): Promise<CarrierResult<T>> {
    const hit = this.cache.get(key) as Cached<CarrierResult<T>> | undefined;
    if (hit && this.now() - hit.at < MASTER_DATA_MS) return hit.value;
    const value = read().then((result) => {
      if (!result.ok) this.cache.delete(key);
      return result;
    });
    this.cache.set(key, { at: this.now(), value });
    return value;
  }
}
