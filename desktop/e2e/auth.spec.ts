import { type Page } from '@playwright/test';
import { createAccount, signUpUnverified, testPassword, uniqueName } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { codeIn, linkIn } from './support/mailbox.ts';

async function completeProfile(page: Page, fullName: string, username: string) {
  const submit = page.getByRole('button', { name: 'Complete Profile' });
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Username').fill('ab');
  await expect(
    page.getByText('Username must be 3 to 20 letters, digits or underscores.'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Username').fill(username);
  await expect(submit).toBeEnabled();
  await submit.click();
}

async function expectOwnProfile(page: Page, fullName: string, username: string) {
  await expect(page).toHaveURL(`/profile/${username}`);
  await expect(page.getByTestId('profile-name')).toHaveText(fullName);
  await expect(page.getByTestId('profile-username')).toHaveText(`@${username}`);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test('sign up, verify with the mailed code, complete the profile, sign out and back in', async ({
    page,
    mailbox,
  }) => {
    const { email, username } = uniqueName('ada');
    const fullName = 'Ada Lovelace';
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Create account' });
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm password');

    await page.getByLabel('Email').fill(email);
    await password.fill('calm');
    await expect(checklist.locator('li[data-met="true"]')).toContainText(['One lowercase letter']);
    await expect(submit).toBeDisabled();
    await password.fill(testPassword);
    await expect(checklist.locator('li[data-met="false"]')).toHaveCount(0);
    await confirm.fill(`${testPassword}x`);
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await confirm.fill(testPassword);
    await expect(page.getByText('Passwords match', { exact: true })).toBeVisible();
    // The terms box is required.
    await expect(submit).toBeDisabled();
    await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
    await expect(submit).toBeEnabled();
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    const before = mailbox.count(email);
    await submit.click();
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    const code = codeIn(await mailbox.next(email, before));

    const codeField = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify Email' });
    await codeField.fill('12a');
    await expect(codeField).toHaveValue('12');
    await expect(verify).toBeDisabled();
    await expect(page.getByRole('button', { name: /Resend Code \(\d+s\)/ })).toBeDisabled();
    // Letters and spaces are stripped, and only six digits are kept.
    await codeField.fill(`x ${code} 99`);
    await expect(codeField).toHaveValue(code);
    await verify.click();

    await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await completeProfile(page, fullName, username);
    await expectOwnProfile(page, fullName, username);
    expect(await page.evaluate(() => localStorage.getItem('tempToken'))).toBeNull();

    // The session survives a reload: the profile is fetched by the username in the token.
    await page.reload();
    await expectOwnProfile(page, fullName, username);

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(fullName)).toBeVisible();
    await expect(menu.getByText(email)).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, email, 'Wrong-Password-1');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL('/signin');
    await page.getByLabel('Password', { exact: true }).fill(testPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectOwnProfile(page, fullName, username);
  });

  test('an unverified sign-in goes to /verify-otp; the mailed link verifies once', async ({
    page,
    request,
    mailbox,
  }) => {
    const { email, username } = uniqueName('lin');
    const before = mailbox.count(email);
    await signUpUnverified(request, email);
    const mail = await mailbox.next(email, before);

    await signIn(page, email, testPassword);
    await expect(page).toHaveURL(`/verify-otp?email=${encodeURIComponent(email)}`);
    const wrongCode = codeIn(mail) === '000000' ? '111111' : '000000';
    await page.getByLabel('Verification code').fill(wrongCode);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Invalid verification code. Please try again.',
    );

    const link = linkIn(mail, '/verify-email');
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(dialog.getByRole('status')).toHaveText('Email verified successfully!');
    await completeProfile(page, 'Lin Yutang', username);
    await expectOwnProfile(page, 'Lin Yutang', username);

    // A link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(
      page.getByText(
        'This verification link has expired or is invalid. Please request a new verification email.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email is already verified. Please sign in.',
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    // Signed in already: the sign-in page sends the user on to their profile.
    await expectOwnProfile(page, 'Lin Yutang', username);
  });

  test('missing and invalid links say so and offer the way back', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible();
    await expect(
      page.getByText('Invalid verification link. Please check your email for the correct link.'),
    ).toBeVisible();
    await page.goto('/verify-email?token=not-a-real-token');
    await expect(
      page.getByText(
        'This verification link has expired or is invalid. Please request a new verification email.',
      ),
    ).toBeVisible();

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
    await expect(
      page.getByText('Invalid reset link. Please request a new password reset.'),
    ).toBeVisible();
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(
      page.getByText(
        'This reset link has expired or is invalid. Please request a new password reset.',
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Request new reset link' }).click();
    await expect(page).toHaveURL('/forgot-password');

    await page.goto('/verify-otp');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Sign Up' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('forgot password: the countdown, the mailed link, a new password, a spent link', async ({
    page,
    request,
    mailbox,
  }) => {
    const account = await createAccount(request, mailbox, 'rey');
    await page.clock.install();
    await page.goto('/forgot-password');
    const send = page.getByRole('button', { name: 'Send reset link' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Email').fill(account.email);
    const before = mailbox.count(account.email);
    await send.click();

    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'try again' });
    await expect(tryAgain).toBeDisabled();
    await expect(page.getByText('in 60s')).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(page.getByText('in 30s')).toBeVisible();
    await expect(tryAgain).toBeDisabled();
    await page.clock.runFor(30_000);
    await expect(tryAgain).toBeEnabled();
    await tryAgain.click();
    await expect(send).toBeVisible();

    const link = linkIn(await mailbox.next(account.email, before), '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
    const reset = page.getByRole('button', { name: 'Reset password' });
    await expect(reset).toBeDisabled();
    await page.getByLabel('New password', { exact: true }).fill('Other-Calm-77');
    await page.getByLabel('Confirm new password').fill('Other-Calm-78');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('New password', { exact: true }).fill('Ab1!');
    await page.getByLabel('Confirm new password').fill('Ab1!');
    await reset.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Password must be at least 8 characters long.',
    );
    await page.getByLabel('New password', { exact: true }).fill('Other-Calm-77');
    await page.getByLabel('Confirm new password').fill('Other-Calm-77');
    await reset.click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/signin');

    await signIn(page, account.email, 'Other-Calm-77');
    await expectOwnProfile(page, account.fullName, account.username);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
    await expect(
      page.getByText(
        'This reset link has expired or is invalid. Please request a new password reset.',
      ),
    ).toBeVisible();
  });

  test('GitHub sign-in with a new account completes the profile first', async ({
    page,
    oauthServer,
  }) => {
    const { email, username } = uniqueName('octo');
    oauthServer.signInAs({ id: String(Date.now()), login: username, name: 'Octo Cat', email });
    await page.goto('/signin');
    await page.getByRole('link', { name: 'GitHub' }).click();

    await expect(page).toHaveURL(/\/oauth\/callback\?token=.+&profileComplete=false$/);
    const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(dialog.getByLabel('Full name')).toHaveValue('Octo Cat');
    await expect(dialog.getByLabel('Username')).toHaveValue(username);
    await dialog.getByRole('button', { name: 'Complete Profile' }).click();
    await expectOwnProfile(page, 'Octo Cat', username);
    expect(oauthServer.exchanges.at(-1)).toBe('github');
  });

  test('Google sign-in with an existing account signs straight in', async ({
    page,
    request,
    mailbox,
    oauthServer,
  }) => {
    const account = await createAccount(request, mailbox, 'gina');
    oauthServer.signInAs({
      id: String(Date.now()),
      login: 'ignored',
      name: 'Someone Else',
      email: account.email,
    });
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Google' }).click();
    await expectOwnProfile(page, account.fullName, account.username);
    expect(oauthServer.exchanges.at(-1)).toBe('google');
  });
});
