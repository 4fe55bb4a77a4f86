import { messages, pageRoutes, withQuery } from '@zencode/shared/contract';
import { needsEmailVerification, postSignInPath } from '@zencode/shared/rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { authApi } from './auth-api.ts';
import { decodeTokenClaims } from './decode-token.ts';
import { EmailField } from './email-field.tsx';
import { failureMessage } from './failure-message.ts';
import { FormAlert } from './form-alert.tsx';
import { PasswordField } from './password-field.tsx';
import { useReturnTo } from './return-to.ts';
import { useAuth } from './use-auth.ts';

/**
 * E-mail and password sign-in. Success returns to the page that sent the visitor here, else lands
 * on the profile (or /problems without a username);
 * an answer about verifying the e-mail goes to /verify-otp instead of showing an error.
 */
export function SignInForm() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = useReturnTo();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [pending, setPending] = useState(false);
  // A failed social sign-in comes back here with its message.
  const [error, setError] = useState<string | null>(searchParams.get('error'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const { token } = await authApi.signIn({ email: email.trim(), password, rememberMe });
      const user = await login(token);
      if (!user) throw new Error(messages.loginFailed);
      navigate(postSignInPath(decodeTokenClaims(token)?.username ?? user.username, returnTo), {
        replace: true,
      });
    } catch (failure) {
      const message = failureMessage(failure, messages.loginFailed);
      if (needsEmailVerification(message)) {
        navigate(withQuery(pageRoutes.verifyOtp, { email: email.trim() }));
        return;
      }
      setError(message);
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <EmailField id="signin-email" value={email} onValueChange={setEmail} />
      <PasswordField
        id="signin-password"
        label="Password"
        value={password}
        onValueChange={setPassword}
        autoComplete="current-password"
      />
      <div className="flex items-center gap-2">
        <Checkbox
          id="signin-remember"
          checked={rememberMe}
          onCheckedChange={(checked) => setRememberMe(checked === true)}
        />
        <Label htmlFor="signin-remember" className="font-normal text-muted-foreground">
          Remember me
        </Label>
        {/* After the password in the page order: Tab goes Email, Password, then this. */}
        <Link
          to={pageRoutes.forgotPassword}
          className="ml-auto text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormAlert>{error}</FormAlert>
      <Button type="submit" className="h-10" disabled={pending || !email.trim() || !password}>
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
