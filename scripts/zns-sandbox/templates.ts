/**
 * The sandbox's approved templates: the shop's four, under the ids the demo settings name. Their texts
 * follow Zalo's rules for approval (no links, no phone numbers); a real Official Account submits its
 * own and puts the ids Zalo gives in Admin → Settings (docs/guest-checkout-and-zalo.md).
 */
import { DEMO_ZNS_TEMPLATE_IDS } from '../../functions/src/messages/zalo/zalo-settings.js';
import { MESSAGE_TEMPLATE_PARAMETERS, type MessageTemplate } from '../../functions/src/messages/message-doc.js';

export interface SandboxTemplate {
  id: string;
  name: MessageTemplate;
  parameters: readonly string[];
  text: string;
}

const TEXTS: Record<MessageTemplate, string> = {
  otp: 'Mã xác nhận tra cứu đơn hàng của bạn là <otp>. Mã có hiệu lực trong 5 phút. Không chia sẻ mã này với bất kỳ ai.',
  orderPlaced:
    'Chào <customer_name>, Laptop Shop đã nhận đơn hàng <order_code>, tổng tiền <total>. Cảm ơn bạn đã mua hàng.',
  orderShipped: 'Chào <customer_name>, đơn hàng <order_code> đã được giao cho <carrier>, mã vận đơn <tracking_number>.',
  orderDelivered: 'Chào <customer_name>, đơn hàng <order_code> đã được giao thành công. Cảm ơn bạn đã mua hàng.',
};

export const SANDBOX_TEMPLATES: SandboxTemplate[] = (Object.keys(TEXTS) as MessageTemplate[]).map((name) => ({
  id: DEMO_ZNS_TEMPLATE_IDS[name],
  name,
  parameters: MESSAGE_TEMPLATE_PARAMETERS[name],
  text: TEXTS[name],
}));

export const renderTemplate = (template: SandboxTemplate, data: Record<string, string>): string =>
  template.text.replace(/<(\w+)>/g, (_, name: string) => data[name] ?? '');
