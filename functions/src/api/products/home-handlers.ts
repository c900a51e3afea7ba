/** GET /api/home: the home page's banners and sections, as the server-rendered home page embeds them. */
import { readShopSettings } from '../../data/shop-settings.js';
import { readHomePage } from '../../search/home-page-reads.js';
import type { ApiContext } from '../context.js';
import type { SearchLimit } from '../limits/search-limit.js';
import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../middleware/security-headers.js';
import type { EndpointHandlers } from '../register-endpoints.js';

export function homeHandlers(ctx: ApiContext, searchLimit: SearchLimit): EndpointHandlers<'homePage'> {
  return {
    // Several reads per call (the product rows), so it takes from the search budget like the other catalogue reads.
    homePage: async ({ req, res }) => {
      await searchLimit.consume(req);
      const page = await readHomePage(ctx.db, await readShopSettings(ctx.db));
      res.set('Cache-Control', PUBLIC_CATALOGUE_CACHE_CONTROL);
      return page;
    },
  };
}
