import { devices } from '@playwright/test';
import { test, testOnOwnShop, expect, expectNoAxeViolations, holdScripts } from '../support/fixtures';
import { apiRegister, apiSignIn, freshEmail, h1, newApi, OTHER, open, PARENT, setOf } from './account-helpers';

// The account journeys of a parent, on the phone: what the parent sees, and what the server answers
// for the files. Demo data: README 'Demo data'. A journey that changes the demo parent's data for good
// (adds a set, shares, cancels a package) runs on a shop of its own; the others read what they change.

test.describe('account journeys', () => {
  testOnOwnShop('1 a parent adds EMMA2026: new set, favourites, yearbook pose, the offers; the set page and the pose follow', async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/');
    await expect(h1(page, 'Would you like to add another picture set?')).toBeVisible();
    await page.getByLabel(/^Picture code/).fill('EMMA2026');
    await page.getByRole('button', { name: 'Add picture set' }).click();
    // Emma is in no account in the demo data (and this shop is the test's own): no question asked.
    await expect(page).toHaveURL(/\/new-picture-set$/);
    await expect(h1(page, 'New picture set')).toBeVisible();
    await expect(page.getByText('Emma Hansen', { exact: true })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Pictures' });
    await expect(grid.getByRole('button', { name: /^Open picture ID: \d+$/ })).toHaveCount(10);
    await expect(page.getByText('10 pictures', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/new-picture-set\/favorites$/);
    await expect(h1(page, 'Select favorites')).toBeVisible();
    const toggles = page.getByRole('button', { name: /^Favorite, ID: \d+$/ });
    await expect(toggles.first()).toBeVisible();
    const marked: string[] = [];
    for (const i of [0, 1]) {
      const toggle = toggles.nth(i);
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      marked.push((await toggle.getAttribute('aria-label'))!.replace('Favorite, ', ''));
    }

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/new-picture-set\/yearbook-pose$/);
    await expect(h1(page, 'Yearbook pose')).toBeVisible();
    await expect(page.getByText('1 of 2', { exact: true })).toBeVisible();
    const poseBoxes = page.getByRole('checkbox', { name: /^Yearbook pose, ID: \d+$/ });
    await expect(poseBoxes.first()).toBeVisible();
    // A picture that is not the current choice.
    const count = await poseBoxes.count();
    let chosen = -1;
    for (let i = count - 1; i >= 0; i--)
      if (!(await poseBoxes.nth(i).isChecked())) {
        chosen = i;
        break;
      }
    expect(chosen).toBeGreaterThanOrEqual(0);
    const chosenId = await poseBoxes.nth(chosen).evaluate((e) => e.closest('label')!.textContent ?? '');
    const chosenBox = page.getByRole('checkbox', { name: chosenId.trim(), exact: true });
    // Controlled: the box follows the server's answer, so click (check() wants an immediate change).
    await chosenBox.click();
    await expect(chosenBox).toBeChecked();
    await expect(page.getByText('The yearbook pose is saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\/packages$/);

    const emma = await setOf(page.request, 'Emma Hansen');
    await open(page, `/my-account/picture-sets/${emma.uuid}`);
    await expect(h1(page, 'Emma Hansen')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Non Favorites', exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Yearbook pose' }).click();
    await expect(h1(page, 'Yearbook pose for Emma Hansen')).toBeVisible();
    const id = chosenId.trim().replace('Yearbook pose, ', ''); // 'ID: n'
    await expect(page.getByRole('checkbox', { name: `Yearbook pose, ${id}`, exact: true })).toBeChecked();
    await page.getByRole('button', { name: `Open picture ${id}`, exact: true }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText(id, { exact: true })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Current yearbook pose' })).toBeDisabled();
  });

  test('2 favourites on the set page: mark, reload, still marked; unmark', async ({ page }) => {
    const email = freshEmail('fav');
    await apiRegister(page.request, email, 'fav-e2e-Passw0rd', 'EMMA2026');
    const emma = await setOf(page.request, 'Emma Hansen');
    await open(page, `/my-account/picture-sets/${emma.uuid}/favorites`);
    await expect(h1(page, 'Favorites of Emma Hansen')).toBeVisible();
    const toggle = page.getByRole('button', { name: /^Favorite, ID: \d+$/ }).last();
    const name = (await toggle.getAttribute('aria-label'))!;
    const same = page.getByRole('button', { name, exact: true });
    if ((await same.getAttribute('aria-pressed')) === 'true') {
      await same.click();
      await expect(same).toHaveAttribute('aria-pressed', 'false');
    }
    await same.click();
    await expect(same).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await setOf(page.request, 'Emma Hansen')).pictures.filter((p) => p.isUserFavorite).length).toBeGreaterThan(0);
    await page.reload();
    await expect(same).toHaveAttribute('aria-pressed', 'true');
    await same.click();
    await expect(same).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(same).toHaveAttribute('aria-pressed', 'false');
  });

  test("3 downloads: a bought IP picture downloads; unbought pictures are refused; another account's pictures do not exist", async ({ page, baseURL }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    const noah = await setOf(page.request, 'Noah Hansen');
    const ip = noah.pictures.find((p) => p.pictureType === 'IP')!;
    const gp = noah.pictures.find((p) => p.pictureType === 'GP');
    expect(ip.bought).toBe(true);
    expect(gp, 'Noah has a group picture').toBeTruthy();
    expect(gp!.bought).toBe(false);

    await open(page, `/my-account/picture-sets/${noah.uuid}`);
    await expect(h1(page, 'Noah Hansen')).toBeVisible();
    await page.getByRole('button', { name: 'View and download' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading', { name: /^Picture \d+ of \d+$/ })).toBeVisible();
    const download = viewer.getByRole('link', { name: 'Download' }).first();
    await expect(download).toBeVisible();
    const href = (await download.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/webshop\/downloads\/pictures\/[0-9a-f-]{36}/);

    const ipDownload = await page.request.get(`/api/webshop/downloads/pictures/${ip.uuid}`);
    expect(ipDownload.status()).toBe(200);
    expect(ipDownload.headers()['content-type']).toMatch(/^image\//);
    expect((await ipDownload.body()).length).toBeGreaterThan(1000);
    const viaLink = await page.request.get(href);
    expect(viaLink.status()).toBe(200);
    expect(viaLink.headers()['content-type']).toMatch(/^image\//);

    // Unbought: refused whatever the URL asks for.
    for (const query of ['', '?background=transparent', '?background=00000000-0000-4000-8000-000000000000']) {
      const res = await page.request.get(`/api/webshop/downloads/pictures/${gp!.uuid}${query}`);
      expect(res.status(), `GP download${query}`).toBe(403);
    }

    // Maja Lie's pictures, in Per Lie's account: not found for the parent.
    const other = await newApi(baseURL!);
    try {
      await apiSignIn(other, OTHER.email, OTHER.password);
      const maja = await setOf(other, 'Maja Lie');
      const picture = maja.pictures[0]!;
      expect((await other.get(picture.images.w320)).status()).toBe(200);
      expect((await page.request.get(picture.images.w320)).status()).toBe(404);
      expect((await page.request.get(`/api/webshop/downloads/pictures/${picture.uuid}`)).status()).toBe(404);
    } finally {
      await other.dispose();
    }
  });

  testOnOwnShop(
    '4 share: the parent invites two addresses; the new address registers from the e-mail and gets Noah, once; the other signs in and adds it',
    async ({ page, browser, baseURL }) => {
      test.setTimeout(90_000);
      const invitee = freshEmail('invitee');
      const second = freshEmail('second');
      await apiSignIn(page.request, PARENT.email, PARENT.password);
      await open(page, '/my-account/share');
      await expect(h1(page, 'Share pictures')).toBeVisible();
      const noahBox = page.getByRole('checkbox', { name: /Noah Hansen/ });
      await page.getByText('Noah Hansen – Fjordvik School 2026', { exact: true }).click();
      await expect(noahBox).toBeChecked();
      await page.getByRole('button', { name: 'Share 1 picture set' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Select recipients' })).toBeVisible();
      await page.getByLabel('E-mail address 1', { exact: true }).fill(invitee);
      if (!(await page.getByLabel('E-mail address 2', { exact: true }).isVisible())) await page.getByRole('button', { name: 'Add another recipient' }).click();
      await page.getByLabel('E-mail address 2', { exact: true }).fill(second);
      await page.getByRole('button', { name: 'Send invite to 2 recipients' }).click();
      await expect(page.getByRole('heading', { name: 'Invitations sent' })).toBeVisible();
      await expect(page.getByText(invitee)).toBeVisible();
      await expect(page.getByText(second)).toBeVisible();

      // The development mailbox shows the e-mail; its text names the sender and the subject.
      await open(page, '/dev/mailbox');
      await expect(page.getByText(invitee).first()).toBeVisible();
      const mailbox = await page.request.get(`/api/webshop/dev/mailbox?to=${encodeURIComponent(invitee)}`);
      expect(mailbox.status()).toBe(200);
      const [mail] = (await mailbox.json()).emails as { text: string; subject: string }[];
      expect(mail, 'the invite e-mail').toBeTruthy();
      expect(mail!.subject + mail!.text).toContain('Ida Hansen');
      expect(mail!.text).toContain('Noah Hansen');
      const linkTo = (text: string) => {
        const link = text.match(/https?:\/\/\S*\/my-account\/picture-sets\?invite=[A-Za-z0-9_-]+/)?.[0];
        expect(link, text).toBeTruthy();
        return new URL(link!).pathname + new URL(link!).search;
      };
      const path = linkTo(mail!.text);
      const secondMail = (await (await page.request.get(`/api/webshop/dev/mailbox?to=${encodeURIComponent(second)}`)).json()).emails[0] as { text: string };
      const secondPath = linkTo(secondMail.text);

      // A new person without an account: another browser. The link greets them and creates the account with the
      // invited address, no picture code needed; Noah's set is in it at once.
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      try {
        const guest = await context.newPage();
        await open(guest, path);
        await expect(guest).toHaveURL(/\/login\?referrer=/);
        await expect(h1(guest, 'Ida Hansen has shared pictures with you')).toBeVisible();
        await expect(guest.getByText(`The pictures of Noah Hansen. Sign in with ${invitee} to see them.`)).toBeVisible();
        await guest.getByRole('button', { name: 'Create a free user account' }).click();
        await expect(h1(guest, 'Create a free user account')).toBeVisible();
        await expect(guest.getByLabel(/^E-mail/)).toHaveValue(invitee);
        await guest.getByLabel(/^Mobile phone number/).fill('91234567');
        await guest.getByLabel(/^Choose a password/).fill('invitee-e2e-Passw0rd');
        await guest.getByRole('button', { name: 'Create user' }).click();
        await expect(guest).toHaveURL(/\/my-account\/picture-sets$/);
        await expect(h1(guest, 'My picture sets')).toBeVisible();
        await expect(guest.getByRole('article', { name: 'Noah Hansen' })).toBeVisible();
        await guest.reload();
        await expect(guest.getByRole('article', { name: 'Noah Hansen' })).toBeVisible();
      } finally {
        await context.close();
      }

      // The same link a second time (another browser, signed out): used, said plainly; no account offered.
      const again = await browser.newContext({ ...devices['Pixel 7'] });
      try {
        const later = await again.newPage();
        await open(later, path);
        await expect(h1(later, 'Sign in')).toBeVisible();
        await expect(later.getByText(/This invitation has been used already/)).toBeVisible();
        await expect(later.getByRole('button', { name: 'Create a free user account' })).toHaveCount(0);
      } finally {
        await again.close();
      }

      // The second address has an account already: it signs in with the invited address and adds the set.
      const context2 = await browser.newContext({ ...devices['Pixel 7'] });
      try {
        const guest = await context2.newPage();
        const password = 'second-e2e-Passw0rd';
        const registrar = await newApi(baseURL!);
        await apiRegister(registrar, second, password);
        await registrar.dispose();
        await open(guest, secondPath);
        await expect(h1(guest, 'Ida Hansen has shared pictures with you')).toBeVisible();
        await guest.getByLabel(/^Password/).fill(password);
        await guest.getByRole('button', { name: 'Sign in', exact: true }).click();
        await expect(guest).toHaveURL(/\/my-account\/picture-sets\?invite=/);
        await expect(h1(guest, 'My picture sets')).toBeVisible();
        await expect(guest.getByRole('heading', { level: 2, name: 'Shared pictures' })).toBeVisible();
        await expect(guest.getByText('Ida Hansen has shared the pictures of Noah Hansen with you.')).toBeVisible();
        await expect(guest.getByRole('article', { name: 'Noah Hansen' })).toHaveCount(0);
        await guest.getByRole('button', { name: 'Add to my picture sets' }).click();
        await expect(guest.getByRole('status').filter({ hasText: 'The picture set has been added to your picture sets.' })).toBeVisible();
        await expect(guest.getByRole('article', { name: 'Noah Hansen' })).toBeVisible();
        await expect(guest).toHaveURL(/\/my-account\/picture-sets$/);
        await expect(guest.getByRole('heading', { level: 1 })).toHaveCount(1);
      } finally {
        await context2.close();
      }
    },
  );

  test('5a contact information: the city is saved and kept', async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/my-account/contact-info');
    await expect(h1(page, 'Update contact information')).toBeVisible();
    const city = `Bergen ${Date.now() % 100000}`;
    const field = page.getByLabel(/^City/);
    await expect(field).toBeEditable();
    await field.fill(city);
    await page.getByRole('button', { name: 'Save contact information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your contact information has been updated.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^City/)).toHaveValue(city);
  });

  test('5c a new user (registration asks no name) is greeted without one, then adds a name on contact information', async ({ page }) => {
    await apiRegister(page.request, freshEmail('name'), 'first-e2e-Passw0rd');
    await open(page, '/my-account/contact-info');
    await expect(h1(page, 'Update contact information')).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('greeting')).toHaveText('Hi!');
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    await page.getByLabel(/^Full name/).fill('Kari Nordmann');
    await page.getByRole('button', { name: 'Save contact information' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your contact information has been updated.' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('greeting')).toHaveText('Hi, Kari');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Kari Nordmann');
  });

  test("5d /my-account has the 'Cancel picture packages' panel for the parent's package held for inspection", async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/my-account');
    await expect(h1(page, 'My account')).toBeVisible();
    const panel = page.getByRole('region', { name: 'Cancel picture packages' });
    await expect(panel.getByRole('checkbox', { name: 'Noah Hansen' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('5e the yearbook pose grid has 2, 3, 4 and 6 columns by width (spec 1)', async ({ page }) => {
    await apiRegister(page.request, freshEmail('poses'), 'poses-e2e-Passw0rd', 'EMMA2026');
    const emma = await setOf(page.request, 'Emma Hansen');
    const pose = emma.job.yearbookPoseSelection.poses[0]!;
    expect(emma.pictures.filter((p) => p.pictureType === 'IP')).toHaveLength(6);
    await open(page, `/my-account/picture-sets/${emma.uuid}/yearbook-pose/${pose.uuid}`);
    const boxes = page.getByRole('checkbox', { name: /^Yearbook pose, ID: \d+$/ });
    await expect(boxes.first()).toBeVisible();
    /** Pictures side by side in the grid's first row. */
    const firstRow = async () => {
      const tops = await boxes.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    for (const [width, columns] of [
      [390, 2],
      [800, 3],
      [1100, 4],
      [1440, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(firstRow, { message: `${width} px wide` }).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });

  test('5b change password: too short, mismatch, then changed (a new user)', async ({ page, baseURL }) => {
    const email = freshEmail('password');
    await apiRegister(page.request, email, 'first-e2e-Passw0rd');
    await open(page, '/my-account/change-password');
    await expect(h1(page, 'Change password')).toBeVisible();
    const pw = page.getByLabel(/^New password/);
    const retype = page.getByLabel(/^Retype password/);
    const submit = page.getByRole('button', { name: 'Change password' });
    // Checked as typed: the button waits for a valid pair.
    await pw.fill('abcd');
    await retype.fill('abcd');
    await retype.blur();
    await expect(page.getByText('The password is not long enough')).toBeVisible();
    await expect(submit).toBeDisabled();
    await pw.fill('second-e2e-Passw0rd');
    await retype.fill('second-e2e-Passw0rX');
    await retype.blur();
    await expect(page.getByText('The passwords must match')).toBeVisible();
    await expect(page.getByText('The password is not long enough')).toHaveCount(0);
    await retype.fill('second-e2e-Passw0rd');
    await expect(page.getByText('The passwords must match')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    const fresh = await newApi(baseURL!);
    try {
      await apiSignIn(fresh, email, 'second-e2e-Passw0rd');
    } finally {
      await fresh.dispose();
    }
  });

  test('5c communication: a reminder switch is saved and kept', async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/my-account/communication');
    await expect(h1(page, 'Communication')).toBeVisible();
    const reminders = page.getByRole('group', { name: 'Reminders' });
    const noah = reminders.getByRole('checkbox', { name: 'Noah Hansen' });
    await expect(noah).toBeAttached();
    const before = await noah.isChecked();
    await reminders.getByText('Noah Hansen', { exact: true }).click();
    await expect(page.getByText('Your reminder settings have been saved.')).toBeVisible();
    await expect(noah).toBeChecked({ checked: !before });
    await page.reload();
    await expect(page.getByRole('group', { name: 'Reminders' }).getByRole('checkbox', { name: 'Noah Hansen' })).toBeChecked({ checked: !before });
    // Back as it was.
    await page.getByRole('group', { name: 'Reminders' }).getByText('Noah Hansen', { exact: true }).click();
    await expect(page.getByRole('group', { name: 'Reminders' }).getByRole('checkbox', { name: 'Noah Hansen' })).toBeChecked({ checked: before });
  });

  testOnOwnShop('5d cancel picture packages: Noah is listed; save waits for a change; cancelling updates the list', async ({ page }) => {
    await apiSignIn(page.request, PARENT.email, PARENT.password);
    await open(page, '/my-account/cancel-picture-packages');
    await expect(h1(page, 'Cancel picture packages')).toBeVisible();
    const list = page.getByRole('group', { name: 'Picture packages held for inspection' });
    const noah = list.getByRole('checkbox', { name: 'Noah Hansen' });
    await expect(noah).toBeChecked();
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await list.getByText('Noah Hansen', { exact: true }).click();
    await expect(noah).not.toBeChecked();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Your picture packages have been updated.' })).toBeVisible();
    // The answer's list replaces the shown one: Noah's package is cancelled (it stays listed, switched off; it
    // cannot be restored), and the button waits for the next change.
    await expect(noah).not.toBeChecked();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(h1(page, 'Cancel picture packages')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Picture packages held for inspection' }).getByRole('checkbox', { name: 'Noah Hansen' })).not.toBeChecked();
  });
});

test.describe("a page's requests to the shell are not lost", () => {
  test("a tap on 'Add picture set' before the header's code has arrived opens the dialog when it has", async ({ page }) => {
    await apiRegister(page.request, freshEmail('early-tap'), 'early-e2e-Passw0rd', 'EMMA2026');
    // held back: the chrome's chunk (header, dialogs, toasts), as on a slow phone, and the account's code, so the
    // tap lands on the server's markup, is held (decision 0068) and plays when the page is live, chrome or not
    const releaseChrome = await holdScripts(page, '**/assets/chrome.*.js');
    const releaseAccount = await holdScripts(page, '**/remotes/account/**/*.js');
    // the load event waits for those chunks too
    await page.goto('/my-account/picture-sets', { waitUntil: 'domcontentloaded' });
    await expect(h1(page, 'My picture sets')).toBeVisible();
    await page.getByRole('button', { name: 'Add picture set' }).click();
    releaseAccount();
    // the account's page is live and has played the tap: the request was made before the chrome was there
    await expect(page.locator('#shop-content').locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseChrome();
    const dialog = page.getByRole('dialog', { name: 'Add picture code' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Picture code/)).toBeVisible();
  });
});
