import { pageRoutes } from '@zencode/shared/contract';
import { useAuth } from '@/features/auth/index.ts';

/** Where 'Get Started' and 'Start Coding Now' lead: the problems when signed in, else sign-up. */
export function useStartLink(): string {
  return useAuth().status === 'authenticated' ? pageRoutes.problems : pageRoutes.signup;
}
