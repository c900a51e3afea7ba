/**
 * The suggestions' listbox under the header search box: the products (image, name, price) first,
 * then the matching categories in a group of their own.
 */
import { t } from '@lingui/core/macro';
import { Box, Paper, Typography } from '@mui/material';
import type { SearchSuggestions as Suggestions } from '@shared/entities/search';
import { formatPrice } from '@shared/money';
import type { SuggestionOption } from './suggestion-combobox';

interface SuggestionListboxProps {
  listboxId: string;
  products: Suggestions['products'];
  /** The products' options, then the categories'. */
  options: SuggestionOption[];
  active: number;
  onChoose: (option: SuggestionOption) => void;
}

export function SuggestionListbox({ listboxId, products, options, active, onChoose }: SuggestionListboxProps) {
  const optionProps = (option: SuggestionOption, index: number) => ({
    id: option.id,
    role: 'option',
    'aria-selected': index === active,
    onClick: () => onChoose(option),
    sx: {
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 1.5,
      py: 0.75,
      cursor: 'pointer',
      bgcolor: index === active ? 'action.selected' : undefined,
      '&:hover': { bgcolor: 'action.hover' },
    },
  });
  const categories = options.slice(products.length);

  return (
    <Paper
      id={listboxId}
      role="listbox"
      aria-label={t`Suggestions`}
      elevation={6}
      // Keeps focus in the input while an option is clicked, so blur does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: 'modal',
        py: 0.5,
        color: 'text.primary',
      }}
    >
      {products.map((product, index) => {
        const option = options[index];
        if (!option) return null;
        return (
          <Box key={option.id} {...optionProps(option, index)}>
            <Box component="img" src={product.image} alt="" sx={{ width: 40, height: 40, objectFit: 'contain' }} />
            <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
              {product.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(product.price)}</Typography>
          </Box>
        );
      })}
      {categories.length > 0 && (
        <Box role="group" aria-label={t`Categories`}>
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }} aria-hidden>
            {t`Categories`}
          </Typography>
          {categories.map((option, i) => (
            <Box key={option.id} {...optionProps(option, products.length + i)}>
              <Typography>{option.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
