import { describe, expect, it } from 'vitest';
import { enabledModules } from './activity';
import { frameOf, studioModule } from './frames';

const modules = [
  { name: 'access' as const, manifestUrl: '/remotes/access/mf-manifest.json', enabled: true },
  { name: 'editor' as const, manifestUrl: '/remotes/editor/mf-manifest.json', enabled: false },
  { name: 'studio' as const, manifestUrl: '/remotes/studio/mf-manifest.json', enabled: true },
];

describe('frames (decision 0084)', () => {
  it('frames /studio and everything under it as staff pages, the rest as the shop', () => {
    expect(frameOf('/studio')).toBe('staff');
    expect(frameOf('/studio/portals/fjord/content')).toBe('staff');
    expect(frameOf('/studio/no-such-page')).toBe('staff');
    expect(frameOf('/')).toBe('shop');
    expect(frameOf('/studios')).toBe('shop');
  });
  it("keeps the studio out of the shop's modules and finds it for the staff frame", () => {
    expect(enabledModules(modules).map((m) => m.name)).toEqual(['access']);
    expect(studioModule(modules)?.name).toBe('studio');
    expect(studioModule(modules.map((m) => ({ ...m, enabled: false })))).toBeUndefined();
  });
});
