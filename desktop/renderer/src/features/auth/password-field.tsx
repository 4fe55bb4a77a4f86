import type { ReactNode } from 'react';
import { FormField, type TextFieldProps } from '@/components/ui/form-field.tsx';
import { PasswordInput } from './password-input.tsx';

/**
 * A password field with its label; `children` (a checklist, a live hint) stand below it. A new,
 * required password unless `autoComplete` and `required` say otherwise.
 */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete = 'new-password',
  invalid,
  required = true,
  children,
}: TextFieldProps & {
  label: string;
  autoComplete?: 'new-password' | 'current-password';
  invalid?: boolean;
  required?: boolean;
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
        required={required}
      />
      {children}
    </FormField>
  );
}
