import type { ManagedProblem } from '@zencode/shared/contract';
import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon, RefreshCwIcon } from 'lucide-react';
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
  failed: { label: 'Validation failing', Icon: CircleAlertIcon, className: 'text-hard' },
  stale: { label: 'Changed since validation', Icon: RefreshCwIcon, className: 'text-medium' },
  none: { label: 'Not validated', Icon: CircleDashedIcon, className: 'text-muted-foreground' },
} as const;

/** Whether the reference solution passes the current cases. */
export function ValidationBadge({ validation }: { validation: ManagedProblem['validation'] }) {
  const { label, Icon, className } = validationLooks[validation];
  return (
    <span className={`inline-flex items-center gap-1 text-xs ${className}`}>
      <Icon className="size-3.5" aria-hidden />
      {label}
    </span>
  );
}
