import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export type HeaderMenuEntry = { label: string; to: string } | { label: string; onSelect: () => void };

interface Props {
  id: string;
  anchor: HTMLElement | null;
  entries: HeaderMenuEntry[];
  onClose: () => void;
}

export default function HeaderMenuList({ id, anchor, entries, onClose }: Props) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {entries.map((entry) =>
        'to' in entry ? (
          <MenuItem key={entry.label} component={RouterLink} to={entry.to} onClick={onClose}>
            {entry.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={entry.label}
            onClick={() => {
              onClose();
              entry.onSelect();
            }}
          >
            {entry.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
