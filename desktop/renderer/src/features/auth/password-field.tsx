import type { ReactNode } from 'react';
import { FormField, type TextFieldProps } from '@/components/ui/form-field.tsx';
import { PasswordInput } from './password-input.tsx';

/**
 * A required password field with its label; `children` (a checklist, a live hint) stand below it.
 * A new password unless `autoComplete` says otherwise.
 */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete = 'new-password',
  invalid,
  children,
}: TextFieldProps & {
  label: string;
  autoComplete?: 'new-password' | 'current-password';
  invalid?: boolean;
  children?: ReactNode;
}) {
  return (
    <FormField id={id} label={label}>
      <PasswordInput
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={invalid}
        required
      />
      {children}
    </FormField>
  );
}
