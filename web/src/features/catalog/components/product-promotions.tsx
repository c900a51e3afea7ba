import { t } from '@lingui/core/macro';
import { styled } from '@mui/material/styles';

/**
 * "Khuyến mãi": the gifts and offers an admin wrote on the product ('Tặng balo laptop'), as
 * Vietnamese shops list them beside the price. Nothing shows when there are none.
 */
export function ProductPromotions({ promotions = [] }: { promotions?: readonly string[] }) {
  if (promotions.length === 0) return null;
  return (
    <PromotionsBox aria-labelledby="product-promotions">
      <h2 id="product-promotions">{t`Khuyến mãi`}</h2>
      <ul>
        {promotions.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </PromotionsBox>
  );
}

const PromotionsBox = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.palette.error.light}`,
  borderRadius: theme.shape.borderRadius,
  '& h2': { ...theme.typography.subtitle1, fontWeight: 700, margin: 0, color: theme.palette.error.dark },
  '& ul': { ...theme.typography.body2, margin: theme.spacing(1, 0, 0), paddingLeft: theme.spacing(2.5) },
  '& li + li': { marginTop: theme.spacing(0.5) },
}));
