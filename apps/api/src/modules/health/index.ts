// The health module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { healthRoutes } from './health.routes';
