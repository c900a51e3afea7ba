/**
 * A product's options and variants as a save sends them (docs/decisions/0101-product-variants.md).
 * Every refusal names the field with its index, as `variants[2].optionValues …`, so the admin finds
 * the row; the rules across fields are in checkVariantRules, run on the whole product.
 */
import { laptopSpecsSchema } from './laptop-specs.js';
import { productImagesSchema } from './product-images-schema.js';
import { placeOrderSchema, productUpdateSchema } from './schemas.js';
import {
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  MAX_VARIANTS,
  SKU_PATTERN,
  VARIANT_ID_PATTERN,
  variantTitle,
} from './product-variants.js';
import { z } from './zod.js';

const MAX_OPTION_TEXT = 50;

/**
 * A list whose elements are each checked by `element`, a failure reported as `{field}[{index}].…`
 * (the element's messages start with the name of the element's field).
 */
function indexedList<S extends z.ZodType>(field: string, element: S, min: number, max: number, noun: string) {
  return z
    .array(z.unknown(), { error: `${field} must be a list` })
    .min(min, `${field} must have at least ${min} ${noun}`)
    .max(max, `${field} must have at most ${max} ${noun}s`)
    .transform((items, ctx) => {
      const parsed: z.infer<S>[] = [];
      items.forEach((item, index) => {
        const result = element.safeParse(item);
        if (result.success) parsed.push(result.data as z.infer<S>);
        else
          ctx.addIssue({
            code: 'custom',
            message: `${field}[${index}].${result.error.issues[0]?.message ?? 'is not valid'}`,
            path: [field],
          });
      });
      return parsed;
    });
}

const optionText = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(MAX_OPTION_TEXT, `${field} must be at most ${MAX_OPTION_TEXT} characters`);

const optionSchema = z.object(
  {
    name: optionText('name'),
    values: z
      .array(optionText('values'), { error: 'values must be a list' })
      .min(1, 'values must have at least 1 value')
      .max(MAX_OPTION_VALUES, `values must have at most ${MAX_OPTION_VALUES} values`),
  },
  { error: 'is not an option ({name, values})' },
);

const whole = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .nonnegative(`${field} must not be negative`);

const variantSchema = z.object(
  {
    /** Sent back for each variant the save keeps; a new variant has none. */
    _id: z.string({ error: '_id must be a text' }).regex(VARIANT_ID_PATTERN, '_id is not a variant id').optional(),
    sku: z
      .string({ error: 'sku is required' })
      .trim()
      .regex(SKU_PATTERN, 'sku must be 1 to 50 characters of A-Z, a-z, 0-9, ".", "_" and "-"'),
    optionValues: z.array(z.string({ error: 'optionValues must be texts' }).trim(), {
      error: 'optionValues must be a list',
    }),
    price: z.number({ error: 'price must be a number' }).nonnegative('price must not be negative'),
    compareAtPrice: z.number({ error: 'compareAtPrice must be a number' }).nullable().optional(),
    countInStock: whole('countInStock'),
    specs: z
      .strictObject(laptopSpecsSchema.pick({ ramGb: true, storageGb: true, color: true }).shape, {
        error: (issue) =>
          issue.code === 'unrecognized_keys' ? 'specs may override only ramGb, storageGb and color' : undefined,
      })
      .optional(),
    images: productImagesSchema.optional(),
  },
  { error: 'is not a variant' },
);
export type ProductVariantInput = z.infer<typeof variantSchema>;

/** The variant fields a product save adds to the form's (productSaveSchema). */
const PRODUCT_VARIANT_FIELDS = {
  options: indexedList('options', optionSchema, 0, MAX_OPTIONS, 'option').optional(),
  /** Left out, the stored variants stay; null sells the product as its own offer again. */
  variants: indexedList('variants', variantSchema, 1, MAX_VARIANTS, 'variant').nullable().optional(),
  /** A kept variant's _id, or a new one's SKU (it has no id yet); left out, the cheapest. */
  defaultVariantId: z.string({ error: 'defaultVariantId must be a text' }).max(60).optional(),
};

interface VariantFields {
  options?: z.infer<typeof optionSchema>[] | undefined;
  variants?: ProductVariantInput[] | null | undefined;
  defaultVariantId?: string | undefined;
}

/** Each rule across the options and variants, as a message naming the field; empty when all hold. */
export function variantRuleProblems({ options = [], variants, defaultVariantId }: VariantFields): string[] {
  const problems: string[] = [];
  options.forEach((option, i) => {
    const first = options.findIndex((other) => other.name === option.name);
    if (first !== i) problems.push(`options[${i}].name repeats options[${first}]'s name ${option.name}`);
    const repeated = option.values.find((value, j) => option.values.indexOf(value) !== j);
    if (repeated !== undefined) problems.push(`options[${i}].values repeat the value ${repeated}`);
  });
  if (!variants) {
    if (options.length > 0) problems.push('variants are required with options');
    return problems;
  }
  const combinations = new Map<string, number>();
  const skus = new Map<string, number>();
  const ids = new Map<string, number>();
  variants.forEach((variant, i) => {
    const at = `variants[${i}]`;
    if (variant.optionValues.length !== options.length) {
      problems.push(
        `${at}.optionValues must have one value per option (${options.length}), not ${variant.optionValues.length}`,
      );
    } else {
      variant.optionValues.forEach((value, j) => {
        const option = options[j];
        if (option && !option.values.includes(value))
          problems.push(`${at}.optionValues[${j}] ${value} is not a value of option ${option.name}`);
      });
    }
    const key = JSON.stringify(variant.optionValues);
    const sameCombination = combinations.get(key);
    if (sameCombination !== undefined)
      problems.push(`${at}.optionValues repeat variants[${sameCombination}]'s combination ${variantTitle(variant)}`);
    else combinations.set(key, i);
    const sameSku = skus.get(variant.sku);
    if (sameSku !== undefined) problems.push(`${at}.sku repeats variants[${sameSku}]'s SKU ${variant.sku}`);
    else skus.set(variant.sku, i);
    const sameId = variant._id === undefined ? undefined : ids.get(variant._id);
    if (sameId !== undefined) problems.push(`${at}._id repeats variants[${sameId}]'s id`);
    else if (variant._id !== undefined) ids.set(variant._id, i);
    if (variant.compareAtPrice != null && !(variant.compareAtPrice > variant.price))
      problems.push(`${at}.compareAtPrice must be more than price`);
  });
  if (defaultVariantId !== undefined && !variants.some((v) => v._id === defaultVariantId || v.sku === defaultVariantId))
    problems.push(`defaultVariantId ${defaultVariantId} is not one of the variants`);
  return problems;
}

/** superRefine's check of the rules across fields: the first problem, so a 400 names one field. */
export function checkVariantRules(fields: VariantFields, ctx: z.RefinementCtx): void {
  const [first] = variantRuleProblems(fields);
  if (first) ctx.addIssue({ code: 'custom', message: first, path: ['variants'] });
}

/** The variant fields alone, with the rules across them: what the admin form checks before saving. */
export const productVariantFieldsSchema = z.object(PRODUCT_VARIANT_FIELDS).superRefine(checkVariantRules);

/**
 * PUT /api/products/:id: the product form's fields (schemas.ts productUpdateSchema) and its options
 * and variants. A save without them is checked exactly as before.
 */
export const productSaveSchema = productUpdateSchema.safeExtend(PRODUCT_VARIANT_FIELDS).superRefine(checkVariantRules);
export type ProductSaveInput = z.infer<typeof productSaveSchema>;

/**
 * POST /api/orders' lines with the configuration each buys; a line without `variantId` buys the
 * product's default variant, so clients written against the spec keep working. The list's limits
 * and messages are the spec schema's (schemas.ts placeOrderSchema).
 */
export const orderItemsWithVariantsSchema = z
  .array(
    placeOrderSchema.shape.orderItems.element.extend({
      variantId: z
        .string({ error: 'orderItems.variantId must be a text' })
        .regex(VARIANT_ID_PATTERN, 'orderItems.variantId is not a variant id')
        .optional(),
    }),
    { error: 'orderItems is required' },
  )
  .min(1, 'orderItems must not be empty')
  .max(50, 'orderItems must have at most 50 lines');
