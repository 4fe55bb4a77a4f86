import { checkerIds, type CheckerId } from '@zencode/shared/contract';
import { ChoiceField } from './choice-field.tsx';

const checkerLabels: Record<CheckerId, string> = {
  exact: 'Exact (after trimming)',
  float: 'Floating point, with tolerance',
  'any-order': 'Any order',
  'any-order-nested': 'Any order, nested lists too',
  'prerequisite-order': 'An order that keeps every prerequisite (Course Schedule II)',
  'alien-order': 'An alphabet that sorts the words (Alien Dictionary)',
};

/** How the judge compares an answer with the expected one, each checker in words. */
export function CheckerField({
  value,
  onChange,
}: {
  value: CheckerId;
  onChange: (checker: CheckerId) => void;
}) {
  return (
    <ChoiceField
      id="details-checker"
      label="Checker"
      value={value}
      options={checkerIds}
      labelOf={(checker) => checkerLabels[checker]}
      onChange={onChange}
    />
  );
}
