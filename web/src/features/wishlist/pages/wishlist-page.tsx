/**
 * /wishlist ("Yêu thích"): the laptops the customer saved, newest first, each as it is now (price,
 * stock), with add to cart and remove (docs/decisions/0099-wishlist.md). Loaded only on this route.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Card, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { WishlistItem } from '@shared/entities/wishlist';
import { MSG } from '@shared/messages';
import { formatPrice } from '@shared/money';
import { pageTitle } from '@shared/page-title';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { useAddToCart } from '@/features/cart';
import { useSession } from '@/features/auth';
import { savedStore } from '@/features/wishlist/saved-ids';

export default function WishlistPage() {
  const wishlist = useApiQuery('myWishlist', {});
  const { userInfo } = useSession();

  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle('Yêu thích');
    return () => {
      document.title = previous;
    };
  }, []);

  const remove = async (productId: string) => {
    try {
      const { productIds } = await callApi('removeFromWishlist', { params: { id: productId } });
      wishlist.update((data) => ({ items: data.items.filter((item) => item.productId !== productId) }));
      // The hearts on cards follow.
      if (userInfo) savedStore.set(userInfo._id, productIds);
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {t`Yêu thích`}
      </Typography>
      <QueryView query={wishlist}>
        {({ items }) =>
          items.length === 0 ? (
            <MessageBox>{t`Bạn chưa lưu sản phẩm nào. Bấm ♡ trên một sản phẩm để lưu vào đây.`}</MessageBox>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {items.map((item) => (
                <WishlistLine key={item.productId} item={item} onRemove={() => void remove(item.productId)} />
              ))}
            </Box>
          )
        }
      </QueryView>
    </>
  );
}

function WishlistLine({ item: { product }, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const { addToCart, pendingId, ready } = useAddToCart();
  const navigate = useNavigate();
  const inStock = product.countInStock > 0;
  const onAdd = async () => {
    if (await addToCart(product._id)) void navigate(paths.cart());
  };
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center' }}>
      <Box
        component="img"
        src={product.image}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        sx={{ objectFit: 'contain', flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Link component={RouterLink} to={paths.product(product.slug)} sx={{ fontWeight: 600 }}>
          {product.name}
        </Link>
        <Typography sx={{ fontWeight: 600 }}>{formatPrice(product.price)}</Typography>
        {!inStock && (
          <Typography variant="body2" color="error.dark">
            {translateMessage(MSG.outOfStockBadge)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {inStock && (
            <Button
              variant="contained"
              size="small"
              onClick={() => void onAdd()}
              disabled={!ready || pendingId === product._id}
            >
              {t`Add to cart`}
            </Button>
          )}
          <Button variant="outlined" size="small" onClick={onRemove}>
            {t`Xóa khỏi Yêu thích`}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
