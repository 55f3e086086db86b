/** The Wasfa mark: a steaming bowl. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#9a3412" />
      <path d="M14 30h36a18 18 0 0 1-36 0z" fill="#fde68a" />
      <path
        d="M24 22c0-4 4-4 4-8M32 22c0-4 4-4 4-8M40 22c0-4 4-4 4-8"
        stroke="#fde68a"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
