import { type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  type TestAccount,
  createAccount,
  uniqueName,
  useSessionToken,
} from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';

// One account walks through the settings in order: each test starts from what the last one saved.
test.describe.configure({ mode: 'serial' });

let account: TestAccount;

async function openSettings(page: Page, tab?: string) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function signedInPage(page: Page, path = `/profile/${account.username}`) {
  await useSessionToken(page, account.token);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test.describe('settings', () => {
  test('protected routes, the profile redirect and the user menus', async ({
    page,
    request,
    mailbox,
  }) => {
    account = await createAccount(request, mailbox, 'sam');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin');
    await page.goto('/profile');
    await expect(page).toHaveURL('/signin');

    await signedInPage(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Not Authorized' })).toBeVisible();
    await expect(page.getByText('You do not have permission to access this page.')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(`/profile/${account.username}`);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Open user menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.fullName)).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    // The compiler is one click away from every menu; admins also get Dashboard.
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My Profile',
      'Compiler',
      'Settings',
      'Log out',
    ]);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Change theme',
      'Problems',
      'Study plan',
      'Interview',
      'Leaderboard',
      'My Profile',
      'Compiler',
      'Settings',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  });

  test('basic info: name and username, then the new profile URL', async ({ page }) => {
    await signedInPage(page);
    const dialog = await openSettings(page);
    await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
    await expect(dialog.getByLabel('Email')).not.toBeEditable();
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel('Username', { exact: true }).fill('no spaces');
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Name', { exact: true }).fill('  ');
    await dialog.getByLabel('Username', { exact: true }).fill(account.username);
    await expect(save).toBeDisabled();

    const { username } = uniqueName('samuel');
    await dialog.getByLabel('Name', { exact: true }).fill('Samuel Calm');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await save.click();
    await expect(dialog.getByRole('status')).toHaveText('Profile updated successfully.');
    await expect(page).toHaveURL(`/profile/${username}`);
    await expect(page.getByTestId('profile-name')).toHaveText('Samuel Calm');
    account = { ...account, username, fullName: 'Samuel Calm', token: (await storedToken(page))! };

    // The new token carries the new username: a reload keeps the session.
    await page.reload();
    await expect(page.getByTestId('profile-username')).toHaveText(`@${username}`);
  });

  test('avatar: choose, crop, apply, save; cancel and remove', async ({ page, request }) => {
    await signedInPage(page);
    const picture = {
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 640, height: 400, channels: 3, background: '#3f8f7a' },
      })
        .png()
        .toBuffer(),
    };
    const dialog = await openSettings(page);
    const avatarInput = dialog.getByLabel('Avatar image');

    await avatarInput.setInputFiles(picture);
    const crop = page.getByRole('dialog', { name: 'Crop image' });
    await expect(crop).toBeVisible();
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();
    await expect(dialog.locator('[data-slot="avatar"] img')).toHaveCount(0);

    await avatarInput.setInputFiles(picture);
    const zoom = crop.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toHaveAttribute('aria-valuemin', '1');
    await expect(zoom).toHaveAttribute('aria-valuemax', '3');
    await zoom.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
    await crop.getByRole('button', { name: 'Apply' }).click();
    await expect(crop).toBeHidden();
    const preview = dialog.locator('[data-slot="avatar"] img');
    await expect(preview).toHaveAttribute('src', /\/api\/avatars\/[0-9a-f-]+\.jpg$/);
    const avatarUrl = (await preview.getAttribute('src'))!;

    // Stored only on Save: the menu still shows initials.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Profile updated successfully.');
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('button', { name: 'Open user menu' }).locator('img'),
    ).toHaveAttribute('src', avatarUrl);

    const served = await request.get(avatarUrl);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await served.body()).metadata();
    expect(meta.format).toBe('jpeg');
    // The crop is square whatever the picture's shape.
    expect(meta.width).toBe(meta.height);

    const again = await openSettings(page);
    await again.getByRole('button', { name: 'Remove' }).click();
    await expect(again.locator('[data-slot="avatar"] img')).toHaveCount(0);
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByRole('status')).toHaveText('Profile updated successfully.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open user menu' }).locator('img')).toHaveCount(
      0,
    );
  });

  test('socials and visibility are saved', async ({ page, request }) => {
    await signedInPage(page);
    const dialog = await openSettings(page, 'Socials');
    await dialog.getByLabel('GitHub').fill('https://github.com/samuel-calm');
    await dialog.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/samuel-calm');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Social profiles updated.');

    await dialog.getByRole('tab', { name: 'Visibility' }).click();
    const toggle = dialog.getByRole('switch', { name: 'Public Profile' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(dialog.getByRole('status')).toHaveText('Profile visibility updated.');
    await expect(toggle).not.toBeChecked();

    // A private profile is hidden from visitors; the links were stored.
    const asVisitor = await request.get(`/api/profile/${account.username}`);
    expect(asVisitor.status()).toBe(404);
    const asOwner = await request.get(`/api/profile/${account.username}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(await asOwner.json()).toMatchObject({
      isPublicProfile: false,
      socialProfiles: {
        github: 'https://github.com/samuel-calm',
        linkedin: 'https://www.linkedin.com/in/samuel-calm',
        twitter: '',
      },
    });
    await toggle.click();
    await expect(toggle).toBeChecked();
  });

  test('changing the password ends the other sessions', async ({ page, browser }) => {
    const other = await browser.newPage();
    await useSessionToken(other, account.token);
    await other.goto(`/profile/${account.username}`);
    await expect(other.getByRole('button', { name: 'Open user menu' })).toBeVisible();

    await signedInPage(page);
    const dialog = await openSettings(page, 'Accounts');
    await expect(dialog.getByText(`@${account.username}`)).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save' });
    const original = dialog.getByLabel('Original password');
    const fresh = dialog.getByLabel('New password');
    const confirm = dialog.getByLabel('Confirm password');
    await expect(save).toBeDisabled();
    await original.fill(account.password);
    await fresh.fill('Brand-New-Calm-9');
    await confirm.fill('Brand-New-Calm-8');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match.');
    await confirm.fill('Brand-New-Calm-9');
    await original.fill('Not-My-Password-1');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await dialog.getByRole('button', { name: 'Show password' }).first().click();
    await expect(original).toHaveAttribute('type', 'text');
    await original.fill(account.password);
    await save.click();
    await expect(dialog.getByRole('status')).toHaveText('Password updated successfully.');
    await expect(original).toHaveValue('');
    account = { ...account, password: 'Brand-New-Calm-9', token: (await storedToken(page))! };

    // This client goes on with its new token; the other one is signed out at its next call.
    await page.reload();
    await expect(page.getByTestId('profile-username')).toHaveText(`@${account.username}`);
    await other.reload();
    await expect(other.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedToken(other)).toBeNull();
    await other.close();
  });

  test('a token the server refuses signs the client out', async ({ page }) => {
    await signedInPage(page);
    const dialog = await openSettings(page, 'Socials');
    // The session ends elsewhere (a password change on another device): the next call is a 401.
    await page.evaluate(() => {
      const token = localStorage.getItem('token')!;
      localStorage.setItem('token', `${token.slice(0, -4)}AAAA`);
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });
});
