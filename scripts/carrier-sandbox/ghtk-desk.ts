/**
 * The sandbox's GHTK, under /ghtk: fee, submit order (ver=1.5), cancel, label (a PDF) and the
 * read-back (shipment/v2), as GHTK documents them; every call must carry the demo `Token` and
 * `X-Client-Source`, and a refusal is GHTK's `{success: false, message}`. Its waybills move through
 * GHTK's status codes from the page or the JSON API, each move sent to the shop's GHTK webhook
 * form-encoded, as GHTK sends it.
 */
import { randomInt } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import type { WebhookSent } from './ghn-desk.js';
import {
  GHTK_CANCELLABLE,
  GHTK_LIMITS,
  GHTK_MOVES,
  GHTK_STATUS_TEXT,
  ghtkFee,
  ghtkProvince,
  ghtkServes,
  labelPdf,
  vietnamDateTime,
  vietnamDay,
  vietnamIso,
} from './ghtk-rules.js';
import { json, type Reply } from './reply.js';

export interface GhtkWaybill {
  label: string;
  partnerId: string;
  status: string;
  pickMoney: number;
  value: number;
  fee: number;
  weightKg: number;
  name: string;
  tel: string;
  address: string;
  place: string;
  pickName: string;
  estimatedDeliverTime: string;
  log: { status: string; at: number }[];
}

type Body = Record<string, unknown>;

const ok = (fields: Body): Reply => json(200, { success: true, message: '', ...fields });
/** GHTK answers a refusal with HTTP 200 and `success: false`; a wrong token too. */
const refuse = (message: string): Reply => json(200, { success: false, message });

const str = (body: unknown, name: string) => {
  const value = body && typeof body === 'object' ? (body as Body)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
};
const num = (body: unknown, name: string) => (str(body, name) === '' ? NaN : Number(str(body, name)));
const isAmount = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

export class GhtkDesk {
  readonly waybills = new Map<string, GhtkWaybill>();

  constructor(
    private readonly webhookUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Routes a call under /ghtk (`path` is what follows). */
  handle(method: string, path: string, headers: IncomingHttpHeaders, body: Body, query: URLSearchParams): Reply {
    const { token, clientSource } = DEMO_CARRIER_SETTINGS.ghtk;
    if (headers.token !== token) return refuse('Token không hợp lệ');
    if (headers['x-client-source'] !== clientSource) return refuse('X-Client-Source không hợp lệ');
    const label = (prefix: string) => decodeURIComponent(path.slice(prefix.length));
    if (method === 'GET' && path === '/services/shipment/fee') return this.fee(Object.fromEntries(query));
    if (method === 'POST' && /^\/services\/shipment\/order\/?$/.test(path)) {
      return query.get('ver') === '1.5' ? this.create(body) : refuse('ver không hợp lệ');
    }
    if (method === 'POST' && path.startsWith('/services/shipment/cancel/'))
      return this.cancel(label('/services/shipment/cancel/'));
    if (method === 'GET' && path.startsWith('/services/label/')) return this.label(label('/services/label/'));
    if (method === 'GET' && path.startsWith('/services/shipment/v2/'))
      return this.readBack(label('/services/shipment/v2/'));
    return json(404, { success: false, message: `No GHTK route ${method} ${path}` });
  }

  private fee(query: Body): Reply {
    const weight = num(query, 'weight');
    const value = str(query, 'value') ? num(query, 'value') : 0;
    const problem =
      (!str(query, 'pick_province') && 'pick_province là bắt buộc') ||
      (!str(query, 'province') && 'province là bắt buộc') ||
      ((!isAmount(weight, GHTK_LIMITS.weightGrams) || weight === 0) && 'weight không hợp lệ') ||
      (!isAmount(value, GHTK_LIMITS.value) && 'value tối đa 20.000.000') ||
      (!['road', 'fly', ''].includes(str(query, 'transport')) && 'transport không hợp lệ');
    if (problem) return refuse(problem);
    const from = ghtkProvince(str(query, 'pick_province'));
    const to = ghtkProvince(str(query, 'province'));
    if (!from || !to) return refuse('Không tìm thấy tỉnh/thành phố');
    const served = ghtkServes(str(query, 'province'), str(query, 'ward'));
    const { fee, insurance_fee } = ghtkFee(weight, from.name === to.name, value);
    return ok({
      fee: {
        name: from.name === to.name ? 'area1' : 'area3',
        fee,
        insurance_fee,
        include_vat: 0,
        delivery: served === true,
      },
    });
  }

  private create(body: Body): Reply {
    const order = body.order;
    const products = Array.isArray(body.products) ? body.products : [];
    const pickMoney = num(order, 'pick_money');
    const value = str(order, 'value') ? num(order, 'value') : 0;
    const weightKg = products.reduce<number>((sum, p) => sum + num(p, 'weight') * num(p, 'quantity'), 0);
    const problem =
      (products.length === 0 && 'products là bắt buộc') ||
      (products.some((p) => !str(p, 'name') || !(num(p, 'weight') > 0) || !(num(p, 'quantity') >= 1)) &&
        'products: name, weight (kg) và quantity là bắt buộc') ||
      (!str(order, 'id') && 'order.id là bắt buộc') ||
      (['pick_name', 'pick_address', 'pick_province', 'name', 'address', 'province', 'hamlet'].find(
        (field) => !str(order, field),
      ) ??
        '') ||
      (!/^0\d{9}$/.test(str(order, 'pick_tel')) && 'pick_tel không hợp lệ') ||
      (!/^0\d{9}$/.test(str(order, 'tel')) && 'tel không hợp lệ') ||
      (!isAmount(pickMoney, GHTK_LIMITS.pickMoney) && 'pick_money tối đa 20.000.000') ||
      (!isAmount(value, GHTK_LIMITS.value) && 'value tối đa 20.000.000') ||
      (weightKg * 1000 > GHTK_LIMITS.weightGrams && 'Khối lượng tối đa 20 kg');
    if (problem) return refuse(problem.includes(' ') ? problem : `order.${problem} là bắt buộc`);
    const partnerId = str(order, 'id');
    if ([...this.waybills.values()].some((w) => w.partnerId === partnerId)) {
      return json(200, {
        success: false,
        message: 'Mã đơn hàng đã tồn tại',
        error: { code: 'ORDER_ID_EXIST', partner_id: partnerId },
      });
    }
    const from = ghtkProvince(str(order, 'pick_province'));
    if (!from || ghtkServes(str(order, 'pick_province'), str(order, 'pick_ward')) !== true) {
      return refuse('Không tìm thấy địa chỉ lấy hàng');
    }
    if (ghtkServes(str(order, 'province'), str(order, 'ward')) !== true) {
      return refuse(`GHTK chưa hỗ trợ giao đến ${str(order, 'ward')}, ${str(order, 'province')}`);
    }
    const to = ghtkProvince(str(order, 'province'))!;
    const sameProvince = from.name === to.name;
    const { fee, insurance_fee } = ghtkFee(Math.round(weightKg * 1000), sameProvince, value);
    const now = this.now();
    const trackingId = randomInt(100_000_000, 999_999_999);
    const label = `S${DEMO_CARRIER_SETTINGS.ghtk.clientSource.slice(1)}.SB${to.code}.${trackingId}`;
    const estimatedDeliverTime = `Chiều ${vietnamDay(now, sameProvince ? 1 : 3)}`;
    this.waybills.set(label, {
      label,
      partnerId,
      status: '2',
      pickMoney,
      value,
      fee,
      weightKg,
      name: str(order, 'name'),
      tel: str(order, 'tel'),
      address: str(order, 'address'),
      place: `${str(order, 'ward')}, ${to.name}`,
      pickName: str(order, 'pick_name'),
      estimatedDeliverTime,
      log: [{ status: '2', at: Math.floor(now / 1000) * 1000 }],
    });
    return json(200, {
      success: true,
      message: 'Các đơn hàng đã được add vào hệ thống GHTK thành công.',
      order: {
        partner_id: partnerId,
        label,
        area: sameProvince ? 1 : 3,
        fee,
        insurance_fee,
        estimated_pick_time: `Sáng ${vietnamDay(now, 1)}`,
        estimated_deliver_time: estimatedDeliverTime,
        products: [],
        status_id: 2,
        tracking_id: trackingId,
      },
    });
  }

  private cancel(label: string): Reply {
    const waybill = this.waybills.get(label);
    if (!waybill) return refuse('Không tìm thấy đơn hàng');
    if (waybill.status === '-1') return refuse('Đơn hàng đã bị hủy');
    if (!GHTK_CANCELLABLE.has(waybill.status)) return refuse('Đơn hàng đã lấy, không thể hủy');
    this.setStatus(waybill, '-1');
    return ok({ message: `ĐÃ GỬI YÊU CẦU HỦY ĐƠN HÀNG ${label}` });
  }

  private label(label: string): Reply {
    const w = this.waybills.get(label);
    if (!w) return refuse('Không tìm thấy đơn hàng');
    const lines = [
      `GHTK ${w.label}`,
      `Ma don shop: ${w.partnerId}`,
      `Tu: ${w.pickName}`,
      `Den: ${w.name} - ${w.tel}`,
      `${w.address}, ${w.place}`,
      `Thu ho (COD): ${w.pickMoney} d`,
      `Khoi luong: ${w.weightKg} kg`,
    ];
    return { status: 200, pdf: labelPdf(lines) };
  }

  private readBack(label: string): Reply {
    const w = this.waybills.get(label);
    if (!w) return refuse('Không tìm thấy đơn hàng');
    const last = w.log.at(-1)!;
    return ok({
      order: {
        label_id: w.label,
        partner_id: w.partnerId,
        status: Number(w.status),
        status_text: GHTK_STATUS_TEXT[w.status] ?? '',
        created: vietnamDateTime(w.log[0]!.at),
        modified: vietnamDateTime(last.at),
        deliver_date: w.estimatedDeliverTime.slice(-10),
        customer_fullname: w.name,
        customer_tel: w.tel,
        address: `${w.address}, ${w.place}`,
        ship_money: w.fee,
        value: w.value,
        weight: Math.round(w.weightKg * 1000),
        pick_money: w.pickMoney,
        is_freeship: 1,
      },
    });
  }

  private setStatus(waybill: GhtkWaybill, status: string): void {
    waybill.status = status;
    // Whole seconds: GHTK's webhook and its read-back both give times to the second.
    waybill.log.push({ status, at: Math.floor(this.now() / 1000) * 1000 });
  }

  /** Moves a waybill one step along GHTK's statuses and sends the webhook GHTK would. */
  async move(label: string, status: string): Promise<WebhookSent | string> {
    const waybill = this.waybills.get(label);
    if (!waybill) return `No GHTK waybill ${label}`;
    const moves = GHTK_MOVES[waybill.status] ?? [];
    if (!moves.includes(status)) return `GHTK moves ${waybill.status} only to ${moves.join(', ') || 'nothing'}`;
    this.setStatus(waybill, status);
    return this.notify(waybill);
  }

  private async notify(waybill: GhtkWaybill): Promise<WebhookSent> {
    const webhook = {
      label_id: waybill.label,
      partner_id: waybill.partnerId,
      status_id: waybill.status,
      action_time: vietnamIso(waybill.log.at(-1)!.at),
      reason_code: '',
      reason: '',
      weight: String(waybill.weightKg),
      fee: String(waybill.fee),
      pick_money: String(waybill.pickMoney),
      return_part_package: '0',
    };
    try {
      const res = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(webhook).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { webhook, answered: res.status };
    } catch (error) {
      return { webhook, answered: `no answer: ${String(error)}` };
    }
  }
}
