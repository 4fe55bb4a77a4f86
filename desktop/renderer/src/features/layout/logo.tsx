import { pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { cn } from '@/lib/utils.ts';

/** The ZenCode mark and word, linking home. */
export function Logo({ className, to = pageRoutes.home }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'group inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm transition-transform group-hover:-rotate-6">
        <svg viewBox="0 0 32 32" className="size-5" aria-hidden>
          <path
            d="M9 10h14L9 22h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="text-lg font-semibold tracking-tight">
        Zen<span className="text-primary">Code</span>
      </span>
    </Link>
  );
}
