import { apiQueryKey } from '@/lib/query-store';

/**
 * The cache key of the home page's banners and sections (GET /api/home), which the server-rendered
 * home page embeds. Its own module: the home route loads nothing else of the catalogue's reads.
 */
export const HOME_PAGE_KEY = apiQueryKey('homePage', {});
