/**
 * An admin table's search box, kept in the URL as `q` (docs/decisions/0027-import-export-and-operations.md):
 * the URL follows the typing once it pauses for SEARCH_DEBOUNCE_MS, so a word typed is one history
 * entry and one request, not one per key; Enter and the clear button apply at once. A new search
 * starts again from the first page. The server folds the text (shared/admin-search.ts).
 */
import { t } from '@lingui/core/macro';
import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, InputAdornment, TableCell, TableRow, TextField } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_SEARCH_MAX_LENGTH } from '@shared/admin-search';

/** How long typing pauses before the URL (and the list) follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

export function ListSearchBox({ label }: { label: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const inUrl = searchParams.get('q') ?? '';
  const [text, setText] = useState(inUrl);
  // What this box last put in the URL: any other change of `q` (back, Clear filters) is shown in the box.
  const applied = useRef(inUrl);
  useEffect(() => {
    if (inUrl === applied.current) return;
    applied.current = inUrl;
    setText(inUrl);
  }, [inUrl]);

  const apply = useCallback(
    (value: string) => {
      const q = value.trim();
      if (q === applied.current) return;
      applied.current = q;
      const next = new URLSearchParams(searchParams);
      next.delete('after');
      next.delete('page');
      if (q) next.set('q', q);
      else next.delete('q');
      setSearchParams(next);
    },
    [searchParams, setSearchParams],
  );

  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, apply]);

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        apply(text);
      }}
      sx={{ minWidth: 260 }}
      slotProps={{
        htmlInput: { maxLength: ADMIN_SEARCH_MAX_LENGTH },
        input: {
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={t`Clear search`}
                onClick={() => {
                  setText('');
                  apply('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}

/** The one row an admin table shows when its search and filters match nothing. */
export function NoMatchRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ textAlign: 'center', color: 'text.secondary', py: 3 }}>
        {text}
      </TableCell>
    </TableRow>
  );
}
