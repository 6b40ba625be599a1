// The blog module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { blogRoutes } from './blog.routes';
export { createBlogService } from './blog.service';
