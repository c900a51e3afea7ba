/**
 * /shipping: checkout step 2, the shipping address (spec section 2 "Shipping"): the
 * specification's five fields plus Phone, Tỉnh/Thành phố and Phường/Xã, one of the customer's
 * saved addresses preselected (the default), a new one saved to their address book, and the
 * 'Xuất hóa đơn VAT' request (docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { invoiceRequestSchema } from '@shared/address-schemas';
import type { SavedAddress } from '@shared/entities/account';
import type { CartItem, ShippingAddress } from '@shared/entities/order';
import { paths } from '@/config/paths';
import { checkForm, type FieldErrors } from '@/lib/form-validation';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { LoadingBox } from '@/components/loading-box';
import { useCart } from '@/features/cart';
import { trackEvent } from '@/features/analytics';
import {
  AddressFields,
  addressesApi,
  addressValues,
  checkAddress,
  EMPTY_ADDRESS,
  NEW_ADDRESS,
  sameAddress,
  SavedAddressChoice,
  type AddressErrors,
  type AddressValues,
} from '@/features/addresses';
import {
  readInvoiceRequest,
  readShippingAddress,
  saveInvoiceRequest,
  saveShippingAddress,
} from '@/features/checkout/checkout-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';
import { CartShippingOptions } from '@/features/checkout/components/shipping-options';
import {
  EMPTY_INVOICE,
  InvoiceFields,
  type InvoiceField,
  type InvoiceValues,
} from '@/features/checkout/components/invoice-fields';

/** The saved address this checkout used already, else the default; a stored address not in the book is new. */
function firstChoice(book: SavedAddress[], stored: ShippingAddress | null): string {
  if (stored) return book.find((saved) => sameAddress(saved.address, stored))?._id ?? NEW_ADDRESS;
  return (book.find((saved) => saved.isDefault) ?? book[0])?._id ?? NEW_ADDRESS;
}

/** The ward the carriers quote for: the saved address chosen, or the new one once its ward is picked. */
const quotedPlace = (book: SavedAddress[], choice: string, values: AddressValues) =>
  book.find((entry) => entry._id === choice)?.address ?? (values.ward ? values : null);

/** The fields just edited lose their errors. */
const clearedErrors = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, undefined]));

export default function ShippingPage() {
  const navigate = useNavigate();
  const [stored] = useState(readShippingAddress);
  const book = useApiQuery('listAddresses', {});
  const saved = book.data ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const choice = picked ?? (book.data ? firstChoice(book.data, stored) : NEW_ADDRESS);
  const [values, setValues] = useState<AddressValues>(() => (stored ? addressValues(stored) : EMPTY_ADDRESS));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [storedInvoice] = useState(readInvoiceRequest);
  const [wantsInvoice, setWantsInvoice] = useState(storedInvoice !== null);
  const [invoice, setInvoice] = useState<InvoiceValues>(storedInvoice ?? EMPTY_INVOICE);
  const [invoiceErrors, setInvoiceErrors] = useState<FieldErrors<InvoiceField>>({});
  const [saving, setSaving] = useState(false);
  const cartItems = useBeginCheckout();

  const submit = async () => {
    const chosen = saved.find((entry) => entry._id === choice);
    const checked = chosen ? ({ ok: true, address: chosen.address } as const) : checkAddress(values);
    const checkedInvoice = wantsInvoice
      ? checkForm<InvoiceField, typeof invoiceRequestSchema>(invoiceRequestSchema, invoice)
      : ({ ok: true, data: null } as const);
    if (!checked.ok) setErrors(checked.errors);
    if (!checkedInvoice.ok) setInvoiceErrors(checkedInvoice.errors);
    if (!checked.ok || !checkedInvoice.ok) return;

    if (!chosen && !saved.some((entry) => sameAddress(entry.address, checked.address))) {
      setSaving(true);
      try {
        // 'Use a new address' keeps it in the book for the next order; the first one becomes the default.
        await addressesApi.create(checked.address, saved.length === 0);
      } catch (error) {
        // A full book (or a failed save) does not stop this order: the address still ships it.
        notify.error(error);
      } finally {
        setSaving(false);
      }
    }
    saveShippingAddress(checked.address);
    saveInvoiceRequest(checkedInvoice.data);
    trackEvent({ name: 'add_shipping_info', items: cartItems });
    void navigate(paths.payment());
  };

  // Until the address book answers, the form would show the new-address fields and then swap
  // them for the saved default under the shopper's typing.
  if (book.data === undefined && !book.error) {
    return (
      <>
        <CheckoutSteps current="Shipping" />
        <LoadingBox />
      </>
    );
  }

  return (
    <>
      <CheckoutSteps current="Shipping" />
      <CheckoutForm title={t`Shipping Address`} onSubmit={() => void submit()}>
        {saved.length > 0 && <SavedAddressChoice addresses={saved} value={choice} onChange={setPicked} />}
        {choice === NEW_ADDRESS && (
          <AddressFields
            values={values}
            errors={errors}
            onChange={(change, fields) => {
              setValues((current) => ({ ...current, ...change }));
              setErrors((current) => ({ ...current, ...clearedErrors(fields) }));
            }}
          />
        )}
        <CartShippingOptions address={quotedPlace(saved, choice, values)} />
        <InvoiceFields
          wanted={wantsInvoice}
          values={invoice}
          errors={invoiceErrors}
          onWantedChange={setWantsInvoice}
          onChange={(field, value) => {
            setInvoice((current) => ({ ...current, [field]: value }));
            setInvoiceErrors((current) => ({ ...current, [field]: undefined }));
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {t`Continue`}
        </Button>
      </CheckoutForm>
    </>
  );
}

/** GA4's begin_checkout (Meta's and TikTok's InitiateCheckout) once the cart's lines are known; the lines. */
function useBeginCheckout(): readonly CartItem[] {
  const { items } = useCart();
  const hasItems = items.length > 0;
  useEffect(() => {
    // The cart is read from local storage after hydration: the step begins once its lines are known.
    if (hasItems) trackEvent({ name: 'begin_checkout', items });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasItems]);
  return items;
}
