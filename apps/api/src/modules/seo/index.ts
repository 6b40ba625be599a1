// The seo module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { seoRoutes } from './seo.routes';
export { createSeoService } from './seo.service';
