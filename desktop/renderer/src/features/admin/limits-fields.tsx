import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { DetailsForm } from './details-form.ts';
import type { SetDetailsField } from './use-details-form.ts';

/** The judge's limits per case: time (ms) and memory (MB). */
export function LimitsFields({ form, set }: { form: DetailsForm; set: SetDetailsField }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="details-time" label="Time limit per case (ms)">
        <Input
          id="details-time"
          type="number"
          min={100}
          max={20000}
          step={100}
          value={form.timeMs}
          onChange={(e) => set('timeMs')(e.target.value)}
        />
      </FormField>
      <FormField id="details-memory" label="Memory limit (MB)">
        <Input
          id="details-memory"
          type="number"
          min={16}
          max={2048}
          value={form.memoryMb}
          onChange={(e) => set('memoryMb')(e.target.value)}
        />
      </FormField>
    </div>
  );
}
