import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { useSavedCount } from '../../lib/saved-count';
import { CloseIcon } from '../ui/icons';
import type { ComponentType } from 'react';
import { HeaderSearch } from './header-search';
import { iconButtonClass } from './mobile-menu-classes';
import { mainLinks, resourcesMenu, supportMenu, type NavItem } from './nav-links';

/** The drawer's contents (mobile-menu.tsx): its title, the close button and every link. */
export default function DrawerPanel({
  open,
  titleId,
  onClose,
  focusSearch,
  LinkList,
}: {
  open: boolean;
  titleId: string;
  onClose: () => void;
  /** Opened by the "/" key: focus goes to the search box instead of the close button. */
  focusSearch: boolean;
  /** The list of links (mobile-menu.tsx), passed in so that this chunk holds no router code. */
  LinkList: ComponentType<{ items: NavItem[]; onChoose: () => void; savedCount?: number }>;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  const savedCount = useSavedCount();
  const { i18n } = useLingui();
  // Focus goes to the close button each time the drawer opens (also the first time, when this
  // panel mounts after its code arrived).
  useEffect(() => {
    if (!open) return;
    if (focusSearch) searchRef.current?.querySelector('input')?.focus();
    else closeRef.current?.focus();
  }, [open, focusSearch]);

  return (
    <div className="flex h-full flex-col overflow-y-auto overscroll-contain">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {i18n._(msg`Site menu`)}
        </h2>
        <button
          ref={closeRef}
          type="button"
          aria-label={i18n._(msg`Close menu`)}
          className={iconButtonClass}
          onClick={onClose}
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div ref={searchRef} className="border-b border-slate-200 p-4">
        <HeaderSearch variant="drawer" onNavigate={onClose} />
      </div>
      <nav aria-label={i18n._(msg`Mobile`)} className="flex flex-col gap-5 p-4">
        <LinkList items={mainLinks} onChoose={onClose} />
        {[resourcesMenu, supportMenu].map((group) => (
          <div key={group.id}>
            <h3 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {i18n._(group.label)}
            </h3>
            <LinkList items={group.items} onChoose={onClose} savedCount={savedCount} />
          </div>
        ))}
      </nav>
    </div>
  );
}
