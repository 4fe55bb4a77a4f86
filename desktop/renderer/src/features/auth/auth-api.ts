import {
  type CompleteProfileRequest,
  type OauthProvider,
  type SignInRequest,
  type SignUpRequest,
  apiPath,
  apiRoutes,
  authProvidersResponseSchema,
  completeProfileResponseSchema,
  fillRoute,
  messageBodySchema,
  signInResponseSchema,
  signUpResponseSchema,
  validateResetTokenResponseSchema,
  verifyEmailResponseSchema,
  verifyOtpResponseSchema,
  withQuery,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

/** The account calls, typed by the shared contract. */
export const authApi = {
  signIn: (body: SignInRequest) =>
    apiCall(apiRoutes.auth.signin, { method: 'POST', body, schema: signInResponseSchema }),
  signUp: (body: SignUpRequest) =>
    apiCall(apiRoutes.auth.signup, { method: 'POST', body, schema: signUpResponseSchema }),
  forgotPassword: (email: string) =>
    apiCall(apiRoutes.auth.forgotPassword, {
      method: 'POST',
      body: { email },
      schema: messageBodySchema,
    }),
  validateResetToken: (token: string) =>
    apiCall(fillRoute(apiRoutes.auth.validateResetToken, { token }), {
      schema: validateResetTokenResponseSchema,
    }),
  resetPassword: (token: string, password: string) =>
    apiCall(apiRoutes.auth.resetPassword, {
      method: 'POST',
      body: { token, password },
      schema: messageBodySchema,
    }),
  verifyOtp: (email: string, otp: string) =>
    apiCall(apiRoutes.auth.verifyOtp, {
      method: 'POST',
      body: { email, otp },
      schema: verifyOtpResponseSchema,
    }),
  resendOtp: (email: string) =>
    apiCall(apiRoutes.auth.resendOtp, {
      method: 'POST',
      body: { email },
      schema: messageBodySchema,
    }),
  verifyEmail: (token: string) =>
    apiCall(apiRoutes.auth.verifyEmail, {
      method: 'POST',
      body: { token },
      schema: verifyEmailResponseSchema,
    }),
  /** No payload: the account is the link's (`linkToken`, even a spent one) or the temporary token's. */
  resendVerification: (linkToken: string | null) =>
    apiCall(withQuery(apiRoutes.auth.resendVerification, { token: linkToken ?? undefined }), {
      method: 'POST',
      schema: messageBodySchema,
    }),
  completeProfile: (body: CompleteProfileRequest, token: string) =>
    apiCall(apiRoutes.auth.completeProfile, {
      method: 'POST',
      body,
      token,
      schema: completeProfileResponseSchema,
    }),
  providers: () => apiCall(apiRoutes.auth.providers, { schema: authProvidersResponseSchema }),
};

/** Where the browser goes (a full navigation) to sign in with a provider. */
export function oauthStartUrl(provider: OauthProvider): string {
  return apiPath(apiRoutes.auth[provider]);
}
