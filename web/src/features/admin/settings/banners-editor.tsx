/**
 * The home page part of the settings form (docs/decisions/0088-home-sections-and-banners.md): its
 * banners (0 to 5) and its sections in order. Saved with the rest of the form, checked by the same
 * schema; the server says which field is wrong.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import {
  BANNER_SIZE,
  HOME_SECTION_KINDS,
  MAX_BANNERS,
  type HomeBanner,
  type HomeSectionKind,
} from '@shared/home-settings';
import type { ShopSettings } from '@shared/shop-settings';

export type HomeSettings = Pick<ShopSettings, 'banners' | 'homeSections'>;

export const homeSettingsOf = (settings: HomeSettings): HomeSettings => ({
  banners: settings.banners,
  homeSections: settings.homeSections,
});

function sectionLabel(kind: HomeSectionKind): string {
  switch (kind) {
    case 'categories':
      return t`Category tiles, with counts`;
    case 'brands':
      return t`Brand tiles, with counts`;
    case 'priceBands':
      return t`Price range chips`;
    case 'featured':
      return t`Featured Products`;
    case 'bestSellers':
      return t`Best sellers (by units sold)`;
    case 'newest':
      return t`New arrivals`;
    case 'onSale':
      return t`On sale (products with a compare-at price)`;
  }
}

/** An ISO instant as a datetime-local box shows it, in the admin's own time zone. */
function localInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** What the admin typed, as an ISO instant (left as typed when it is no date, for the schema to name). */
const isoOf = (local: string): string | undefined => {
  if (!local) return undefined;
  const time = Date.parse(local);
  return Number.isNaN(time) ? local : new Date(time).toISOString();
};

export function HomeSettingsEditor({
  value,
  onChange,
  error,
}: {
  value: HomeSettings;
  onChange: (next: HomeSettings) => void;
  error?: string | undefined;
}) {
  const { banners, homeSections } = value;
  const setBanner = (index: number, change: Partial<HomeBanner>) =>
    onChange({
      ...value,
      banners: banners.map((banner, i) => (i === index ? withoutEmpty({ ...banner, ...change }) : banner)),
    });
  const addBanner = () =>
    onChange({ ...value, banners: [...banners, { image: '', alt: '', link: '/', order: banners.length }] });
  const removeBanner = (index: number) => onChange({ ...value, banners: banners.filter((_, i) => i !== index) });

  const toggleSection = (kind: HomeSectionKind, on: boolean) =>
    onChange({ ...value, homeSections: on ? [...homeSections, kind] : homeSections.filter((k) => k !== kind) });
  const moveUp = (kind: HomeSectionKind) => {
    const at = homeSections.indexOf(kind);
    if (at <= 0) return;
    const next = [...homeSections];
    next.splice(at - 1, 2, kind, homeSections[at - 1] as HomeSectionKind);
    onChange({ ...value, homeSections: next });
  };
  // Chosen sections in their order first, then the others.
  const listed = [...homeSections, ...HOME_SECTION_KINDS.filter((kind) => !homeSections.includes(kind))];

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography variant="h6" component="h2">{t`Home page`}</Typography>
      <Typography variant="subtitle2" component="h3">{t`Sections, in the order shown`}</Typography>
      <Box role="group" aria-label={t`Home page sections`}>
        {listed.map((kind) => {
          const on = homeSections.includes(kind);
          return (
            <Box key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FormControlLabel
                sx={{ flex: 1 }}
                label={sectionLabel(kind)}
                control={
                  <Checkbox
                    name={`homeSections.${kind}`}
                    checked={on}
                    onChange={(event) => toggleSection(kind, event.target.checked)}
                  />
                }
              />
              {on && homeSections.indexOf(kind) > 0 && (
                <Button size="small" onClick={() => moveUp(kind)} aria-label={t`Move up: ${sectionLabel(kind)}`}>
                  {t`Move up`}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t`Banners (up to ${MAX_BANNERS}; pictures ${BANNER_SIZE.width}×${BANNER_SIZE.height} px)`}
      </Typography>
      {banners.map((banner, index) => (
        <BannerFields
          key={index}
          index={index}
          banner={banner}
          onChange={(change) => setBanner(index, change)}
          onRemove={() => removeBanner(index)}
        />
      ))}
      {banners.length < MAX_BANNERS && (
        <Button variant="outlined" onClick={addBanner} sx={{ alignSelf: 'flex-start' }}>
          {t`Add a banner`}
        </Button>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

/** Empty dates are no dates: the banner shows from now on, or until removed. */
function withoutEmpty(banner: HomeBanner): HomeBanner {
  const { startsAt, endsAt, ...rest } = banner;
  return { ...rest, ...(startsAt ? { startsAt } : {}), ...(endsAt ? { endsAt } : {}) };
}

function BannerFields({
  index,
  banner,
  onChange,
  onRemove,
}: {
  index: number;
  banner: HomeBanner;
  onChange: (change: Partial<HomeBanner>) => void;
  onRemove: () => void;
}) {
  const number = index + 1;
  return (
    <Stack
      spacing={1}
      role="group"
      aria-label={t`Banner ${number}`}
      sx={{ pl: 2, borderLeft: 2, borderColor: 'divider' }}
    >
      <TextField
        label={t`Picture (a shop path such as /images/banners/sale.jpg, or an https URL)`}
        value={banner.image}
        onChange={(event) => onChange({ image: event.target.value })}
        required
      />
      <TextField
        label={t`Alternative text (what the picture says)`}
        value={banner.alt}
        onChange={(event) => onChange({ alt: event.target.value })}
        required
      />
      <TextField
        label={t`Link (a shop path such as /search?category=Gaming, or an https URL)`}
        value={banner.link}
        onChange={(event) => onChange({ link: event.target.value })}
        required
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          label={t`Shown from`}
          type="datetime-local"
          value={localInput(banner.startsAt)}
          onChange={(event) => onChange({ startsAt: isoOf(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t`Shown until`}
          type="datetime-local"
          value={localInput(banner.endsAt)}
          onChange={(event) => onChange({ endsAt: isoOf(event.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t`Order`}
          type="number"
          value={String(banner.order)}
          onChange={(event) => onChange({ order: Number(event.target.value) })}
          sx={{ width: 100 }}
        />
      </Box>
      <Button color="error" onClick={onRemove} sx={{ alignSelf: 'flex-start' }}>
        {t`Remove banner ${number}`}
      </Button>
    </Stack>
  );
}
