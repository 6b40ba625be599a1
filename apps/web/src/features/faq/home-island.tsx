// The home FAQ block as an island: the accordion's code loads when the block nears the viewport
// or is first used.
import { LOADING } from '../../components/loading-labels';
import { IslandFallback, island } from '../../components/island';

const server = import.meta.env.SSR ? (await import('./home-faq')).HomeFaq : undefined;

export const FaqIsland = island({
  id: 'faq',
  load: () => import('./home-faq').then((m) => m.HomeFaq),
  ssr: server,
  fallback: <IslandFallback label={LOADING.questions} cards={3} />,
});
