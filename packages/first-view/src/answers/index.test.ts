import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformApi } from '@shop/contracts';
import { accessApi } from '@shop/contracts/access';
import {
  INITIAL_ANSWERS_ELEMENT_ID,
  initialAnswer,
  initialAnswersAt,
  initialAnswersScript,
  resetInitialAnswers,
  startCollecting,
  stopCollecting,
} from './index';

const about = { params: { id: 'about' } };

/** The page as the browser has it: the server's <script> and the address. */
function browserPage(script: string, path: string) {
  const json = /<script type="application\/json" id="shop-initial-answers">(.*)<\/script>$/s.exec(script)?.[1] ?? '';
  vi.stubGlobal('document', { getElementById: (id: string) => (id === INITIAL_ANSWERS_ELEMENT_ID ? { textContent: json } : null) });
  const [pathname, search = ''] = path.split('?');
  vi.stubGlobal('location', { pathname, search: search ? `?${search}` : '' });
  resetInitialAnswers();
}

afterEach(() => {
  stopCollecting();
  vi.unstubAllGlobals();
  resetInitialAnswers();
});

describe('initial answers', () => {
  it('on the server, records what the render asked for and answers it once read', () => {
    const collector = startCollecting();
    expect(initialAnswer(platformApi.legacyPage, about)).toBeUndefined();
    expect([...collector.wanted.values()]).toEqual([{ def: platformApi.legacyPage, input: about }]);
    collector.answers.set([...collector.wanted.keys()][0]!, { modules: [] });
    expect(initialAnswer(platformApi.legacyPage, about)).toEqual({ modules: [] });
    // another page's read is another key
    expect(initialAnswer(platformApi.legacyPage, { params: { id: 'terms' } })).toBeUndefined();
    expect(collector.wanted.size).toBe(2);
  });

  it('in the browser, answers from the page’s script while the address is the one rendered', () => {
    const answers = new Map([[JSON.stringify(['GET', accessApi.checkResetCode.path, { code: 'k1' }, {}]), { valid: true }]]);
    const script = initialAnswersScript('/reset-password?resetcode=k1', answers);
    browserPage(script, '/reset-password?resetcode=k1');
    expect(initialAnswer(accessApi.checkResetCode, { params: { code: 'k1' } })).toEqual({ valid: true });
    expect(initialAnswer(accessApi.checkResetCode, { params: { code: 'k2' } })).toBeUndefined();
    expect(initialAnswersAt()).toBeGreaterThan(Date.now() - 5000);
    // another address (the visitor moved on, or came back by another link): read again
    browserPage(script, '/reset-password?resetcode=k2');
    expect(initialAnswer(accessApi.checkResetCode, { params: { code: 'k1' } })).toBeUndefined();
  });

  it('writes JSON that cannot end the script element, and reads it back unchanged', () => {
    const key = JSON.stringify(['GET', platformApi.legacyPage.path, { id: 'x' }, {}]);
    const text = '</script><script>alert(1)</script> & <!--';
    const script = initialAnswersScript('/pages/x', new Map([[key, { modules: [{ text }] }]]));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    browserPage(script, '/pages/x');
    expect(initialAnswer(platformApi.legacyPage, { params: { id: 'x' } })).toEqual({ modules: [{ text }] });
  });

  it('answers nothing without the server’s script', () => {
    browserPage('', '/');
    expect(initialAnswer(platformApi.legacyPage, about)).toBeUndefined();
    expect(initialAnswersAt()).toBe(0);
  });
});
