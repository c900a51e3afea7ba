/**
 * The product page's configuration picker (docs/decisions/0101-product-variants.md, "Web"): one
 * radio group per option, its values as chips. variant-choice.ts decides which chips are enabled and
 * where a choice leads; this draws them and moves through them with the arrow keys as radio groups
 * do (one tab stop per group, the checked chip). Plain elements in one styled root, as the cards and
 * the spec table are: it is server-rendered and hydrated with the page (ADR 0018).
 */
import { styled } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import type { Product } from '@shared/entities/catalogue';
import type { ProductVariant } from '@shared/entities/variants';
import { MSG } from '@shared/messages';
import { translateMessage } from '@/i18n/translate-message';
import { chooseValue, optionChoices, type ValueChoice } from '@/features/catalog/variant-choice';

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function VariantPicker({
  product,
  current,
  onChoose,
}: {
  product: Product;
  current: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}) {
  const choose = (index: number, value: string) => {
    const next = chooseValue(product, current, index, value);
    if (next && next._id !== current._id) onChoose(next);
  };

  // The arrow keys move to the next enabled chip and choose it, wrapping round (WAI-ARIA radio group).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number, values: ValueChoice[]) => {
    const step = NEXT_KEYS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const from = values.findIndex((choice) => choice.checked);
    for (let moved = 1; moved <= values.length; moved += 1) {
      const at = (from + step * moved + values.length * moved) % values.length;
      const target = values[at];
      if (target && !target.disabled) {
        choose(index, target.value);
        const chips = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
        chips[at]?.focus();
        return;
      }
    }
  };

  return (
    <PickerRoot>
      {optionChoices(product, current).map((option, index) => {
        const labelId = `variant-option-${index}`;
        return (
          <div key={option.name} className="variant-option">
            <span id={labelId} className="variant-label">
              {option.name}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={labelId}
              className="variant-values"
              onKeyDown={(event) => onKeyDown(event, index, option.values)}
            >
              {option.values.map((choice) => (
                <button
                  key={choice.value}
                  type="button"
                  role="radio"
                  aria-checked={choice.checked}
                  aria-disabled={choice.disabled || undefined}
                  tabIndex={choice.checked ? 0 : -1}
                  onClick={() => !choice.disabled && choose(index, choice.value)}
                >
                  {choice.value}
                  {choice.soldOut && <span className="variant-sold-out">{translateMessage(MSG.outOfStockBadge)}</span>}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </PickerRoot>
  );
}

const PickerRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: theme.spacing(2, 0),
  '& .variant-label': { ...theme.typography.subtitle2, display: 'block', marginBottom: theme.spacing(0.5) },
  '& .variant-values': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& [role="radio"]': {
    ...theme.typography.body2,
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    minHeight: 44,
    minWidth: 44,
    justifyContent: 'center',
    padding: theme.spacing(0.5, 1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    cursor: 'pointer',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&[aria-checked="true"]': {
      borderColor: theme.palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
      color: theme.palette.primary.dark,
      fontWeight: 600,
    },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: theme.palette.text.disabled,
      borderStyle: 'dashed',
      textDecoration: 'line-through',
    },
  },
  '& .variant-sold-out': { ...theme.typography.caption, color: theme.palette.error.dark, fontWeight: 400 },
}));
