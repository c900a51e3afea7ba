import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Button } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import type { HeaderMenuEntry } from './header-menu-list';

export type { HeaderMenuEntry };

// Menus (popover, focus trap, transitions) load on first open: most visits never open one.
const HeaderMenuList = lazy(() => import('./header-menu-list'));

/** A header button opening a menu of links and actions (the user menu and the Admin menu). */
export function HeaderMenu({ title, entries }: { title: string; entries: HeaderMenuEntry[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ textTransform: 'none', maxWidth: { xs: 140, sm: 220 } }}
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
