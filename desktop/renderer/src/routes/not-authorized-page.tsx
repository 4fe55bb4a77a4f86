import { NotAuthorized } from '@/features/auth/index.ts';

/** /not-authorized: where admin-only screens send other users. */
export function NotAuthorizedPage() {
  return (
    <main>
      <NotAuthorized />
    </main>
  );
}
