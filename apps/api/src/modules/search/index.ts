// The search module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { searchRoutes } from './search.routes';
export { createSearchService } from './search.service';
