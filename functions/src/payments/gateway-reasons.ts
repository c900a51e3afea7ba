/**
 * Why a gateway says a payment did not go through, in Vietnamese and English, for the return page.
 * Codes from VNPAY's vnp_ResponseCode table (API 2.1.0) and MoMo's resultCode table (v2).
 */
const VNPAY_REASONS: Record<string, string> = {
  '07': 'Giao dịch bị nghi ngờ gian lận / Transaction suspected of fraud',
  '09': 'Thẻ/Tài khoản chưa đăng ký InternetBanking / Card or account not registered for internet banking',
  '10': 'Xác thực thông tin thẻ/tài khoản sai quá 3 lần / Card details verified wrongly more than 3 times',
  '11': 'Đã hết hạn chờ thanh toán / The payment time ran out',
  '12': 'Thẻ/Tài khoản bị khóa / Card or account is locked',
  '13': 'Nhập sai mật khẩu xác thực giao dịch (OTP) / Wrong one-time password',
  '24': 'Khách hàng hủy giao dịch / You cancelled the payment',
  '51': 'Tài khoản không đủ số dư / Insufficient balance',
  '65': 'Tài khoản đã vượt quá hạn mức giao dịch trong ngày / Daily transaction limit exceeded',
  '75': 'Ngân hàng thanh toán đang bảo trì / The bank is under maintenance',
  '79': 'Nhập sai mật khẩu thanh toán quá số lần quy định / Payment password entered wrongly too many times',
};

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

const UNKNOWN_REASON = 'Giao dịch không thành công / The payment did not go through';

export const vnpayFailureReason = (code: string): string => VNPAY_REASONS[code] ?? `${UNKNOWN_REASON} (${code})`;

export const momoFailureReason = (code: string): string => MOMO_REASONS[code] ?? `${UNKNOWN_REASON} (${code})`;
