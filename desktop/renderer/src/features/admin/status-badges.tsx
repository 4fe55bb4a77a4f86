import type { ManagedProblem } from '@zencode/shared/contract';
import {
  CircleCheckIcon,
  CircleDashedIcon,
  CircleXIcon,
  LoaderCircleIcon,
  RefreshCwIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

/** Draft or Published. */
export function StatusBadge({ status }: { status: ManagedProblem['status'] }) {
  return status === 'published' ? (
    <Badge variant="easy">Published</Badge>
  ) : (
    <Badge variant="outline" className="border-dashed">
      Draft
    </Badge>
  );
}

const validationLooks = {
  passed: { label: 'Validated', Icon: CircleCheckIcon, className: 'text-easy' },
  failed: { label: 'Validation failed', Icon: CircleXIcon, className: 'text-destructive' },
  validating: { label: 'Validating…', Icon: LoaderCircleIcon, className: 'text-muted-foreground' },
  stale: { label: 'Changed since validation', Icon: RefreshCwIcon, className: 'text-medium' },
  none: { label: 'Not validated', Icon: CircleDashedIcon, className: 'text-muted-foreground' },
} as const;

/**
 * Whether the reference solutions pass the current cases; a failure carries its reason (the
 * first language that failed and how) as the badge's description.
 */
export function ValidationBadge({
  validation,
  failure,
}: {
  validation: ManagedProblem['validation'];
  failure?: string | null;
}) {
  const { label, Icon, className } = validationLooks[validation];
  return (
    <span
      data-testid="validation-state"
      data-state={validation}
      title={failure ?? undefined}
      className={`inline-flex items-center gap-1 text-xs ${className}`}
    >
      <Icon
        className={`size-3.5 shrink-0 ${validation === 'validating' ? 'motion-safe:animate-spin' : ''}`}
        aria-hidden
      />
      {label}
    </span>
  );
}
