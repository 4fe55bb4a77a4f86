import type { ReactNode } from 'react';
import { Label } from './label.tsx';

/** What a field of one text control takes: its id and its text, reported as typed. */
export interface TextFieldProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * One field of a form: its label (with an optional action at the other end of the line, e.g.
 * "Forgot password?"), then the control and whatever is said below it (a hint, a live message).
 */
export function FormField({
  id,
  label,
  action,
  children,
}: {
  /** The control's id, which the label points to. */
  id: string;
  label: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="grid gap-2">
      {action ? (
        <div className="flex items-center justify-between">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {children}
    </div>
  );
}
