/**
 * The product page's configuration picker as pure rules (docs/decisions/0101-product-variants.md,
 * "Web"): which configuration a URL starts from, which chips are enabled, and which configuration a
 * choice leads to. The picker (variant-picker.tsx) only draws what these say.
 */
import type { Product } from '@shared/entities/catalogue';
import type { ProductVariant } from '@shared/entities/variants';
import { cheapestVariant, defaultVariant } from '@shared/product-variants';

type Sold = Pick<Product, 'options' | 'variants' | 'defaultVariantId'>;

/** One chip of an option: whether it is chosen, can be chosen, and whether what it leads to is sold out. */
export interface ValueChoice {
  value: string;
  checked: boolean;
  disabled: boolean;
  soldOut: boolean;
}

export interface OptionChoice {
  name: string;
  values: ValueChoice[];
}

/** The configuration `?variant=` names, the default one when it names none of them (or nothing). */
export function startingVariant(product: Sold, requestedId: string | null): ProductVariant | undefined {
  return product.variants?.find((variant) => variant._id === requestedId) ?? defaultVariant(product);
}

const matchesUpTo = (variant: ProductVariant, values: readonly string[], count: number) =>
  values.slice(0, count).every((value, index) => variant.optionValues[index] === value);

/**
 * The configuration choosing `value` for option `index` leads to: the current one with that value
 * when it exists (later choices kept), else the cheapest with the choices up to it; undefined when
 * no configuration has the choices before it and that value (the chip is disabled).
 */
export function chooseValue(
  product: Sold,
  current: ProductVariant,
  index: number,
  value: string,
): ProductVariant | undefined {
  const wanted = current.optionValues.map((chosen, at) => (at === index ? value : chosen));
  const variants = product.variants ?? [];
  const exact = variants.find((variant) => matchesUpTo(variant, wanted, wanted.length));
  return exact ?? cheapestVariant(variants.filter((variant) => matchesUpTo(variant, wanted, index + 1)));
}

/** Every option's chips as the picker draws them, `current` being the configuration shown. */
export function optionChoices(product: Sold, current: ProductVariant): OptionChoice[] {
  return (product.options ?? []).map((option, index) => ({
    name: option.name,
    values: option.values.map((value) => {
      const leadsTo = chooseValue(product, current, index, value);
      return {
        value,
        checked: current.optionValues[index] === value,
        disabled: leadsTo === undefined,
        soldOut: leadsTo !== undefined && leadsTo.countInStock <= 0,
      };
    }),
  }));
}
