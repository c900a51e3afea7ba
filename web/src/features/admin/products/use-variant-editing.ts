/**
 * The product form's configurations: the options, the variant table, the default, and what a save
 * sends (docs/decisions/0101-product-variants.md). A product that had no variants and still has
 * none sends nothing, so the save is exactly the specification's.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import type { Product } from '@shared/entities/catalogue';
import type { ProductOption } from '@shared/entities/variants';
import { MAX_VARIANTS } from '@shared/product-variants';
import { productVariantFieldsSchema, type ProductSaveInput } from '@shared/product-variants-schema';
import { optionCombinations, variantGrid } from '@shared/variant-grid';
import { translateMessage } from '@/i18n/translate-message';
import { rowKey, variantDraft, variantInput, variantRow, type VariantRow, type VariantRowField } from './variant-rows';

type VariantSaveFields = Pick<ProductSaveInput, 'options' | 'variants' | 'defaultVariantId'>;

export type VariantSave = { ok: true; fields: VariantSaveFields } | { ok: false };

export function useVariantEditing(product: Product) {
  const [options, setOptions] = useState<ProductOption[]>(() => product.options ?? []);
  // The options the rows were last generated from: the generator maps rows through them.
  const [rowOptions, setRowOptions] = useState<ProductOption[]>(() => product.options ?? []);
  const [rows, setRows] = useState<VariantRow[]>(() => (product.variants ?? []).map(variantRow));
  const [defaultKey, setDefaultKey] = useState<string | undefined>(product.defaultVariantId);
  const [error, setError] = useState<string>();

  const generate = () => {
    const count = optionCombinations(options).length;
    if (options.length === 0 || count > MAX_VARIANTS) {
      setError(
        options.length === 0
          ? t`Add an option with its values first.`
          : t`${count} combinations: a product has at most ${MAX_VARIANTS} variants.`,
      );
      return;
    }
    const drafts = variantGrid({
      options,
      previousOptions: rowOptions,
      existing: rows.map(variantDraft),
      skuPrefix: product.slug,
      price: product.price,
    });
    setRows(drafts.map(variantRow));
    setRowOptions(options);
    setError(undefined);
  };

  const setRow = (index: number, field: VariantRowField, value: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
    setError(undefined);
  };

  const setAll = (field: 'price' | 'countInStock', value: string) =>
    setRows((current) => current.map((row) => ({ ...row, [field]: value })));

  const removeRow = (index: number) => setRows((current) => current.filter((_, i) => i !== index));

  /** Checks the configurations with the server's schema; the message names the row, as the API's 400 does. */
  const saveFields = (): VariantSave => {
    if (rows.length === 0) {
      if (!product.variants?.length) return { ok: true, fields: {} };
      // Every configuration removed: the product is its own offer again.
      return { ok: true, fields: { options: [], variants: null } };
    }
    const keys = rows.map(rowKey);
    const fields = {
      options: rowOptions,
      variants: rows.map(variantInput),
      ...(defaultKey !== undefined && keys.includes(defaultKey) ? { defaultVariantId: defaultKey } : {}),
    };
    const checked = productVariantFieldsSchema.safeParse(fields);
    if (!checked.success) {
      setError(translateMessage(checked.error.issues[0]?.message ?? ''));
      return { ok: false };
    }
    return { ok: true, fields: checked.data };
  };

  return {
    options,
    setOptions,
    rows,
    generated: rowOptions,
    defaultKey,
    setDefaultKey,
    error,
    generate,
    setRow,
    setAll,
    removeRow,
    saveFields,
  };
}

export type VariantEditing = ReturnType<typeof useVariantEditing>;
