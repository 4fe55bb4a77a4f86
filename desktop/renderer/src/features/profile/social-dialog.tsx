import { messages } from '@zencode/shared/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { FormAlert, failureMessage } from '@/features/auth/index.ts';

export interface SocialDialogProps {
  /** 'GitHub', 'LinkedIn' or 'Twitter'. */
  network: string;
  url: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the link ('' clears it); rejects with the server's error. */
  onSave: (url: string) => Promise<void>;
}

/** 'Update GitHub Profile' (or LinkedIn, Twitter): one URL, Cancel and Save. */
export function SocialDialog({ network, url, open, onOpenChange, onSave }: SocialDialogProps) {
  const [draft, setDraft] = useState(url);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = `social-${network.toLowerCase()}`;

  function changeOpen(next: boolean) {
    if (next) {
      setDraft(url);
      setError(null);
    }
    onOpenChange(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(draft.trim());
      onOpenChange(false);
    } catch (failure) {
      setError(failureMessage(failure, messages.updateSocialsFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeading title={<>Update {network} Profile</>}>
            Paste the full address of your {network} profile.
          </DialogHeading>
          <FormField id={inputId} label={`${network} URL`}>
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              placeholder={`https://${network === 'Twitter' ? 'x' : network.toLowerCase()}.com/you`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
            />
          </FormField>
          {error && <FormAlert tone="error">{error}</FormAlert>}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? messages.saving : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
