/**
 * The account emails: password reset, email verification, and the three of an email change (the
 * confirmation to the new address, the notice to an address already taken, the change to the old one).
 */
import { renderEmail, type EmailBlock } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import { dateTime, type MailLanguage, type ShopMailContext } from './email-parts.js';

const vi = {
  footer: 'Nếu bạn không yêu cầu điều này, bạn có thể bỏ qua email này.',
  passwordReset: {
    subject: 'Đặt lại mật khẩu',
    heading: 'Đặt lại mật khẩu của bạn',
    text: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết có hiệu lực trong 1 giờ.',
    button: 'Đặt mật khẩu mới',
  },
  verifyEmail: {
    subject: 'Xác minh địa chỉ email',
    heading: 'Xác minh địa chỉ email của bạn',
    text: 'Vui lòng xác nhận đây là địa chỉ email của bạn.',
    button: 'Xác minh email',
  },
  confirmNewEmail: {
    subject: 'Xác nhận email mới',
    heading: 'Xác nhận địa chỉ email mới',
    text: (newEmail: string) =>
      `Mở liên kết dưới đây để dùng ${newEmail} cho tài khoản của bạn. Email hiện tại vẫn được dùng cho đến khi bạn xác nhận.`,
    button: 'Xác nhận email mới',
  },
  emailTaken: {
    subject: 'Có yêu cầu dùng email của bạn',
    heading: 'Có yêu cầu dùng email của bạn',
    text: (shopName: string) =>
      `Một tài khoản khác tại ${shopName} vừa yêu cầu chuyển sang địa chỉ email này. Địa chỉ này đã thuộc về tài khoản của bạn nên không có gì thay đổi.`,
    forgotPassword: 'Nếu bạn quên mật khẩu, hãy dùng "Quên mật khẩu" trên trang đăng nhập.',
  },
  emailChanged: {
    subject: 'Email tài khoản đã thay đổi',
    heading: 'Email tài khoản đã thay đổi',
    text: (at: string, oldEmail: string, newEmail: string) =>
      `Lúc ${at}, email đăng nhập của tài khoản đã đổi từ ${oldEmail} sang ${newEmail}.`,
    notYou: (shopName: string) => `Nếu không phải bạn, hãy liên hệ ${shopName} ngay.`,
    footer: 'Email này được gửi đến địa chỉ cũ của bạn để bảo vệ tài khoản.',
  },
};
const WORDS: Record<MailLanguage, typeof vi> = {
  vi,
  en: {
    footer: 'If you did not ask for this, you can ignore this email.',
    passwordReset: {
      subject: 'Reset your password',
      heading: 'Reset your password',
      text: 'We received a request to reset the password of your account. The link works for one hour.',
      button: 'Set a new password',
    },
    verifyEmail: {
      subject: 'Verify your email',
      heading: 'Verify your email address',
      text: 'Please confirm that this is your email address.',
      button: 'Verify email',
    },
    confirmNewEmail: {
      subject: 'Confirm your new email',
      heading: 'Confirm your new email address',
      text: (newEmail) =>
        `Open the link below to use ${newEmail} for your account. Your current email stays until you confirm.`,
      button: 'Confirm new email',
    },
    emailTaken: {
      subject: 'Someone asked to use your email',
      heading: 'Someone asked to use your email',
      text: (shopName) =>
        `Another account at ${shopName} just asked to move to this email address. It already belongs to your account, so nothing changed.`,
      forgotPassword: 'If you forgot your password, use "Forgot password" on the sign-in page.',
    },
    emailChanged: {
      subject: 'Your account email was changed',
      heading: 'Your account email was changed',
      text: (at, oldEmail, newEmail) =>
        `On ${at}, the sign-in email of your account changed from ${oldEmail} to ${newEmail}.`,
      notYou: (shopName) => `If this was not you, contact ${shopName} at once.`,
      footer: 'This email goes to your previous address to protect your account.',
    },
  },
};

function accountEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  parts: { subject: string; heading: string; blocks: EmailBlock[]; footer?: string },
): MailMessage {
  return renderEmail({
    lang,
    shopName: shop.shopName,
    subject: `${parts.subject} – ${shop.shopName}`,
    heading: parts.heading,
    blocks: parts.blocks,
    footer: parts.footer ?? WORDS[lang].footer,
  });
}

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** The link to the shop's own page that sets a new password. */
export function passwordResetEmail(lang: MailLanguage, shop: ShopMailContext, link: string): MailMessage {
  const w = WORDS[lang].passwordReset;
  return accountEmail(lang, shop, {
    subject: w.subject,
    heading: w.heading,
    blocks: [paragraph(w.text), { kind: 'button', label: w.button, url: link }],
  });
}

/** Sent at sign-up and by "resend": the link that confirms the address. */
export function verifyEmailEmail(lang: MailLanguage, shop: ShopMailContext, link: string): MailMessage {
  const w = WORDS[lang].verifyEmail;
  return accountEmail(lang, shop, {
    subject: w.subject,
    heading: w.heading,
    blocks: [paragraph(w.text), { kind: 'button', label: w.button, url: link }],
  });
}

/** Sent to the new address of an email change: nothing changes until the link is opened. */
export function confirmNewEmailEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  newEmail: string,
  link: string,
): MailMessage {
  const w = WORDS[lang].confirmNewEmail;
  return accountEmail(lang, shop, {
    subject: w.subject,
    heading: w.heading,
    blocks: [paragraph(w.text(newEmail)), { kind: 'button', label: w.button, url: link }],
  });
}

/**
 * Sent to the owner of an address another account asked to move to: the asker is answered as if
 * the address were free (so the form tells nobody which addresses have accounts), and the owner
 * learns of it here. Nothing in it comes from the asker.
 */
export function emailTakenNoticeEmail(lang: MailLanguage, shop: ShopMailContext): MailMessage {
  const w = WORDS[lang].emailTaken;
  return accountEmail(lang, shop, {
    subject: w.subject,
    heading: w.heading,
    blocks: [paragraph(w.text(shop.shopName)), paragraph(w.forgotPassword)],
  });
}

/** Sent to the old address once an email change is applied. */
export function emailChangedEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  oldEmail: string,
  newEmail: string,
  at: string,
): MailMessage {
  const w = WORDS[lang].emailChanged;
  return accountEmail(lang, shop, {
    subject: w.subject,
    heading: w.heading,
    blocks: [paragraph(w.text(dateTime(at), oldEmail, newEmail)), paragraph(w.notYou(shop.shopName))],
    footer: w.footer,
  });
}
