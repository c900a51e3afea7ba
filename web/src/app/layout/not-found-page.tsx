import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MessageBox } from '../../components/message-box';

export default function NotFoundPage() {
  return (
    <MessageBox severity="warning">
      <Typography>This page does not exist.</Typography>
      <Link component={RouterLink} to={paths.home()}>
        Go to the home page
      </Link>
    </MessageBox>
  );
}
