import { useSearchParams } from 'wouter';
import Act2025SectionPage from '../features/act-map/act-2025-section-page';
import { readsAct2025 } from '../features/act-map/api/keys';
import SectionDetailPage from '../features/sections/section-detail-page';

/**
 * /section/{n}: our page for a 1961 number (the API also forgives a 2025 one), or with
 * ?act=2025 the number read in the 2025 Act, through the section map.
 */
export default function SectionRoute() {
  const [params] = useSearchParams();
  return readsAct2025(params) ? <Act2025SectionPage /> : <SectionDetailPage />;
}
