/**
 * A published content page by slug, read under the key the server embeds it with (entry-server.tsx),
 * so a server-rendered page hydrates without reading it again; null when no published page has it.
 */
import type { PublicContentPage } from '@shared/entities/content-page';
import type { PublicShopSettings } from '@shared/shop-settings';
import { callApi } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { PagePlaceholders } from './page-markdown';

export const contentPageKey = (slug: string) => `pages:slug:${slug}`;

export async function fetchContentPage(slug: string): Promise<PublicContentPage | null> {
  try {
    return await callApi('pageBySlug', { params: { slug } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** What `{{name}}` stands for in the seeded templates (functions/src/shared/page-templates.ts). */
export function pagePlaceholders(settings: PublicShopSettings): PagePlaceholders {
  return {
    // A shop that has not entered its company yet reads as its shop name.
    companyName: settings.companyName || settings.shopName,
    hotline: settings.contactPhone,
    email: settings.contactEmail,
    address: settings.businessAddress,
  };
}
