/**
 * Lucide's sun (the product mark of the login page), drawn inline. `react-icons/lu` is one module
 * holding every icon the sidebar's menu uses, and a bundler keeps a module's exports for all the
 * chunks that share it: importing `LuSun` here would put about 7 KiB gzip of menu icons into the
 * login page's first download.
 */
export function SunMark({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </svg>
  );
}
