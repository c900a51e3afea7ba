/**
 * axe-core on every screen the journeys photograph (accessibility): serious and critical
 * violations of WCAG 2.1 A/AA are collected per page and fail the journey that saw them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

const found: string[] = [];

/** Checks the page as it is now; what blocks is kept until takeAccessibilityViolations. */
export async function checkAccessibility(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const violation of results.violations) {
    if (!violation.impact || !BLOCKING.has(violation.impact)) continue;
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ');
    found.push(`${screen}: ${violation.impact} ${violation.id} (${violation.help}) at ${where}`);
  }
}

export function takeAccessibilityViolations(): string[] {
  return found.splice(0);
}
