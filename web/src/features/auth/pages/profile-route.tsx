/**
 * /profile: the spec's profile form, then the phone verified by a code
 * (docs/guest-checkout-and-zalo.md, "Claiming guest orders"), each its own card.
 */
import { Stack } from '@mui/material';
import { PhoneVerification } from '@/features/auth/components/phone-verification';
import ProfilePage from '@/features/auth/pages/profile-page';

export default function ProfileRoute() {
  return (
    <Stack spacing={3}>
      <ProfilePage />
      <PhoneVerification />
    </Stack>
  );
}
