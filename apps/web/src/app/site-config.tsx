import type { SiteConfig } from '@taxguide/contracts/ssr';
import { createContext, useContext, type ReactNode } from 'react';

/** Deployment settings the pages need (brand, canonical origin, social links). */
export type { SiteConfig };

export const defaultSiteConfig: SiteConfig = {
  siteName: 'TaxGuide India',
  siteUrl: 'http://localhost:3000',
  social: {},
  contactEmail: 'support@taxguide.example',
  grievanceOfficer: 'Grievance Officer, TaxGuide India',
};

const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

export function SiteConfigProvider({
  value,
  children,
}: {
  value: SiteConfig;
  children: ReactNode;
}) {
  return <SiteConfigContext.Provider value={value}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
