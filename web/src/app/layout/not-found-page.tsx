import { t } from '@lingui/core/macro';
import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MessageBox } from '@/components/message-box';

export default function NotFoundPage() {
  return (
    <MessageBox severity="warning">
      <Typography>{t`This page does not exist.`}</Typography>
      <Link component={RouterLink} to={paths.home()}>
        {t`Go to the home page`}
      </Link>
    </MessageBox>
  );
}
