import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { INITIAL_ANSWERS_ELEMENT_ID, resetInitialAnswers } from '@shop/first-view/answers';
import { accessApi, type VerifyCodeAnswer } from '@shop/contracts/access';
import { codeDataFixture, handler, installMockServer, isInvalid } from '@shop/testing';
import { renderAccess } from '../../../testing/render';

// The letter's link (/enter-code?code=…) checked by the server for the first view (decision 0067): the page
// starts at the code's step, and the browser does not ask again.
const server = installMockServer();

/** The page as the server sent it: its address and the answer of the code's check. */
function serverChecked(code: string, answer: VerifyCodeAnswer) {
  const url = `/enter-code?code=${code}`;
  const key = JSON.stringify(['GET', accessApi.verifyCode.path, {}, { code }]);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_ANSWERS_ELEMENT_ID;
  script.textContent = JSON.stringify({ url, at: Date.now(), answers: { [key]: answer } });
  document.body.append(script);
  window.history.replaceState(null, '', url);
  resetInitialAnswers();
  return url;
}

afterEach(() => {
  document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.remove();
  window.history.replaceState(null, '', '/');
  resetInitialAnswers();
});

describe('the link’s code, checked by the server', () => {
  it('starts at “Code validated” for a valid code, without asking again', async () => {
    const asked: string[] = [];
    server.use(handler(accessApi.verifyCode, ({ query }) => (asked.push(String(query.get('code'))), { valid: false })));
    const route = serverChecked('NOAH2026', { valid: true, codeData: codeDataFixture({ name: 'Noah Hansen' }) });
    await renderAccess({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Code validated' })).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address to access the photos of Noah Hansen.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('shows the server’s refusal under the code, without asking again', async () => {
    const asked: string[] = [];
    server.use(handler(accessApi.verifyCode, ({ query }) => (asked.push(String(query.get('code'))), { valid: false })));
    const route = serverChecked('NOSUCH99', { valid: false, errorMessage: 'The code is not valid' });
    await renderAccess({ route });
    const field = await screen.findByRole('textbox', { name: 'Picture code' });
    expect((field as HTMLInputElement).value).toBe('NOSUCH99');
    expect(isInvalid(field)).toBe(true);
    expect(screen.getByText('The code is not valid')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('checks the code itself when the server’s answer is for another address', async () => {
    const asked: string[] = [];
    server.use(
      handler(
        accessApi.verifyCode,
        ({ query }) => (asked.push(String(query.get('code'))), { valid: true, codeData: codeDataFixture({ name: 'Emma Hansen' }) }),
      ),
    );
    serverChecked('NOAH2026', { valid: true, codeData: codeDataFixture({ name: 'Noah Hansen' }) });
    window.history.replaceState(null, '', '/enter-code?code=EMMA2026');
    await renderAccess({ route: '/enter-code?code=EMMA2026' });
    expect(await screen.findByText('Enter your e-mail address to access the photos of Emma Hansen.')).toBeTruthy();
    expect(asked).toEqual(['EMMA2026']);
  });
});
