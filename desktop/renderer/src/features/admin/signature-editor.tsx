import { messages, type ProblemAuthoring } from '@zencode/shared/contract';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { SignatureTemplates } from './signature-templates.tsx';
import { StarterCodePreview } from './starter-code-preview.tsx';
import { useSignatureEditor } from './use-signature-editor.ts';

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
  const editor = useSignatureEditor(authoring, onSaved);
  const { preview, signature } = editor;
  return (
    <div className="grid min-w-0 gap-6 lg:grid-cols-2">
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor="signature-json">Signature</Label>
          <SignatureTemplates declared={editor.declared} onPick={editor.setText} />
        </div>
        <Textarea
          id="signature-json"
          value={editor.text}
          onChange={(event) => editor.setText(event.target.value)}
          className="min-h-80 text-xs leading-relaxed"
          spellCheck={false}
        />
        {editor.readError !== null ? (
          <p className="text-sm text-destructive" role="status">
            {editor.readError}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Types: integer, long, double, boolean, string, character, with [] or [][];
            list&lt;T&gt;, ListNode, TreeNode. In-place answers set outputParamIndex.
          </p>
        )}
        <FormAlert tone={editor.outcome?.tone}>{editor.outcome?.text}</FormAlert>
        <Button
          className="justify-self-end"
          onClick={() => void editor.save()}
          disabled={!signature || editor.saving}
        >
          {editor.saving ? messages.saving : 'Save signature'}
        </Button>
      </div>
      <StarterCodePreview
        starters={preview.data}
        failed={preview.isError}
        dimmed={preview.isFetching || !signature}
      />
    </div>
  );
}
