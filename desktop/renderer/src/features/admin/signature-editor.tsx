import { useQuery } from '@tanstack/react-query';
import {
  languageIds,
  messages,
  minStackSignature,
  type ProblemAuthoring,
  type Signature,
  treeCodecSignature,
  twoSumSignature,
} from '@zencode/shared/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { languageLabel } from '@zencode/shared/rules';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { useFormAction } from '@/lib/use-form-action.ts';
import { adminApi } from './admin-api.ts';
import { readSignature } from './read-signature.ts';
import { failureDetail } from './failure-detail.ts';
import { signatureFromTemplate } from './signature-from-template.ts';

const templates: Record<Signature['kind'], Signature> = {
  function: twoSumSignature,
  class: minStackSignature,
  codec: treeCodecSignature,
  stdio: { kind: 'stdio' },
};

const templateLabels: Record<Signature['kind'], string> = {
  function: 'Function',
  class: 'Class design',
  codec: 'Codec (encode, then decode)',
  stdio: 'stdin/stdout',
};

/**
 * The signature as LeetCode-style JSON (types such as integer[], list<list<string>>, ListNode),
 * with the starter code of every language generated live beside it. Saving regenerates the
 * problem's starter code; the server refuses a signature the stored cases do not fit.
 */
export function SignatureEditor({
  authoring,
  onSaved,
}: {
  authoring: ProblemAuthoring;
  onSaved: () => Promise<void>;
}) {
  const [text, setText] = useState(() => JSON.stringify(authoring.details.signature, null, 2));
  const { pending: saving, outcome, run } = useFormAction();
  const deferred = useDeferredValue(text);
  const read = useMemo(() => readSignature(deferred), [deferred]);
  const signature = 'signature' in read ? read.signature : null;
  const declared = useMemo(
    () => signatureFromTemplate(authoring.problem.code),
    [authoring.problem.code],
  );

  const preview = useQuery({
    queryKey: ['admin', 'starter-code', signature],
    queryFn: ({ signal }) => adminApi.starterCode(signature!, signal),
    enabled: signature !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });

  async function save() {
    if (!signature) return;
    await run(
      async () => {
        await adminApi.updateProblem(authoring.problem._id, { signature });
        await onSaved();
        return 'Signature saved; starter code regenerated.';
      },
      (failure) => failureDetail(messages.updateProblemFailed, failure),
    );
  }

  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="signature-json">Signature</Label>
          <div className="flex flex-wrap gap-1">
            {(Object.keys(templates) as Signature['kind'][]).map((kind) => (
              <Button
                key={kind}
                variant="ghost"
                size="sm"
                onClick={() => setText(JSON.stringify(templates[kind], null, 2))}
              >
                {templateLabels[kind]}
              </Button>
            ))}
            {declared && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setText(JSON.stringify(declared, null, 2))}
              >
                From Code Template
              </Button>
            )}
          </div>
        </div>
        <Textarea
          id="signature-json"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-80 text-xs leading-relaxed"
          spellCheck={false}
        />
        {'error' in read ? (
          <p className="text-sm text-destructive" role="status">
            {read.error}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Types: integer, long, double, boolean, string, character, with [] or [][];
            list&lt;T&gt;, ListNode, TreeNode. In-place answers set outputParamIndex.
          </p>
        )}
        <FormAlert tone={outcome?.tone}>{outcome?.text}</FormAlert>
        <Button
          className="justify-self-end"
          onClick={() => void save()}
          disabled={!signature || saving}
        >
          {saving ? messages.saving : 'Save signature'}
        </Button>
      </div>
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
                className={`mt-2 max-h-96 min-h-80 overflow-auto rounded-lg border bg-muted/40 p-4 font-mono text-xs leading-relaxed transition-opacity ${preview.isFetching || !signature ? 'opacity-60' : ''}`}
              >
                {preview.data?.[language] ?? (preview.isError ? 'Preview unavailable.' : '')}
              </pre>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </div>
  );
}
