import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** `lang`: an entry in another language than the page (the language menu names each in its own). */
type EntryText = { label: string; lang?: string; selected?: boolean };
export type HeaderMenuEntry = (EntryText & { to: string }) | (EntryText & { onSelect: () => void });

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
            lang={entry.lang}
            selected={entry.selected}
            aria-current={entry.selected ? 'true' : undefined}
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
