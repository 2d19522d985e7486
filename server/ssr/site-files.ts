import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PAGE_NAME } from '../../core/lib/catalogue.ts';
import { ABOUT_PAGE_NAME, HOME_PAGE_NAME } from '../../core/lib/page-names.ts';
import { everyProduct } from '../../core/domain/products.ts';
import { buildRobots, buildSitemap } from '../../core/lib/sitemap.ts';
import type { Store } from '../store/types.ts';

/**
 * robots.txt and sitemap.xml, made from the database on each request: a product an administrator
 * adds is in the sitemap at once, with its last change. Nothing is written at build time.
 */
export function registerSiteFiles(
  app: FastifyInstance,
  { store, siteUrl }: { store: Store; siteUrl: string },
): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildRobots(siteUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const [products, home, about, catalogue] = await Promise.all([
      everyProduct(store),
      store.findPage({ name: HOME_PAGE_NAME }),
      store.findPage({ name: ABOUT_PAGE_NAME }),
      store.findPage({ name: CATALOGUE_PAGE_NAME }),
    ]);
    const lastmod = {
      '/': home?.updatedAt,
      '/about': about?.updatedAt,
      '/urunler': catalogue?.updatedAt,
    };
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(buildSitemap(siteUrl, products, lastmod));
  });
}
