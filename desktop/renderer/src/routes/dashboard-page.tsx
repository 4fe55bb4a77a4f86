import { DashboardView } from '@/features/admin/index.ts';

/** /dashboard: admin problem management (the router admits admins only). */
export function DashboardPage() {
  return <DashboardView />;
}
