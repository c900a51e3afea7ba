/** Why MoMo says a payment did not go through, in Vietnamese and English, for the return page (resultCode, v2). */
import { failureReason } from '../gateway-result.js';

const MOMO_REASONS: Record<string, string> = {
  '1001': 'Tài khoản không đủ số dư / Insufficient balance',
  '1002': 'Giao dịch bị từ chối bởi nhà phát hành / Refused by the card issuer',
  '1003': 'Giao dịch đã bị hủy / The transaction was cancelled',
  '1004': 'Số tiền vượt quá hạn mức thanh toán / Amount over the payment limit',
  '1005': 'Liên kết hoặc mã QR đã hết hạn / The payment link or QR code expired',
  '1006': 'Khách hàng từ chối xác nhận thanh toán / You declined to confirm the payment',
  '1007': 'Tài khoản người dùng đang bị tạm khóa / The wallet account is suspended',
  '1017': 'Giao dịch bị hủy bởi đối tác / Cancelled by the shop',
  '1026': 'Giao dịch bị hạn chế theo thể lệ khuyến mãi / Restricted by promotion rules',
  '1080': 'Hoàn tiền thất bại / Refund failed',
  '4001': 'Tài khoản người dùng bị hạn chế / The wallet account is restricted',
  '4100': 'Người dùng không đăng nhập thành công / You did not sign in to MoMo',
};

export const momoFailureReason = (code: string): string => failureReason(MOMO_REASONS, code);
