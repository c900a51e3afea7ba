/** Catalogues are imported as modules; @lingui/vite-plugin compiles them (web/lingui/vite-lingui.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
