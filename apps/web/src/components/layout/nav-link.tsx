import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { PRESERVE_SCROLL } from '../../lib/use-navigation-scroll';
import { isCurrentPath } from './nav-links';

export interface NavLinkProps {
  to: string;
  children: string;
  /** A name for screen readers when the text alone says less (the saved-items count). */
  ariaLabel?: string;
  className: string;
  currentClassName: string;
  /** False keeps the scroll position after navigating (AI Dashboard in the desktop menu). */
  scroll?: boolean;
  onChoose?: () => void;
}

/**
 * A site navigation link: aria-current="page" on the page being shown. The
 * layout scrolls to the top after the navigation (useNavigationScroll).
 */
export function NavLink({
  to,
  children,
  className,
  currentClassName,
  scroll = true,
  onChoose,
  ariaLabel,
}: NavLinkProps) {
  const [pathname] = useLocation();
  const current = isCurrentPath(pathname, to);
  return (
    <Link
      to={to}
      state={scroll ? undefined : PRESERVE_SCROLL}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
      className={cn(className, current && currentClassName)}
      onClick={(event) => {
        // A modified click opens a new tab: leave this page (and its menus) as they are.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        onChoose?.();
      }}
    >
      {children}
    </Link>
  );
}
