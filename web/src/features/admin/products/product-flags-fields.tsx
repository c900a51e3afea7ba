import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel } from '@mui/material';

/**
 * Featured on the home page, and published. Publishing is one way
 * (docs/decisions/0011-spec-readings.md, drafts): a published product stays published.
 */
export function ProductFlagsFields({
  featured,
  published,
  wasPublished,
  onFeatured,
  onPublished,
}: {
  featured: boolean;
  published: boolean;
  wasPublished: boolean;
  onFeatured: (featured: boolean) => void;
  onPublished: (published: boolean) => void;
}) {
  return (
    <>
      <FormControlLabel
        control={<Checkbox checked={featured} onChange={(event) => onFeatured(event.target.checked)} />}
        label={t`Featured on the home page`}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={published}
            disabled={wasPublished}
            onChange={(event) => onPublished(event.target.checked)}
          />
        }
        label={wasPublished ? t`Published: on sale in the shop` : t`Publish: put it on sale (a draft only admins see)`}
      />
    </>
  );
}
