/**
 * The sandbox GHTK's places, prices, dates, status moves and label. Places are the shop's 2025 map
 * by name (GHTK keys on names); special zones ("Đặc khu") are not served, so the shop's "cannot
 * place" path runs for GHTK too. Fees grow with weight and outside the pickup province.
 */
import { PROVINCES } from '../../functions/src/shared/vn-addresses.js';
import { foldText } from '../../functions/src/shared/text.js';

/** GHTK's limits as the sandbox applies them (to confirm with GHTK): COD and declared value 20,000,000 đ, 20 kg. */
export const GHTK_LIMITS = { pickMoney: 20_000_000, value: 20_000_000, weightGrams: 20_000 };

const provinceKey = (name: string) =>
  foldText(name)
    .replace(/^(thanh pho|tinh|tp\.?)\s+/, '')
    .trim();

/** The province of the 2025 map a name denotes, or undefined. */
export const ghtkProvince = (name: string) => PROVINCES.find((p) => provinceKey(p.name) === provinceKey(name));

/** Whether the sandbox's GHTK serves a ward of a province (by the 2025 names). */
export function ghtkServes(provinceName: string, wardName: string): boolean | undefined {
  const province = ghtkProvince(provinceName);
  const ward = province?.wards.find((w) => foldText(w.name) === foldText(wardName));
  if (!province || !ward) return undefined;
  return !ward.name.startsWith('Đặc khu');
}

export function ghtkFee(weightGrams: number, sameProvince: boolean, value: number) {
  const extraSteps = Math.ceil(Math.max(0, weightGrams - 1000) / 500);
  const shipFee = sameProvince ? 18_000 + extraSteps * 2_500 : 30_000 + extraSteps * 4_500;
  // 0.5% of the declared value above 1,000,000 đ.
  const insuranceFee = value > 1_000_000 ? Math.round(value * 0.005) : 0;
  return { fee: shipFee + insuranceFee, insurance_fee: insuranceFee };
}

const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A Vietnamese calendar day `days` after the instant, as GHTK writes it ("2026-11-27"). */
export const vietnamDay = (ms: number, days = 0) =>
  new Date(ms + VIETNAM_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/** GHTK's time in its read-back ("2026-11-27 22:03:34", Vietnam's). */
export const vietnamDateTime = (ms: number) =>
  new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** GHTK's webhook time (ISO 8601 with Vietnam's offset). */
export const vietnamIso = (ms: number) => `${new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 19)}+07:00`;

/** GHTK's status texts (its webhook page). */
export const GHTK_STATUS_TEXT: Record<string, string> = {
  '-1': 'Hủy đơn hàng',
  '1': 'Chưa tiếp nhận',
  '2': 'Đã tiếp nhận',
  '3': 'Đã lấy hàng/Đã nhập kho',
  '4': 'Đã điều phối giao hàng/Đang giao hàng',
  '5': 'Đã giao hàng/Chưa đối soát',
  '6': 'Đã đối soát',
  '9': 'Không giao được hàng',
  '11': 'Đã đối soát công nợ trả hàng',
  '12': 'Đã điều phối lấy hàng/Đang lấy hàng',
  '20': 'Đang trả hàng (COD cầm hàng đi trả)',
  '21': 'Đã trả hàng (COD đã trả xong hàng)',
};

/** From each GHTK status, the statuses the sandbox page's buttons move a waybill to (5 → 6 is the COD transfer). */
export const GHTK_MOVES: Record<string, string[]> = {
  '2': ['12', '-1'],
  '12': ['3', '-1'],
  '3': ['4'],
  '4': ['5', '9'],
  '9': ['4', '20'],
  '20': ['21'],
  '21': ['11'],
  '5': ['6'],
  '6': [],
  '11': [],
  '-1': [],
};

/** GHTK cancels a waybill only before it is picked up. */
export const GHTK_CANCELLABLE = new Set(['1', '2', '12']);

const pdfText = (text: string) =>
  foldText(text)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, '\\$&');

/** A one-page PDF with the label's lines (ASCII, folded: the sandbox's label is for looking at, not printing). */
export function labelPdf(lines: string[]): Uint8Array {
  const content = ['BT /F1 14 Tf 40 780 Td 18 TL', ...lines.map((line) => `(${pdfText(line)}) Tj T*`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
