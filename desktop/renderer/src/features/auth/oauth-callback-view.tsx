import { messages, pageRoutes } from '@zencode/shared/contract';
import { postSignInPath } from '@zencode/shared/rules';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AuthShell } from './auth-shell.tsx';
import { CompleteProfileDialog } from './complete-profile-dialog.tsx';
import { decodeTokenClaims } from './decode-token.ts';
import { takeReturnTo } from './return-to.ts';
import { useAuth } from './use-auth.ts';

/**
 * The hand-off after GitHub or Google: a new account completes its profile (prefilled from the
 * temporary token); otherwise the token signs in, and a failure goes back to /signin.
 */
export function OauthCallbackView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const needsProfile = !!token && searchParams.get('profileComplete') === 'false';
  const { login } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (needsProfile) return;
    if (!token) {
      navigate(pageRoutes.signin, { replace: true });
      return;
    }
    let current = true;
    void login(token).then((user) => {
      if (!current) return;
      navigate(user ? postSignInPath(user.username, takeReturnTo()) : pageRoutes.signin, {
        replace: true,
      });
    });
    return () => {
      current = false;
    };
  }, [token, needsProfile, login, navigate]);

  const claims = needsProfile ? decodeTokenClaims(token) : null;
  return (
    <AuthShell title={messages.signingYouIn} description="Finishing your sign-in...">
      <div className="flex justify-center py-4">
        <Spinner className="size-6" label={messages.signingYouIn} />
      </div>
      {needsProfile && (
        <CompleteProfileDialog
          open
          temporaryToken={token}
          initialFullName={claims?.fullName ?? ''}
          initialUsername={claims?.username ?? ''}
        />
      )}
    </AuthShell>
  );
}
