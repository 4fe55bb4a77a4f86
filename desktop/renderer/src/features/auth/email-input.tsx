import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input.tsx';

/** The e-mail address input of the sign-in, sign-up and forgot-password forms. */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <Input type="email" autoComplete="email" placeholder="you@example.com" required {...props} />
  );
}
