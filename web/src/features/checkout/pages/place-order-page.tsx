/** /placeorder: checkout step 4, preview and place the order (spec section 2 "Place order"). */
import { Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { priceOrder } from '@shared/pricing';
import { paths } from '../../../config/paths';
import { useCart } from '../../cart/cart-store';
import { OrderItemsList } from '../../orders/components/order-items-list';
import { OrderSummaryCard } from '../../orders/components/order-summary-card';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { readPaymentMethod, readShippingAddress } from '../checkout-store';
import { CheckoutSteps } from '../components/checkout-steps';
import { placeOrder, placeOrderBody } from '../place-order';

export default function PlaceOrderPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const [paymentMethod] = useState(readPaymentMethod);
  const [shippingAddress] = useState(readShippingAddress);
  const [placing, setPlacing] = useState(false);

  if (!paymentMethod) return <Navigate to={paths.payment()} replace />;
  if (!shippingAddress) return <Navigate to={paths.shipping()} replace />;

  const prices = priceOrder(cart.items);

  const submit = async () => {
    setPlacing(true);
    try {
      const order = await placeOrder(placeOrderBody(cart.items, shippingAddress, paymentMethod));
      cart.clear();
      void navigate(paths.order(order._id));
    } catch (error) {
      notify.error(error);
      setPlacing(false);
    }
  };

  return (
    <>
      <CheckoutSteps current="Place Order" />
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Preview Order
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <SectionCard title="Shipping" editTo={paths.shipping()}>
              <Typography>
                <strong>Name:</strong> {shippingAddress.fullname}
              </Typography>
              <Typography>
                <strong>Address:</strong> {shippingAddress.address}, {shippingAddress.city},{' '}
                {shippingAddress.postalCode}, {shippingAddress.country}
              </Typography>
            </SectionCard>
            <SectionCard title="Payment" editTo={paths.payment()}>
              <Typography>
                <strong>Method:</strong> {paymentMethod}
              </Typography>
            </SectionCard>
            <SectionCard title="Items" editTo={paths.cart()}>
              <OrderItemsList lines={cart.items.map((item) => ({ key: item._id, ...item }))} />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <OrderSummaryCard prices={prices}>
            <Button
              variant="contained"
              size="large"
              fullWidth
              disabled={cart.items.length === 0 || placing}
              onClick={() => void submit()}
            >
              Place Order
            </Button>
          </OrderSummaryCard>
        </Grid>
      </Grid>
    </>
  );
}
