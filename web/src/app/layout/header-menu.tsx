import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import type { HeaderMenuEntry } from './header-menu-list';

export type { HeaderMenuEntry };

// Menus (popover, focus trap, transitions) load on first open: most visits never open one.
const HeaderMenuList = lazy(() => import('./header-menu-list'));

interface Props {
  title: string;
  /** The button's accessible name when `title` alone would not say what the menu is for. */
  label?: string;
  entries: HeaderMenuEntry[];
}

/** A header button opening a menu of links and actions (the user, Admin and language menus). */
export function HeaderMenu({ title, label, entries }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        endIcon={<KeyboardArrowDownIcon />}
        // Narrow padding on phones: the header fits the account, admin and language menus beside the cart.
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 220 }, minWidth: 0, px: { xs: 0.5, sm: 1 } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <HeaderMenuList id={id} anchor={anchor} entries={entries} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
