import { describe, expect, it } from 'vitest';
import { questionAnsweredEmail } from './question-answered.js';

const shop = { shopName: 'Máy Tính Sài Gòn', origin: 'https://maytinhsaigon.vn' };
const answered = {
  productName: 'Dell XPS 13 9340',
  productSlug: 'dell-xps-13-9340',
  question: 'Máy có <b>HDMI</b> không ạ?',
  answer: 'Dạ có, HDMI 2.1 & USB-C ạ.',
};

describe('question answered email', () => {
  it('gives the question, the answer and the product link in Vietnamese', () => {
    const mail = questionAnsweredEmail('vi', shop, answered);
    expect(mail.subject).toBe('Câu hỏi của bạn về Dell XPS 13 9340 đã được trả lời – Máy Tính Sài Gòn');
    expect(mail.text).toContain('Câu hỏi: Máy có <b>HDMI</b> không ạ?');
    expect(mail.text).toContain('Trả lời: Dạ có, HDMI 2.1 & USB-C ạ.');
    expect(mail.text).toContain('Xem sản phẩm: https://maytinhsaigon.vn/product/dell-xps-13-9340');
    expect(mail.html).toContain('<html lang="vi">');
  });

  it('is in English for a customer who chose English', () => {
    const mail = questionAnsweredEmail('en', shop, answered);
    expect(mail.subject).toBe('Your question about Dell XPS 13 9340 has been answered – Máy Tính Sài Gòn');
    expect(mail.text).toContain('The shop answered your question');
    expect(mail.text).toContain('View the product: https://maytinhsaigon.vn/product/dell-xps-13-9340');
  });

  it('escapes what the customer and the shop wrote in the HTML', () => {
    const { html } = questionAnsweredEmail('vi', shop, answered);
    expect(html).not.toContain('<b>HDMI</b>');
    expect(html).toContain('&lt;b&gt;HDMI&lt;/b&gt;');
    expect(html).toContain('HDMI 2.1 &amp; USB-C');
  });
});
