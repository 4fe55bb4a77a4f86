import { FormField } from '@/components/ui/form-field.tsx';
import { OptionSelect } from '@/components/ui/option-select.tsx';

/** A labelled select of a few fixed options (difficulty, checker, language), each shown by its label. */
export function ChoiceField<T extends string>(props: {
  id: string;
  label: string;
  /** Null: nothing chosen yet, `placeholder` shows. */
  value: T | null;
  placeholder?: string;
  options: readonly T[];
  labelOf?: (option: T) => string;
  onChange: (value: T) => void;
  /** Classes of the select's trigger (its width). */
  className?: string;
}) {
  return (
    <FormField id={props.id} label={props.label}>
      <OptionSelect
        id={props.id}
        value={props.value}
        options={props.options}
        labelOf={props.labelOf}
        onChange={props.onChange}
        className={props.className}
        placeholder={props.placeholder}
      />
    </FormField>
  );
}
