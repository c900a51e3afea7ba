import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import { t } from '@lingui/core/macro';
import { Button, IconButton } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** The drawer's id: the phone's button points at it, so without JavaScript its link opens it (CSS :target). */
export const FILTER_DRAWER_ID = 'search-filters';

/**
 * The phone's 'Bộ lọc (3)' button, with the number of filters chosen. A link to the drawer, so a
 * phone without JavaScript opens it too (the server renders both); with JavaScript it opens the
 * drawer in place, without touching the address.
 */
export function FilterButton({ chosen, open, onOpen }: { chosen: number; open: boolean; onOpen: () => void }) {
  const label = chosen > 0 ? t`Filters (${chosen})` : t`Filters`;
  const openDrawer = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    onOpen();
  };
  return (
    <Button
      href={`#${FILTER_DRAWER_ID}`}
      role="button"
      aria-expanded={open}
      aria-controls={FILTER_DRAWER_ID}
      variant="outlined"
      startIcon={<TuneIcon />}
      onClick={openDrawer}
      // A link acting as a button answers Space as a button does.
      onKeyDown={(event) => {
        if (event.key === ' ') openDrawer(event);
      }}
      sx={{ minHeight: 44, display: { md: 'none' } }}
    >
      {label}
    </Button>
  );
}

/**
 * The search filters: a sidebar from the md breakpoint on, as before; below it a full-screen
 * drawer the phone opens from its 'Bộ lọc' button, so the results come first. Choosing a filter
 * keeps the drawer open (shoppers often choose several); its footer shows the results and closes it.
 */
export function FilterDrawer({
  open,
  onOpen,
  onClose,
  resultCount,
  children,
}: {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** The results the chosen filters show, once the search has answered. */
  resultCount: number | undefined;
  children: ReactNode;
}) {
  const closeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Tapped before the script took over: the address names the drawer, and it stays open.
    if (window.location.hash === `#${FILTER_DRAWER_ID}`) onOpen();
  }, [onOpen]);
  const desktop = useTheme()
    .breakpoints.up('md')
    .replace(/^@media\s*/, '');
  useEffect(() => {
    if (!open) return;
    // Focus goes into the drawer, and back to what opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    // The page behind a full-screen drawer does not scroll under the shopper's thumb.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // A phone turned, or a window widened, to the sidebar's width: the sidebar takes over.
    // (jsdom, where the component tests run, has no matchMedia.)
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(desktop) : null;
    const closeWhenWide = () => {
      if (wide?.matches) onClose();
    };
    wide?.addEventListener('change', closeWhenWide);
    return () => {
      wide?.removeEventListener('change', closeWhenWide);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, onClose, desktop]);
  const close = (event: MouseEvent) => {
    event.preventDefault();
    onClose();
  };
  const title = t`Filters`;
  return (
    <DrawerRoot
      id={FILTER_DRAWER_ID}
      data-open={open}
      {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-label': title } : {})}
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') onClose();
      }}
    >
      <div className="drawer-bar">
        <h2>{title}</h2>
        {/* Without JavaScript, '#' leaves the drawer's :target and so closes it. */}
        <IconButton
          ref={closeRef}
          role="button"
          href="#"
          aria-label={t`Close filters`}
          onClick={close}
          sx={{ width: 44, height: 44 }}
        >
          <CloseIcon />
        </IconButton>
      </div>
      {children}
      <div className="drawer-footer">
        <Button href="#" role="button" variant="contained" fullWidth onClick={close} sx={{ minHeight: 44 }}>
          {resultCount === undefined ? t`Show results` : t`Show ${resultCount} results`}
        </Button>
      </div>
    </DrawerRoot>
  );
}

// Both sizes in media queries (none outside them), so each rule says which screen it is for.
const DrawerRoot = styled('div')(({ theme }) => ({
  [theme.breakpoints.up('md')]: { '& .drawer-bar, & .drawer-footer': { display: 'none' } },
  [theme.breakpoints.down('md')]: {
    display: 'none',
    // :target only until the app has hydrated (use-hydrated.tsx marks <html>): the browser keeps
    // matching it after the router changes the address without a '#', so the state decides then.
    '&[data-open="true"], html:not([data-hydrated]) &:target': {
      display: 'block',
      position: 'fixed',
      inset: 0,
      zIndex: theme.zIndex.modal,
      overflowY: 'auto',
      backgroundColor: theme.palette.background.paper,
      padding: theme.spacing(0, 2),
    },
    '& .drawer-bar': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      position: 'sticky',
      top: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      borderBottom: `1px solid ${theme.palette.divider}`,
      marginBottom: theme.spacing(2),
    },
    '& .drawer-bar h2': { ...theme.typography.h6, margin: 0 },
    '& .drawer-footer': {
      display: 'block',
      position: 'sticky',
      bottom: 0,
      padding: theme.spacing(2, 0),
      backgroundColor: theme.palette.background.paper,
    },
  },
}));
