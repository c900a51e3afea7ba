/**
 * The content pages' API messages: their own module, so only the screens that call these endpoints
 * carry them (the extractor reads this file, web/lingui/shared-messages-extractor.ts).
 */
export const PAGE_MSG = {
  pageNotFound: 'Page Not Found',
  slugTaken: 'Another page already uses this address',
  pageChanged: 'The page changed since you opened it',
  pageCreated: 'Page created',
  pageSaved: 'Page saved',
  pageDeleted: 'Page deleted',
} as const;
