import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';
import type { LaptopSpecs } from '@shared/laptop-specs';
import { useShopSettings } from '@/lib/use-shop-settings';

/**
 * "Bảo hành & đổi trả": the maker's warranty from the laptop's specifications (left out when it has
 * none) and the shop's return policy from its settings (docs/decisions/0095-warranty-and-return-settings.md).
 * The settings are embedded in the server-rendered page, so hydration reads nothing.
 */
export function ProductWarranty({ specs }: { specs: LaptopSpecs | undefined }) {
  const settings = useShopSettings().data;
  const months = specs?.warrantyMonths;
  const policy = settings?.returnPolicyText;
  if (!months && !policy) return null;
  return (
    <WarrantyBox aria-labelledby="product-warranty">
      <h2 id="product-warranty">{t`Bảo hành & đổi trả`}</h2>
      <ul>
        {months ? <li>{t`Bảo hành chính hãng ${months} tháng`}</li> : null}
        {policy ? <li>{policy}</li> : null}
      </ul>
    </WarrantyBox>
  );
}

const WarrantyBox = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(2),
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0 },
  '& ul': { ...theme.typography.body2, margin: theme.spacing(1, 0, 0), paddingLeft: theme.spacing(2.5) },
  '& li + li': { marginTop: theme.spacing(0.5) },
}));
