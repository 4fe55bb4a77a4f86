import { ComingSoon } from '@/features/layout/index.ts';

/** /dashboard: admin problem management (built by the catalogue work). */
export function DashboardPage() {
  return (
    <ComingSoon
      title="Dashboard"
      description="Create, edit, upload and delete the problems of the catalogue."
    />
  );
}
