/**
 * "Thông báo khi có hàng" (Notify me) for a sold-out laptop: signed out, it goes to sign-in and
 * back; signed in, it asks the shop for one email when the laptop is back (POST /api/alerts). An
 * alert already asked for shows as such: pressing again answers the same alert, never a second
 * (docs/decisions/0100-restock-alerts-and-unsubscribe.md). `box` fills the buy box's column with
 * the state written under it; `bar` fits a phone's bottom bar, one line, the state in a toast.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';

export interface RestockAlertButtonProps {
  productId: string;
  variant?: 'bar' | 'box';
}

/** `bar` unless told: the phone buy bar renders it as given (`soldOutAction`), the buy box asks for `box`. */
export function RestockAlertButton({ productId, variant = 'bar' }: RestockAlertButtonProps) {
  const { userInfo } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mine = useApiQuery('myAlerts', userInfo ? {} : null);
  const [pending, setPending] = useState(false);
  const active = mine.data?.alerts.some((alert) => alert.productId === productId && alert.status === 'active') === true;
  const emailed = t`Chúng tôi sẽ gửi email cho bạn khi sản phẩm có hàng trở lại.`;

  const onClick = async () => {
    if (!userInfo) {
      void navigate(paths.signin(pathname + search));
      return;
    }
    setPending(true);
    try {
      const alert = await callApi('createAlert', { body: { productId, type: 'restock' } });
      mine.update((data) => ({ alerts: [alert, ...data.alerts.filter((other) => other._id !== alert._id)] }));
      // The box writes the state under the button; the bar has no room, so a notice says it.
      if (variant === 'bar') notify.success(emailed);
    } catch (error) {
      notify.error(error);
    } finally {
      setPending(false);
    }
  };

  const button = (
    <Button
      variant={active ? 'outlined' : 'contained'}
      aria-pressed={active}
      disabled={pending}
      onClick={() => void onClick()}
      fullWidth={variant === 'box'}
      sx={variant === 'bar' ? { flex: 1, minWidth: 0, whiteSpace: 'nowrap' } : undefined}
    >
      {active && <span aria-hidden="true">✓&nbsp;</span>}
      {t`Thông báo khi có hàng`}
    </Button>
  );
  if (variant === 'bar') return button;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {button}
      <Typography variant="body2" color="text.secondary" role="status">
        {active ? emailed : ''}
      </Typography>
    </Box>
  );
}
