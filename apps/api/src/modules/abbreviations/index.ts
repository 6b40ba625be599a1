// The abbreviations module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { abbreviationsRoutes } from './abbreviations.routes';
