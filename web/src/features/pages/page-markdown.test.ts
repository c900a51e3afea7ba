import { describe, expect, it } from 'vitest';
import { fillPlaceholders, renderPageMarkdown } from './page-markdown';

/** Attempts to run script or load active content through a page body (docs/decisions/0108-content-pages.md). */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](  javascript:alert(1))',
  '[x](java&#x09;script:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](vbscript:msgbox(1))',
  '[x](//evil.example/path)',
  '[x](\\javascript:alert(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  '<javascript:alert(1)>',
  '[a]: javascript:alert(1)\n\n[x][a]',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '`<script>` and **bold** <b onclick=alert(1)>b</b>',
  '<!-- <script>alert(1)</script> -->',
  '| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |',
];

function activeContent(html: string): string[] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const found: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    if (!['P', 'A', 'STRONG', 'EM', 'CODE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD'].includes(element.tagName)) {
      found.push(element.tagName);
    }
    for (const attribute of element.attributes) {
      if (attribute.name !== 'href' && attribute.name !== 'title') found.push(`${element.tagName}@${attribute.name}`);
      if (attribute.name === 'href' && !/^(https?:|mailto:|tel:|\/[^/])/.test(attribute.value)) {
        found.push(`href=${attribute.value}`);
      }
    }
  }
  return found;
}

describe('renderPageMarkdown', () => {
  it.each(XSS_CORPUS)('leaves no active content in %j', (markdown) => {
    expect(activeContent(renderPageMarkdown(markdown))).toEqual([]);
  });

  it('shows raw HTML as text and keeps an unsafe link only as its words', () => {
    const html = renderPageMarkdown('<b>Hi</b> [Bấm](javascript:alert(1))');
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(html).toContain('Bấm');
    expect(html).not.toContain('<a');
  });

  it('renders the subset pages use: headings, lists, emphasis, tables and the allowed links', () => {
    const html = renderPageMarkdown(
      [
        '## Đổi trả',
        '- **1 đổi 1** trong _15 ngày_',
        '| Lỗi | Cách xử lý |',
        '|---|---|',
        '| Nhà sản xuất | Đổi mới |',
        '[web](https://hang.vn) [thư](mailto:a@b.vn) [gọi](tel:+842838000000) [bảo hành](/pages/chinh-sach-bao-hanh)',
      ].join('\n'),
    );
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    expect(body.querySelector('h2')?.textContent).toBe('Đổi trả');
    expect(body.querySelector('li strong')?.textContent).toBe('1 đổi 1');
    expect(body.querySelector('li em')?.textContent).toBe('15 ngày');
    expect(body.querySelector('td')?.textContent).toBe('Nhà sản xuất');
    expect([...body.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://hang.vn',
      'mailto:a@b.vn',
      'tel:+842838000000',
      '/pages/chinh-sach-bao-hanh',
    ]);
  });
});

describe('fillPlaceholders', () => {
  it('fills known names and leaves unknown ones for the owner to see', () => {
    expect(
      fillPlaceholders('{{companyName}} · {{hotline}} · {{nope}}', { companyName: 'Cty A', hotline: '1900' }),
    ).toBe('Cty A · 1900 · {{nope}}');
  });

  it('writes a hotline as spaced as the owner likes, and its tel: target as digits, so the link stays a link', () => {
    const filled = fillPlaceholders('Gọi [{{hotline}}](tel:{{hotline}})', { hotline: '+84 28 3800-0000' });
    expect(filled).toBe('Gọi [+84 28 3800-0000](tel:+842838000000)');
    expect(renderPageMarkdown(filled)).toContain('<a href="tel:+842838000000">+84 28 3800-0000</a>');
  });
});
