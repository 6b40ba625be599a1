// The newsletter module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { newsletterRoutes } from './newsletter.routes';
