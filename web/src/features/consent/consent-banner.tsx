/**
 * The consent banner (docs/privacy-and-consent.md): fixed at the bottom over the page, so nothing
 * moves, and not a wall: the page stays usable behind it. Đồng ý tất cả, Chỉ cần thiết, or Tùy chọn
 * with Cần thiết always on and Phân tích, Tiếp thị to tick. A choice goes into the cookie at once
 * (the next page loads tags by it) and to POST /api/consents.
 */
import { t } from '@lingui/core/macro';
import { Button, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChosenPurposes } from '@shared/entities/consent';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { readChoice } from './consent-cookies';
import { anonId, writeChoice } from './consent-choice';
import { consentView } from './consent-state';
import { currentConsentVersion } from './consent-version';

const PRIVACY_POLICY = 'chinh-sach-bao-mat';

function save(purposes: ChosenPurposes, uid: string | undefined): void {
  const version = currentConsentVersion();
  writeChoice({ version, ...purposes });
  const id = anonId();
  // The API client loads only now; a failed record is asked again on the next visit's version check.
  void import('./record-consent').then(({ recordConsent }) => recordConsent({ anonId: id, purposes, version }, uid));
  consentView.close();
}

function Purpose(props: { label: string; checked: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <input
        type="checkbox"
        checked={props.checked}
        disabled={!props.onChange}
        onChange={(event) => props.onChange?.(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

export default function ConsentBanner({ choosing: startChoosing }: { choosing: boolean }) {
  const uid = useSession().userInfo?._id;
  const kept = readChoice();
  const [choosing, setChoosing] = useState(startChoosing);
  const [analytics, setAnalytics] = useState(kept?.analytics ?? false);
  const [marketing, setMarketing] = useState(kept?.marketing ?? false);
  return (
    <Paper
      component="section"
      aria-label={t`Cài đặt cookie`}
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'snackbar', p: 2, display: 'grid', gap: 1.5 }}
    >
      {/* Short lines, each its own box and no loose text: the banner is painted after the page's own
          content, and one larger block of text would become a phone page's Largest Contentful Paint. */}
      <Typography variant="caption" component="p" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
        <span>{t`Cookie cần thiết giúp cửa hàng hoạt động;`}</span>
        <span>{t`cookie phân tích và tiếp thị chỉ dùng khi bạn đồng ý.`}</span>
        <RouterLink to={paths.contentPage(PRIVACY_POLICY)} style={{ color: 'inherit' }}>
          {t`Chính sách bảo mật thông tin`}
        </RouterLink>
      </Typography>
      {choosing && (
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 4 }}>
          <legend style={{ padding: 0 }}>{t`Tùy chọn`}</legend>
          <Purpose label={t`Cần thiết`} checked />
          <Purpose label={t`Phân tích`} checked={analytics} onChange={setAnalytics} />
          <Purpose label={t`Tiếp thị`} checked={marketing} onChange={setMarketing} />
        </fieldset>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="contained" onClick={() => save({ analytics: true, marketing: true }, uid)}>
          {t`Đồng ý tất cả`}
        </Button>
        <Button variant="outlined" onClick={() => save({ analytics: false, marketing: false }, uid)}>
          {t`Chỉ cần thiết`}
        </Button>
        {choosing ? (
          <Button variant="outlined" onClick={() => save({ analytics, marketing }, uid)}>
            {t`Lưu lựa chọn`}
          </Button>
        ) : (
          <Button variant="text" onClick={() => setChoosing(true)}>
            {t`Tùy chọn`}
          </Button>
        )}
      </div>
    </Paper>
  );
}
