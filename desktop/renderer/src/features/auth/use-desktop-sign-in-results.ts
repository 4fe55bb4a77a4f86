import { pageRoutes, withQuery } from '@zencode/shared/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { desktopApi } from '@/lib/platform.ts';

/**
 * In the desktop app, a social sign-in finishes in the system browser and comes back through the
 * main process: its session goes through the same /oauth/callback hand-off as on the web, and a
 * refusal to /signin with its message. Does nothing in a browser.
 */
export function useDesktopSignInResults() {
  const navigate = useNavigate();
  useEffect(
    () =>
      desktopApi()?.signIn.onResult((outcome) => {
        if (outcome.ok) {
          const { token, profileComplete } = outcome.session;
          navigate(
            withQuery(pageRoutes.oauthCallback, {
              token,
              profileComplete: String(profileComplete),
            }),
            { replace: true },
          );
        } else {
          navigate(withQuery(pageRoutes.signin, { error: outcome.message }), { replace: true });
        }
      }),
    [navigate],
  );
}
