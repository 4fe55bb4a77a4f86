import { messages } from '@zencode/shared/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { CompleteProfileForm } from './complete-profile-form.tsx';
import { FormAlert } from './form-alert.tsx';

/**
 * The 'Complete Your Profile' modal after a verification link or a new social sign-in. It cannot
 * be dismissed: the account is not usable until the profile is complete.
 */
export function CompleteProfileDialog({
  open,
  temporaryToken,
  initialFullName,
  initialUsername,
  notice,
}: {
  open: boolean;
  temporaryToken: string | null;
  initialFullName?: string;
  initialUsername?: string;
  /** A success line above the form, e.g. 'Email verified successfully!'. */
  notice?: string;
}) {
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        className="max-w-md"
      >
        <DialogHeading title={messages.completeYourProfile}>
          Choose how you appear on ZenCode. Your username is your profile address.
        </DialogHeading>
        <FormAlert tone="success">{notice}</FormAlert>
        <CompleteProfileForm
          temporaryToken={temporaryToken}
          initialFullName={initialFullName}
          initialUsername={initialUsername}
        />
      </DialogContent>
    </Dialog>
  );
}
