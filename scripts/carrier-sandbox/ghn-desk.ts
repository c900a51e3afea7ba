/**
 * The sandbox's GHN, under /ghn/shiip/public-api: master data, fee, leadtime, create, detail,
 * switch-status/cancel, a5/gen-token and the A5 page; answers in GHN's `{code, message, data}`
 * envelope, refusing a wrong Token (401) or ShopId and a missing or out-of-range field (400).
 * Its waybills move through GHN's statuses from the page or the JSON API, each move sent to the
 * shop's GHN webhook as GHN sends it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import { GHN_DISTRICTS, GHN_PROVINCES, GHN_WARDS, ghnPlaceAt, ghnProvinceNamed } from './ghn-master-data.js';
import { GHN_CANCELLABLE, GHN_LIMITS, GHN_MOVES, ghnFee, ghnLeadtime } from './ghn-rules.js';
import { escapeHtml, json, type Reply } from './reply.js';

export interface GhnWaybill {
  orderCode: string;
  clientOrderCode: string;
  status: string;
  codAmount: number;
  insuranceValue: number;
  totalFee: number;
  weight: number;
  toName: string;
  toPhone: string;
  toAddress: string;
  toPlace: string;
  fromName: string;
  requiredNote: string;
  expectedDeliveryTime: string;
  codTransferDate: string | null;
  log: { status: string; updated_date: string }[];
}

export interface WebhookSent {
  webhook: Record<string, unknown>;
  /** The shop's HTTP status, or why it did not answer. */
  answered: number | string;
}

const ok = (data: unknown): Reply => json(200, { code: 200, message: 'Success', data });
const refuse = (status: number, message: string): Reply =>
  json(status, { code: status, message, data: null, code_message: 'USER_ERR_COMMON' });

const REQUIRED_NOTES = new Set(['CHOTHUHANG', 'CHOXEMHANGKHONGTHU', 'KHONGCHOXEMHANG']);
const SHOP_CALLS = /^\/v2\//;

type Body = Record<string, unknown>;
const num = (body: Body, name: string) => (typeof body[name] === 'number' ? (body[name] as number) : NaN);
const str = (body: Body, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
const isAmount = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

export class GhnDesk {
  readonly waybills = new Map<string, GhnWaybill>();
  private readonly labelTokens = new Map<string, string[]>();

  constructor(
    private readonly webhookUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Routes a call under /ghn/shiip/public-api (`path` is what follows). */
  handle(method: string, path: string, headers: IncomingHttpHeaders, body: Body, query: URLSearchParams): Reply {
    const { token, shopId } = DEMO_CARRIER_SETTINGS.ghn;
    if (headers.token !== token) return refuse(401, 'Token is not valid!');
    if (SHOP_CALLS.test(path) && headers.shopid !== shopId) return refuse(400, 'ShopId is not valid!');
    const args: Body = { ...Object.fromEntries(query), ...body };
    switch (`${method} ${path}`) {
      case 'GET /master-data/province':
      case 'POST /master-data/province':
        return ok(GHN_PROVINCES);
      case 'GET /master-data/district':
      case 'POST /master-data/district':
        return ok(GHN_DISTRICTS.filter((row) => row.ProvinceID === Number(args.province_id)));
      case 'GET /master-data/ward':
      case 'POST /master-data/ward':
        return ok(GHN_WARDS.filter((row) => row.DistrictID === Number(args.district_id)));
      case 'POST /v2/shipping-order/fee':
        return this.fee(body);
      case 'POST /v2/shipping-order/leadtime':
        return this.leadtime(body);
      case 'POST /v2/shipping-order/create':
        return this.create(body);
      case 'POST /v2/shipping-order/detail':
        return this.detail(str(body, 'order_code'));
      case 'POST /v2/switch-status/cancel':
        return this.cancel(body);
      case 'POST /v2/a5/gen-token':
        return this.genToken(body);
      default:
        return refuse(404, `No GHN route ${method} ${path}`);
    }
  }

  private route(body: Body) {
    const from = ghnPlaceAt(num(body, 'from_district_id'), str(body, 'from_ward_code'));
    const to = ghnPlaceAt(num(body, 'to_district_id'), str(body, 'to_ward_code'));
    return from && to ? { from, to, sameProvince: from.province === to.province } : undefined;
  }

  private fee(body: Body): Reply {
    const route = this.route(body);
    if (!route) return refuse(400, 'Không tìm thấy quận/huyện hoặc phường/xã');
    const weight = num(body, 'weight');
    const insurance = Number.isNaN(num(body, 'insurance_value')) ? 0 : num(body, 'insurance_value');
    if (!isAmount(weight, GHN_LIMITS.weight) || weight === 0) return refuse(400, 'weight không hợp lệ');
    if (!isAmount(insurance, GHN_LIMITS.insuranceValue)) return refuse(400, 'insurance_value tối đa 5.000.000');
    return ok(ghnFee(weight, route.sameProvince, insurance));
  }

  private leadtime(body: Body): Reply {
    const route = this.route(body);
    if (!route) return refuse(400, 'Không tìm thấy quận/huyện hoặc phường/xã');
    const leadtime = ghnLeadtime(route.sameProvince, this.now());
    return ok({ leadtime, order_date: new Date(this.now()).toISOString().slice(0, 10) });
  }

  private create(body: Body): Reply {
    const to = ghnPlaceAt(num(body, 'to_district_id'), str(body, 'to_ward_code'));
    const from = ghnProvinceNamed(str(body, 'from_province_name'));
    const weight = num(body, 'weight');
    const cod = Number.isNaN(num(body, 'cod_amount')) ? 0 : num(body, 'cod_amount');
    const insurance = Number.isNaN(num(body, 'insurance_value')) ? 0 : num(body, 'insurance_value');
    const problem =
      (![1, 2].includes(num(body, 'payment_type_id')) && 'payment_type_id không hợp lệ') ||
      (!REQUIRED_NOTES.has(str(body, 'required_note')) && 'required_note không hợp lệ') ||
      (!str(body, 'to_name') && 'to_name là bắt buộc') ||
      (!/^0\d{9}$/.test(str(body, 'to_phone')) && 'to_phone không hợp lệ') ||
      (!str(body, 'to_address') && 'to_address là bắt buộc') ||
      (!to && 'Không tìm thấy quận/huyện hoặc phường/xã người nhận') ||
      (!from && 'Không tìm thấy tỉnh/thành người gửi') ||
      ((!isAmount(weight, GHN_LIMITS.weight) || weight === 0) && 'weight không hợp lệ') ||
      (!isAmount(cod, GHN_LIMITS.codAmount) && 'cod_amount tối đa 50.000.000') ||
      (!isAmount(insurance, GHN_LIMITS.insuranceValue) && 'insurance_value tối đa 5.000.000') ||
      (!Array.isArray(body.items) && 'items là bắt buộc');
    if (problem || !to || !from) return refuse(400, problem || 'Dữ liệu không hợp lệ');
    const clientOrderCode = str(body, 'client_order_code');
    if (clientOrderCode && [...this.waybills.values()].some((w) => w.clientOrderCode === clientOrderCode)) {
      return refuse(400, 'Mã đơn hàng của khách hàng (client_order_code) đã tồn tại');
    }
    const sameProvince = from.ProvinceID === to.province.ProvinceID;
    const fee = ghnFee(weight, sameProvince, insurance);
    const orderCode = `G${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 8);
    const expected = new Date(ghnLeadtime(sameProvince, this.now()) * 1000).toISOString();
    const waybill: GhnWaybill = {
      orderCode,
      clientOrderCode,
      status: 'ready_to_pick',
      codAmount: cod,
      insuranceValue: insurance,
      totalFee: fee.total,
      weight,
      toName: str(body, 'to_name'),
      toPhone: str(body, 'to_phone'),
      toAddress: str(body, 'to_address'),
      toPlace: `${to.ward.WardName}, ${to.province.NameExtension[0] ?? to.province.ProvinceName}`,
      fromName: str(body, 'from_name'),
      requiredNote: str(body, 'required_note'),
      expectedDeliveryTime: expected,
      codTransferDate: null,
      log: [{ status: 'ready_to_pick', updated_date: new Date(this.now()).toISOString() }],
    };
    this.waybills.set(orderCode, waybill);
    return ok({
      order_code: orderCode,
      sort_code: `${to.province.ProvinceID}-${to.ward.DistrictID}`,
      trans_type: 'truck',
      total_fee: fee.total,
      fee: { main_service: fee.service_fee, insurance: fee.insurance_fee },
      expected_delivery_time: expected,
    });
  }

  private detail(orderCode: string): Reply {
    const waybill = this.waybills.get(orderCode);
    if (!waybill) return refuse(400, 'Đơn hàng không tồn tại');
    return ok({
      order_code: waybill.orderCode,
      client_order_code: waybill.clientOrderCode,
      status: waybill.status,
      cod_amount: waybill.codAmount,
      insurance_value: waybill.insuranceValue,
      total_fee: waybill.totalFee,
      weight: waybill.weight,
      required_note: waybill.requiredNote,
      leadtime: waybill.expectedDeliveryTime,
      cod_transfer_date: waybill.codTransferDate,
      log: waybill.log,
    });
  }

  private cancel(body: Body): Reply {
    const codes = Array.isArray(body.order_codes) ? body.order_codes.map(String) : [];
    if (codes.length === 0) return refuse(400, 'order_codes là bắt buộc');
    return ok(
      codes.map((code) => {
        const waybill = this.waybills.get(code);
        if (!waybill) return { order_code: code, result: false, message: 'Đơn hàng không tồn tại' };
        if (!GHN_CANCELLABLE.has(waybill.status)) {
          return { order_code: code, result: false, message: 'Đơn hàng đã lấy, không thể hủy' };
        }
        this.setStatus(waybill, 'cancel');
        return { order_code: code, result: true, message: 'OK' };
      }),
    );
  }

  private genToken(body: Body): Reply {
    const codes = Array.isArray(body.order_codes) ? body.order_codes.map(String) : [];
    if (codes.length === 0 || codes.some((code) => !this.waybills.has(code))) {
      return refuse(400, 'Đơn hàng không tồn tại');
    }
    const token = randomBytes(16).toString('hex');
    this.labelTokens.set(token, codes);
    return ok({ token });
  }

  /** GHN's A5 label page for a gen-token's token. */
  labelPage(token: string): Reply {
    const waybills = (this.labelTokens.get(token) ?? []).flatMap((code) => this.waybills.get(code) ?? []);
    if (waybills.length === 0) return { status: 404, html: '<p>Token không hợp lệ hoặc đã hết hạn</p>' };
    const labels = waybills
      .map(
        (w) =>
          `<section class="a5"><h1>GHN ${escapeHtml(w.orderCode)}</h1><p>Mã đơn shop: ${escapeHtml(w.clientOrderCode)}</p><p>Từ: ${escapeHtml(w.fromName)}</p><p>Đến: ${escapeHtml(w.toName)} · ${escapeHtml(w.toPhone)}<br>${escapeHtml(w.toAddress)}, ${escapeHtml(w.toPlace)}</p><p>Thu hộ (COD): ${w.codAmount.toLocaleString('vi-VN')} đ · ${escapeHtml(w.requiredNote)}</p><p>Khối lượng: ${w.weight} g</p></section>`,
      )
      .join('');
    return {
      status: 200,
      html: `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>In nhãn A5</title><style>.a5{width:148mm;min-height:200mm;border:1px dashed #333;padding:8mm;margin:0 auto 8mm;font-family:sans-serif}</style></head><body>${labels}</body></html>`,
    };
  }

  private setStatus(waybill: GhnWaybill, status: string): void {
    waybill.status = status;
    waybill.log.push({ status, updated_date: new Date(this.now()).toISOString() });
  }

  /** Moves a waybill one step along GHN's statuses and sends the webhook GHN would. */
  async move(orderCode: string, status: string): Promise<WebhookSent | string> {
    const waybill = this.waybills.get(orderCode);
    if (!waybill) return `No GHN waybill ${orderCode}`;
    if (!(GHN_MOVES[waybill.status] ?? []).includes(status)) {
      return `GHN moves ${waybill.status} only to ${(GHN_MOVES[waybill.status] ?? []).join(', ') || 'nothing'}`;
    }
    this.setStatus(waybill, status);
    return this.notify(waybill);
  }

  /** GHN pays the collected cash over to the shop: CODTransferDate on the next webhook. */
  async transferCod(orderCode: string): Promise<WebhookSent | string> {
    const waybill = this.waybills.get(orderCode);
    if (!waybill) return `No GHN waybill ${orderCode}`;
    if (waybill.status !== 'delivered') return 'GHN transfers COD only for a delivered waybill';
    waybill.codTransferDate = new Date(this.now()).toISOString();
    return this.notify(waybill);
  }

  private async notify(waybill: GhnWaybill): Promise<WebhookSent> {
    const webhook = {
      Type: 'switch_status',
      OrderCode: waybill.orderCode,
      ClientOrderCode: waybill.clientOrderCode,
      ShopID: Number(DEMO_CARRIER_SETTINGS.ghn.shopId),
      Status: waybill.status,
      Time: waybill.log.at(-1)?.updated_date ?? new Date(this.now()).toISOString(),
      CODAmount: waybill.status === 'delivered' ? waybill.codAmount : 0,
      CODTransferDate: waybill.codTransferDate,
      TotalFee: waybill.totalFee,
      Weight: waybill.weight,
      Description: '',
      Reason: '',
      ReasonCode: '',
      IsPartialReturn: false,
    };
    try {
      const res = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(webhook),
        signal: AbortSignal.timeout(10_000),
      });
      return { webhook, answered: res.status };
    } catch (error) {
      return { webhook, answered: `no answer: ${String(error)}` };
    }
  }
}
