/**
 * /profile: the spec's profile form, then the phone verified by a code
 * (docs/guest-checkout-and-zalo.md, "Claiming guest orders"), each its own card. The phone card
 * shows only while the shop sends codes by Zalo (an OTP template id in its settings): the code
 * reaches a phone no other way, and the API refuses to send one without it.
 */
import { Stack } from '@mui/material';
import { useShopSettings } from '@/lib/use-shop-settings';
import { PhoneVerification } from '@/features/auth/components/phone-verification';
import ProfilePage from '@/features/auth/pages/profile-page';

export default function ProfileRoute() {
  const zaloCodes = Boolean(useShopSettings().data?.zns?.otpTemplateId);
  return (
    <Stack spacing={3}>
      <ProfilePage />
      {zaloCodes && <PhoneVerification />}
    </Stack>
  );
}
