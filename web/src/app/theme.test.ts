/** The theme's filled colours (chips, contained buttons) keep their text readable: 4.5:1, as axe checks small text. */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const INTENTS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

describe('theme contrast', () => {
  it.each(INTENTS)('%s text on its own colour reaches 4.5:1', (intent) => {
    const { main, contrastText } = theme.palette[intent];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
  });
});
