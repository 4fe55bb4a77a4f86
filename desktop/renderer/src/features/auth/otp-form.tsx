import { OTP_LENGTH } from '@zencode/shared/contract';
import { isCompleteOtp } from '@zencode/shared/rules';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormAlert } from './form-alert.tsx';
import type { VerifyOtpState } from './use-verify-otp.ts';

/** The six-digit code field, the error or notice, 'Verify Email' and 'Resend Code'. */
export function OtpForm({ otp }: { otp: VerifyOtpState }) {
  const waiting = otp.resendInSeconds > 0;
  return (
    <form onSubmit={otp.verify} className="grid gap-4" noValidate>
      <FormField id="otp-code" label="Verification code">
        <Input
          id="otp-code"
          value={otp.code}
          onChange={(event) => otp.type(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          // No maxLength: a pasted '123 456' must be cleaned, not cut to '123 45' first.
          aria-describedby="otp-hint"
          placeholder="000000"
          className="h-12 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em] placeholder:text-muted-foreground/40"
          autoFocus
        />
      </FormField>
      <p id="otp-hint" className="sr-only">
        {OTP_LENGTH} digits
      </p>
      <FormAlert>{otp.error}</FormAlert>
      <FormAlert tone="success">{otp.notice}</FormAlert>
      <Button type="submit" className="h-10" disabled={otp.pending || !isCompleteOtp(otp.code)}>
        {otp.pending ? 'Verifying...' : 'Verify Email'}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="h-10"
        onClick={otp.resend}
        disabled={otp.resending || waiting}
      >
        {otp.resending
          ? 'Sending...'
          : waiting
            ? `Resend Code (${otp.resendInSeconds}s)`
            : 'Resend Code'}
      </Button>
    </form>
  );
}
