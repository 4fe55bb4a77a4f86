import { languageIds, type LanguageId } from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';

/** The starter code of every language for the signature being edited, one tab each. */
export function StarterCodePreview({
  starters,
  failed,
  dimmed,
}: {
  starters: Partial<Record<LanguageId, string>> | undefined;
  failed: boolean;
  /** A newer signature's code is loading, or the text is not a signature. */
  dimmed: boolean;
}) {
  return (
    <div className="grid min-w-0 content-start gap-3">
      <Label>Starter code preview</Label>
      <Tabs defaultValue="cpp">
        <TabsList className="flex-wrap">
          {languageIds.map((language) => (
            <TabsTrigger key={language} value={language}>
              {languageLabel(language)}
            </TabsTrigger>
          ))}
        </TabsList>
        {languageIds.map((language) => (
          <TabsContent key={language} value={language}>
            <pre
              data-testid={`starter-${language}`}
              className={`mt-2 max-h-96 min-h-80 overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed transition-opacity ${dimmed ? 'opacity-60' : ''}`}
            >
              {starters?.[language] ?? (failed ? 'Preview unavailable.' : '')}
            </pre>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
