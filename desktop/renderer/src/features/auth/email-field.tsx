import { FormField, type TextFieldProps } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';

/** The 'Email' field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ id, value, onValueChange }: TextFieldProps) {
  return (
    <FormField id={id} label="Email">
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FormField>
  );
}
