/** Why VNPAY says a payment did not go through, in Vietnamese and English, for the return page (vnp_ResponseCode, API 2.1.0). */
import { failureReason } from '../gateway-result.js';

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

export const vnpayFailureReason = (code: string): string => failureReason(VNPAY_REASONS, code);
