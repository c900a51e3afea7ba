/**
 * The carriers' options for the chosen ward and cart, as radio buttons in Settings' order (the first
 * preselected): carrier, service, what the shopper pays and "Giao dự kiến: Thứ Năm, 28/11"; a carrier
 * whose COD cap is below a cash-on-delivery total is shown disabled with its cap. Renders
 * nothing when the shop offers no carrier (its flat fee, as the specification says).
 */
import { t } from '@lingui/core/macro';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { formatOrderAmount } from '@shared/money';
import type { ShippingOption } from '@shared/shipping-quote';
import { LoadingBox } from '@/components/loading-box';
import { MessageBox } from '@/components/message-box';
import { CARRIER_SHOWN_NAMES, expectedDeliveryText } from '@/features/orders';
import { useCartShippingChoice, type ShippingChoice } from '@/features/checkout/use-shipping-choice';

function OptionLabel({ option, overCodCap }: { option: ShippingOption; overCodCap: boolean }) {
  const carrier = option.carrier ? CARRIER_SHOWN_NAMES[option.carrier] : '';
  const price = formatOrderAmount(option.shippingPrice);
  const cap = formatOrderAmount(option.codMax ?? 0);
  return (
    <Stack sx={{ py: 0.5 }}>
      <Typography>
        {carrier}
        {option.service ? ` · ${option.service}` : ''} — <strong>{price}</strong>
      </Typography>
      {option.expectedDeliveryAt && (
        <Typography variant="body2" color="text.secondary">
          {expectedDeliveryText(option.expectedDeliveryAt)}
        </Typography>
      )}
      {overCodCap && (
        <Typography variant="body2" color="text.secondary">
          {t`Cash on delivery up to ${cap} with this carrier`}
        </Typography>
      )}
    </Stack>
  );
}

export function ShippingOptions({ choice }: { choice: ShippingChoice }) {
  if (!choice.asked) return null;
  if (choice.error) return <MessageBox severity="error">{choice.error}</MessageBox>;
  if (choice.options.length === 0) return <LoadingBox label={t`Finding delivery options...`} />;
  const noneForCod = choice.options.every(choice.overCodCap);
  return (
    <FormControl>
      <FormLabel id="shipping-carrier-label">{t`Delivery`}</FormLabel>
      <RadioGroup
        aria-labelledby="shipping-carrier-label"
        name="carrier"
        value={choice.chosen?.carrier ?? ''}
        onChange={(event) => {
          const option = choice.options.find((candidate) => candidate.carrier === event.target.value);
          if (option?.carrier) choice.choose(option.carrier);
        }}
      >
        {choice.options.map((option) => (
          <FormControlLabel
            key={option.carrier ?? 'flat'}
            value={option.carrier ?? ''}
            control={<Radio />}
            disabled={choice.overCodCap(option)}
            label={<OptionLabel option={option} overCodCap={choice.overCodCap(option)} />}
          />
        ))}
      </RadioGroup>
      {noneForCod && (
        <MessageBox severity="warning">
          {t`No carrier collects cash on delivery for this total: please choose another payment method.`}
        </MessageBox>
      )}
    </FormControl>
  );
}

/** The options for the cart and an address; the choice is kept with the checkout (the shipping step). */
export function CartShippingOptions({ address }: { address: Parameters<typeof useCartShippingChoice>[0] }) {
  return <ShippingOptions choice={useCartShippingChoice(address)} />;
}
