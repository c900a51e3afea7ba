import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ZnsTemplateFields } from './zns-template-fields';

const values = {
  otpTemplateId: '505901',
  orderPlacedTemplateId: '',
  orderShippedTemplateId: '',
  orderDeliveredTemplateId: '',
};

describe('ZnsTemplateFields', () => {
  it("shows each template's id with its parameters and reports a change by field", () => {
    const onChange = vi.fn();
    render(<ZnsTemplateFields values={values} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: 'Tin nhắn Zalo (ZNS)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mẫu mã xác nhận (otp)' })).toHaveValue('505901');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mẫu giao hàng thành công (customer_name, order_code)' }), {
      target: { value: '505904' },
    });
    expect(onChange).toHaveBeenCalledWith('orderDeliveredTemplateId', '505904');
  });

  it("shows the block's error in place of its hint", () => {
    render(
      <ZnsTemplateFields
        values={values}
        error="zns.otpTemplateId must be the digits Zalo gave the template, or empty"
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByText(/must be the digits Zalo gave/)).toBeInTheDocument();
  });
});
