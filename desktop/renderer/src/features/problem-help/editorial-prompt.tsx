import type { LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { BookOpenIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** "See the solution now?": Show the editorial, or Keep trying. */
export function EditorialPrompt({
  language,
  onShow,
  onKeepTrying,
}: {
  language: LanguageId;
  onShow: () => void;
  onKeepTrying: () => void;
}) {
  return (
    <div className="space-y-3 px-5 py-6 sm:px-6" role="region" aria-label="Editorial">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <BookOpenIcon className="size-4" aria-hidden />
        See the solution now?
      </h2>
      <p className="text-sm text-muted-foreground">
        The editorial explains the idea, the steps and the complexity, with the reference solution
        in {languageLabel(language)}. Opening it before you solve the problem does not change your
        Zen Score; it is noted with your submissions from now on.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onShow}>Show the editorial</Button>
        <Button variant="outline" onClick={onKeepTrying}>
          Keep trying
        </Button>
      </div>
    </div>
  );
}
