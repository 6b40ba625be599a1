// The calculate module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { calculateRoutes } from './calculate.routes';
export { runCalculator } from './calculators';
