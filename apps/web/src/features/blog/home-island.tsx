// The home blog block as an island: its cards load when the block nears the viewport or is used.
import { LOADING } from '../../components/loading-labels';
import { IslandFallback, island } from '../../components/island';

const server = import.meta.env.SSR ? (await import('./home-blog')).HomeBlogPosts : undefined;

export const BlogIsland = island({
  id: 'blog',
  load: () => import('./home-blog').then((m) => m.HomeBlogPosts),
  ssr: server,
  fallback: <IslandFallback label={LOADING.articles} cards={3} />,
});
