// The agent module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { registerAgent } from './agent.module';
