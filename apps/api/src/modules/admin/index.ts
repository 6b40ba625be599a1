// The admin module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { createAdminSessions, type AdminSessions } from './admin-sessions';
export { adminRoutes } from './admin.routes';
export { erasePerson, erasureKeyFrom, type ErasureKey } from './admin.service';
export type { LoginLimitOptions } from './login-limiter';
