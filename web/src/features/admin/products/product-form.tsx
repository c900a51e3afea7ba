import { t } from '@lingui/core/macro';
import { Box, Button, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { Product } from '@shared/entities/catalogue';
import { productUpdateSchema, type ProductUpdateInput } from '@shared/schemas';
import type { ProductSaveInput } from '@shared/product-variants-schema';
import { checkForm } from '@/lib/form-validation';
import { firstImageWithoutAlt } from '@shared/product-gallery';
import { editedImage, GalleryEditor, type EditedImage } from './gallery-editor';
import { checkSpecs, ProductSpecsFields, specValues, type SpecErrors, type SpecValues } from './product-specs-fields';
import { ProductFlagsFields } from './product-flags-fields';
import { ProductTextFields } from './product-text-fields';
import { promotionLines, promotionsText, PromotionsField } from './promotions-field';
import { useVariantEditing } from './use-variant-editing';
import { ProductVariantsSection } from './product-variants-section';
import { identifierValues, ProductIdentifierFields } from './product-identifier-fields';

/**
 * The text boxes. The version (updatedAt) travels with the save as loaded; featured and status are
 * checkboxes; the photos (and `image`, the first one's URL) are the gallery editor's.
 */
type Field = Exclude<keyof ProductUpdateInput, 'updatedAt' | 'featured' | 'status' | 'specs' | 'image' | 'images'>;
type Values = Record<Field, string>;
type FormError = Field | 'image' | 'images';

const toValues = (product: Product): Values => ({
  name: product.name,
  slug: product.slug,
  price: String(product.price),
  compareAtPrice: product.compareAtPrice === undefined ? '' : String(product.compareAtPrice),
  category: product.category,
  brand: product.brand,
  countInStock: String(product.countInStock),
  description: product.description,
  promotions: promotionsText(product.promotions),
  ...identifierValues(product),
});

/** An empty number box stays undefined so the schema reports it as missing rather than 0. */
const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

export function ProductForm({
  product,
  saving,
  onSubmit,
}: {
  product: Product;
  saving: boolean;
  onSubmit: (fields: ProductSaveInput) => void;
}) {
  const [values, setValues] = useState<Values>(() => toValues(product));
  const [featured, setFeatured] = useState(product.featured === true);
  // Publishing is one way (docs/decisions/0011-spec-readings.md, drafts): a published product stays published.
  const wasPublished = product.status !== 'draft';
  const [published, setPublished] = useState(wasPublished);
  const [errors, setErrors] = useState<Partial<Record<FormError, string>>>({});
  const [images, setImages] = useState<EditedImage[]>(() => product.images.map(editedImage));
  const [altErrors, setAltErrors] = useState<Record<number, string>>({});
  const [specs, setSpecs] = useState<SpecValues>(() => specValues(product.specs));
  const [specErrors, setSpecErrors] = useState<SpecErrors>({});
  const variants = useVariantEditing(product);

  const set = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const setSpec = (path: string, value: string) => {
    setSpecs((current) => ({ ...current, [path]: value }));
    setSpecErrors((current) => ({ ...current, [path]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checkedSpecs = checkSpecs(specs, published);
    setSpecErrors(checkedSpecs.ok ? {} : checkedSpecs.errors);
    // A product on sale describes every photo; the server refuses it too (images[n].alt).
    const withoutAlt = published ? firstImageWithoutAlt(images) : -1;
    setAltErrors(withoutAlt >= 0 ? { [withoutAlt]: t`Needed to publish` } : {});
    const checked = checkForm<FormError, typeof productUpdateSchema>(productUpdateSchema, {
      ...values,
      image: images[0]?.url ?? '',
      images: images.map(({ url, alt }) => ({ url, alt })),
      featured,
      status: published ? 'published' : 'draft',
      updatedAt: product.updatedAt,
      price: toNumber(values.price),
      compareAtPrice: toNumber(values.compareAtPrice) ?? null,
      countInStock: toNumber(values.countInStock),
      promotions: promotionLines(values.promotions),
    });
    setErrors(checked.ok ? {} : checked.errors);
    const variantSave = variants.saveFields();
    if (!checked.ok || !checkedSpecs.ok || withoutAlt >= 0 || !variantSave.ok) return;
    onSubmit({ ...checked.data, specs: checkedSpecs.specs, ...variantSave.fields });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Edit Product`} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <ProductTextFields values={values} errors={errors} onChange={set} />
        <GalleryEditor
          images={images}
          errors={{ gallery: errors.images ?? errors.image, alt: altErrors }}
          onChange={(change) => {
            setImages(change);
            setErrors((current) => ({ ...current, image: undefined, images: undefined }));
            setAltErrors({});
          }}
        />
        <PromotionsField value={values.promotions} error={errors.promotions} onChange={(v) => set('promotions', v)} />
        <ProductSpecsFields values={specs} errors={specErrors} onChange={setSpec} />
        <ProductVariantsSection editing={variants} />
        <ProductIdentifierFields values={values} errors={errors} onChange={set} />
        <ProductFlagsFields
          featured={featured}
          published={published}
          wasPublished={wasPublished}
          onFeatured={setFeatured}
          onPublished={setPublished}
        />
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {t`Update`}
        </Button>
      </Stack>
    </Box>
  );
}
