import type { ReactNode, SVGProps } from 'react';

// The icons of the first views (the login page's mark and the header's: Lucide's sun, bell,
// chevron-down and panel-left, ISC licence, the same drawings react-icons/lu renders elsewhere in
// the app). They are drawn here rather than imported from react-icons/lu because that package is
// one module: a bundler keeps its exports for every chunk that shares it, so the chunk holding it
// carries every Lu icon the host uses anywhere (about forty).

type IconProps = SVGProps<SVGSVGElement>;

function LucideIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="1em"
      height="1em"
      {...props}
    >
      {children}
    </svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <LucideIcon {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </LucideIcon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <LucideIcon {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </LucideIcon>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <LucideIcon {...props}>
      <path d="m6 9 6 6 6-6" />
    </LucideIcon>
  );
}

export function PanelLeftIcon(props: IconProps) {
  return (
    <LucideIcon {...props}>
      <rect width="18" height="18" x="3" y="3" rx="2" />
      <path d="M9 3v18" />
    </LucideIcon>
  );
}

export function MenuLinesIcon(props: IconProps) {
  return (
    <LucideIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LucideIcon>
  );
}
