/** The types of eslint.config.js, for the lint tests that read its limits. */
import type { Linter } from 'eslint';

export const MAX_LINES_PER_FILE: number;
export const MAX_LINES_PER_FUNCTION: number;
declare const config: Linter.Config[];
export default config;
