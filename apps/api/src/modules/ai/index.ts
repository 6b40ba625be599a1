// The ai module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { aiRoutes } from './ai.routes';
export { createAiService } from './ai.service';
