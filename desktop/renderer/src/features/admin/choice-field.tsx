import { FormField } from '@/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

/** A labelled select of a few fixed options (difficulty, checker), each shown by its label. */
export function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels?: Record<T, string>;
  onChange: (value: T) => void;
  /** Classes of the select's trigger (its width). */
  className?: string;
}) {
  return (
    <FormField id={props.id} label={props.label}>
      <Select value={props.value} onValueChange={(value) => props.onChange(value as T)}>
        <SelectTrigger id={props.id} className={props.className}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {props.options.map((option) => (
            <SelectItem key={option} value={option}>
              {props.labels?.[option] ?? option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
