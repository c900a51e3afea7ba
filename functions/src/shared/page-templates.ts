/**
 * The eight pages a Vietnamese selling site is expected to have (Decree 52/2013, amended by 85/2021),
 * seeded as templates the owner adapts (docs/decisions/0108-content-pages.md). `{{companyName}}`,
 * `{{hotline}}`, `{{email}}` and `{{address}}` are filled from the settings when a page is shown.
 */
import type { PageText } from './entities/content-page.js';

export interface PageTemplate extends PageText {
  slug: string;
}

const CONTACT = [
  '- Đơn vị bán hàng: {{companyName}}',
  '- Địa chỉ: {{address}}',
  '- Hotline: [{{hotline}}](tel:{{hotline}})',
  '- Email: [{{email}}](mailto:{{email}})',
].join('\n');

export const PAGE_TEMPLATES: readonly PageTemplate[] = [
  {
    slug: 'chinh-sach-doi-tra',
    title: 'Chính sách đổi trả',
    body: `## Đổi mới 1 đổi 1

Trong **15 ngày** kể từ ngày nhận hàng, laptop có lỗi phần cứng do nhà sản xuất được {{companyName}} đổi mới 1 đổi 1 cùng mẫu, cùng cấu hình (hoặc mẫu tương đương nếu hết hàng).

## Điều kiện đổi trả

- Máy còn đủ hộp, phụ kiện, quà tặng kèm và hóa đơn.
- Tem bảo hành, số serial còn nguyên, không trầy xước, móp méo, vào nước.
- Lỗi được trung tâm bảo hành chính hãng hoặc kỹ thuật viên của cửa hàng xác nhận.

## Không áp dụng

| Trường hợp | Cách xử lý |
|---|---|
| Lỗi do người dùng (rơi vỡ, vào nước, cháy nổ) | Sửa chữa có tính phí |
| Đổi ý, không còn nhu cầu | Liên hệ cửa hàng để được hỗ trợ từng trường hợp |
| Phần mềm, hệ điều hành cài thêm | Hỗ trợ cài đặt lại |

## Cách gửi yêu cầu

Gọi hotline [{{hotline}}](tel:{{hotline}}) hoặc gửi email tới [{{email}}](mailto:{{email}}) kèm mã đơn hàng. Tiền hoàn được trả về đúng phương thức đã thanh toán trong 7 ngày làm việc sau khi cửa hàng nhận lại máy.
`,
  },
  {
    slug: 'chinh-sach-bao-hanh',
    title: 'Chính sách bảo hành',
    body: `## Laptop chính hãng, bảo hành chính hãng

Mọi laptop {{companyName}} bán ra là hàng chính hãng, bảo hành theo thời hạn của nhà sản xuất ghi trên trang sản phẩm (thường 12 đến 24 tháng) tại các trung tâm bảo hành ủy quyền trên toàn quốc.

## Cửa hàng hỗ trợ

- Nhận máy bảo hành tại cửa hàng và gửi trung tâm thay khách.
- Kiểm tra lỗi miễn phí trong suốt thời gian bảo hành.
- Báo tình trạng máy qua điện thoại hoặc email.

## Không được bảo hành

- Máy rơi vỡ, vào nước, cháy nổ, tự ý tháo mở hoặc sửa chữa ở nơi khác.
- Tem bảo hành, số serial bị rách, tẩy xóa.

Liên hệ: [{{hotline}}](tel:{{hotline}}) · [{{email}}](mailto:{{email}}). Xem thêm [chính sách đổi trả](/pages/chinh-sach-doi-tra).
`,
  },
  {
    slug: 'chinh-sach-van-chuyen',
    title: 'Chính sách vận chuyển',
    body: `## Phạm vi giao hàng

{{companyName}} giao hàng trên toàn quốc qua đơn vị vận chuyển đối tác.

## Thời gian dự kiến

| Khu vực | Thời gian |
|---|---|
| Nội thành Hà Nội, TP. Hồ Chí Minh | 1–2 ngày |
| Các tỉnh, thành khác | 2–5 ngày |

## Phí vận chuyển

Phí giao hàng hiện ở bước thanh toán trước khi đặt; đơn đạt mức miễn phí giao hàng của cửa hàng không mất phí.

## Kiểm tra khi nhận hàng

Quý khách được kiểm tra ngoại quan máy trước khi nhận. Nếu hộp móp, rách hoặc sai sản phẩm, vui lòng từ chối nhận và gọi [{{hotline}}](tel:{{hotline}}).
`,
  },
  {
    slug: 'chinh-sach-thanh-toan',
    title: 'Chính sách thanh toán',
    body: `## Phương thức thanh toán

- **VNPAY**: thẻ ATM nội địa, thẻ quốc tế, QR ngân hàng.
- **Ví MoMo**.
- **Chuyển khoản ngân hàng** bằng mã VietQR, ghi đúng mã đơn hàng trong nội dung.
- **Thanh toán khi nhận hàng (COD)**.

## An toàn thanh toán

Thông tin thẻ được nhập trên trang của cổng thanh toán; {{companyName}} không lưu số thẻ của quý khách.

## Hóa đơn

Cửa hàng xuất hóa đơn VAT khi quý khách yêu cầu lúc đặt hàng. Cần hỗ trợ: [{{email}}](mailto:{{email}}).
`,
  },
  {
    slug: 'chinh-sach-bao-mat',
    title: 'Chính sách bảo mật thông tin',
    body: `## Dữ liệu chúng tôi thu thập

- Họ tên, số điện thoại, email, địa chỉ giao hàng khi quý khách đặt hàng hoặc tạo tài khoản.
- Thông tin hóa đơn VAT (tên công ty, mã số thuế) khi quý khách yêu cầu.
- Dữ liệu truy cập (trang đã xem, thiết bị) chỉ khi quý khách đồng ý cho mục đích phân tích hoặc tiếp thị.

## Mục đích sử dụng

- Xử lý, giao đơn hàng, bảo hành và chăm sóc khách hàng.
- Phân tích để cải thiện cửa hàng và quảng cáo, chỉ khi quý khách đồng ý.

## Quyền của quý khách

Quý khách có quyền được biết, xem, sửa, xóa dữ liệu của mình, hạn chế hoặc phản đối việc xử lý, và **rút lại sự đồng ý** bất cứ lúc nào qua mục *Cài đặt cookie* ở chân trang hoặc bằng cách liên hệ chúng tôi. Việc rút lại không ảnh hưởng đến việc xử lý trước đó.

## Lưu trữ và bảo vệ

Dữ liệu được lưu trên hạ tầng có mã hóa, chỉ nhân viên cần thiết được truy cập; {{companyName}} không bán dữ liệu cá nhân.

## Liên hệ về dữ liệu cá nhân

${CONTACT}
`,
  },
  {
    slug: 'dieu-khoan-su-dung',
    title: 'Điều khoản sử dụng',
    body: `## Chấp nhận điều khoản

Khi truy cập và mua hàng tại website của {{companyName}}, quý khách đồng ý với các điều khoản dưới đây.

## Giá và đơn hàng

- Giá niêm yết bằng đồng Việt Nam, đã gồm VAT.
- Đơn hàng được xác nhận khi cửa hàng gửi email hoặc gọi điện xác nhận; cửa hàng có thể hủy đơn khi giá niêm yết sai rõ ràng và báo cho quý khách.

## Tài khoản

Quý khách giữ bí mật mật khẩu và chịu trách nhiệm với hoạt động trên tài khoản của mình.

## Giải quyết khiếu nại

Mọi khiếu nại xin gửi tới [{{email}}](mailto:{{email}}) hoặc hotline [{{hotline}}](tel:{{hotline}}); cửa hàng phản hồi trong 3 ngày làm việc.
`,
  },
  {
    slug: 'gioi-thieu',
    title: 'Giới thiệu',
    body: `## Về {{companyName}}

Chúng tôi bán laptop chính hãng cho học tập, văn phòng, đồ họa và chơi game, với giá niêm yết rõ ràng, bảo hành chính hãng và đội ngũ tư vấn hiểu máy.

## Cam kết

- Laptop chính hãng, đủ hóa đơn.
- 1 đổi 1 trong 15 ngày khi lỗi do nhà sản xuất.
- Giao hàng toàn quốc, kiểm tra máy trước khi nhận.

${CONTACT}
`,
  },
  {
    slug: 'lien-he',
    title: 'Liên hệ',
    body: `## Thông tin liên hệ

${CONTACT}

Giờ làm việc: 8:00–21:00, tất cả các ngày trong tuần.
`,
  },
];
