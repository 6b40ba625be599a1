import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { MenuIcon } from '../ui/icons';
import { currentClass, iconButtonClass, linkClass } from './mobile-menu-classes';
import { NavLink } from './nav-link';
import { SITE_SEARCH_ID, savedName, savedText, type NavItem } from './nav-links';

// The drawer's contents load the first time it opens (the home page's first JavaScript has a
// budget, and most visitors never open it); the button and the <dialog> are here from the start.
const DrawerPanel = lazy(() => import('./mobile-menu-panel'));

/**
 * The phone menu (below the md breakpoint): a button that opens a
 * drawer with every link. The drawer is a native modal <dialog>, so the browser
 * makes the page behind it inert, keeps focus inside and shows a backdrop. Its
 * panel moves focus to the close button; we close it on Escape (and Android's
 * back gesture), on a backdrop tap and when a link is chosen, and return focus to
 * the menu button. Choosing a link also scrolls to the top.
 */
export function MobileMenu() {
  const [pathname] = useLocation();
  const { i18n } = useLingui();
  // The path the drawer was opened on: navigating anywhere (even with the back
  // button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [everOpened, setEverOpened] = useState(false);
  // Opened by "/" (header-search.tsx): focus starts in the drawer's search box.
  const [focusSearch, setFocusSearch] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const drawerId = useId();
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // "/" (not while typing, no Ctrl/Alt/Cmd) focuses the header's search box; below md, where
  // that box is hidden, the drawer opens with its own search box focused.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if ((event.target as Element).closest?.('input,textarea,select,[contenteditable]')) return;
      event.preventDefault();
      const box = document.getElementById(SITE_SEARCH_ID);
      if (box?.offsetWidth) box.focus();
      else {
        setFocusSearch(true);
        setEverOpened(true);
        setOpenOn(pathname);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [pathname]);

  const close = () => {
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={i18n._(msg`Open menu`)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        className={`${iconButtonClass} md:hidden`}
        onClick={() => {
          setFocusSearch(false);
          setEverOpened(true);
          setOpenOn(pathname);
        }}
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={drawerId}
        aria-modal="true"
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
        // A close request other than Escape (Android back): keep our state in charge.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // The backdrop belongs to the <dialog> itself; the panel fills its box.
          if (event.target === event.currentTarget) close();
        }}
      >
        {everOpened && (
          <Suspense fallback={null}>
            <DrawerPanel
              open={open}
              titleId={titleId}
              onClose={close}
              focusSearch={focusSearch}
              LinkList={LinkList}
            />
          </Suspense>
        )}
      </dialog>
    </>
  );
}

function LinkList({
  items,
  onChoose,
  savedCount,
}: {
  items: NavItem[];
  onChoose: () => void;
  /** Given where the list holds the Saved link (the drawer's panel reads the count). */
  savedCount?: number;
}) {
  const { i18n } = useLingui();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onChoose={onChoose}
            ariaLabel={item.savedCount && savedName(i18n, savedCount!)}
            className={linkClass}
            currentClassName={currentClass}
          >
            {item.savedCount ? savedText(i18n, savedCount!) : i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
