import type { ReactNode } from 'react';

/**
 * The few icons of the site shell (header, drawer, toasts, hero), inline.
 * They are Lucide's drawings (ISC licence, https://lucide.dev) as plain SVG: the
 * lucide-react runtime would add about 2 KB gzipped to the JavaScript every page
 * loads first. Pages loaded on demand import lucide-react icons by name instead.
 * Decorative: hidden from assistive technology; the control carries the name.
 */
interface IconProps {
  className?: string;
}

function Svg({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 5h16M4 12h16M4 19h16" />
  </Svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const RupeeIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m14 20-8-8h4c5.333 0 5.333-8 0-8M6 4h12M6 8h12" />
  </Svg>
);
