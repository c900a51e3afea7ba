/**
 * Lingui extractor for the user-facing texts of shared code (functions/src/shared): the API's
 * messages, the zod schemas' validation messages, the option labels. That code also runs in the
 * Cloud Functions, which are built by tsc and so cannot use Lingui's macros; its texts stay plain
 * strings there and are translated where the web shows them (web/src/i18n/translate-message.ts).
 *
 * Each text becomes a catalogue entry whose id is the text itself; `${x}` becomes the placeholder
 * `{x}` (`{0}`, `{1}` for expressions that are not plain names), so a message the server built can
 * be matched back to its template. What counts as a text, by position:
 * - a value in an object literal assigned to a `…MSG` constant, or of a `label`, `error` or
 *   `message` property;
 * - the message argument of a zod check (`.min(1, '…')`, `.regex(re, '…')`, `.refine(fn, '…')`);
 * - the string an exported arrow function returns (`invalidIdMessage`) or a `return '…'`;
 * - the field name given to a schema helper (`requiredText('fullname')`), so messages read
 *   '{field} is required' with the field in the reader's language too.
 */
import { parseSync, traverse, types as t, type NodePath } from '@babel/core';
import type { ExtractedMessage, ExtractorType } from '@lingui/conf';

const SHARED_TEXT_FILES =
  /functions\/src\/shared\/(messages|screen-messages|payment-messages|schemas|shop-settings-schemas|api-request-schemas|address-schemas|search-params|search-spec-filters|constants|sort-orders|review-rating-labels|review-messages|laptop-specs|product-images-schema|question-schemas|wish-messages|wish-schemas|shipping-settings-schemas|shipping-messages|guest-messages|page-messages|page-schemas|shipping-quote-messages|waybill-messages|shipping-quote-schemas|order-lookup-messages|order-lookup-schemas|claim-messages|claim-schemas)\.ts$/;
const MESSAGE_PROPERTIES = new Set(['label', 'error', 'message']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'int',
  'regex',
  'nonnegative',
  'positive',
  'refine',
  'length',
  'maxLength',
  'gte',
  'lte',
]);
const FIELD_NAME_HELPERS = new Set(['requiredText', 'docId', 'money', 'text', 'positiveInt', 'officialName', 'code']);

/** `${field} is required` → '{field} is required'; other expressions are numbered. */
export function templateText(node: t.TemplateLiteral): string {
  let position = 0;
  return node.quasis
    .map((quasi, i) => {
      const expression = node.expressions[i];
      if (!expression) return quasi.value.cooked ?? quasi.value.raw;
      const name = t.isIdentifier(expression) ? expression.name : String(position++);
      return `${quasi.value.cooked ?? quasi.value.raw}{${name}}`;
    })
    .join('');
}

function isInMessageConstant(path: NodePath): boolean {
  const declarator = path.findParent((p) => p.isVariableDeclarator());
  if (!declarator?.isVariableDeclarator()) return false;
  const id = declarator.node.id;
  if (!t.isIdentifier(id) || !/MSG$/.test(id.name)) return false;
  // Only values, never keys: every step up to the declarator is an object or a property value.
  let current: NodePath | null = path;
  while (current && current.parentPath && current.parentPath !== declarator) {
    const parent: NodePath = current.parentPath;
    if (parent.isObjectProperty() && parent.node.key === current.node) return false;
    if (!parent.isObjectProperty() && !parent.isObjectExpression() && !parent.isTSAsExpression()) return false;
    current = parent;
  }
  return true;
}

function textRole(path: NodePath<t.StringLiteral | t.TemplateLiteral>): 'text' | 'field' | null {
  const parent = path.parentPath;
  if (!parent) return null;
  if (parent.isObjectProperty() && parent.node.value === path.node) {
    const key = parent.node.key;
    if (t.isIdentifier(key) && MESSAGE_PROPERTIES.has(key.name)) return 'text';
  }
  if (isInMessageConstant(path)) return 'text';
  if (parent.isCallExpression()) {
    const callee = parent.node.callee;
    const args = parent.node.arguments;
    if (t.isMemberExpression(callee) && t.isIdentifier(callee.property) && ZOD_CHECKS.has(callee.property.name)) {
      return args.indexOf(path.node) > 0 || callee.property.name === 'int' || callee.property.name === 'nonnegative'
        ? 'text'
        : null;
    }
    if (t.isIdentifier(callee) && FIELD_NAME_HELPERS.has(callee.name) && args[0] === path.node) return 'field';
  }
  if (parent.isReturnStatement()) return 'text';
  if (parent.isArrowFunctionExpression() && parent.node.body === path.node) return 'text';
  return null;
}

export function extractSharedTexts(filename: string, code: string): ExtractedMessage[] {
  const ast = parseSync(code, { filename, sourceType: 'module', parserOpts: { plugins: ['typescript'] } });
  if (!ast) return [];
  const found: ExtractedMessage[] = [];
  const visit = (path: NodePath<t.StringLiteral | t.TemplateLiteral>) => {
    const role = textRole(path);
    if (!role) return;
    const text = path.isTemplateLiteral() ? templateText(path.node) : (path.node as t.StringLiteral).value;
    if (!text.trim()) return;
    found.push({
      id: text,
      message: text,
      origin: [filename, path.node.loc?.start.line ?? 0],
      ...(role === 'field' ? { comment: 'A field name inside validation messages' } : {}),
    });
  };
  traverse(ast, { StringLiteral: visit, TemplateLiteral: visit });
  return found;
}

export const sharedMessagesExtractor: ExtractorType = {
  match: (filename) => SHARED_TEXT_FILES.test(filename.replaceAll('\\', '/')),
  extract(filename, code, onMessageExtracted) {
    for (const message of extractSharedTexts(filename, code)) onMessageExtracted(message);
  },
};
