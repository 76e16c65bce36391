import { BRAND_SETTINGS, type BrandSetting } from '../../portals/brand';
import { BrandError, readBrand, setBrand, type Brand } from '../../portals/brand-settings';
import { UsageError, type OperatorCommand } from '../command';

const show = (portal: string, b: Brand) => [
  `${portal}: primary ${b.theme.primary} on ${b.theme.primaryContrast}, header ${b.theme.headerBackground} / ${b.theme.headerText}, page ${b.background.color}`,
  `${portal}: font ${b.theme.font ?? 'system'}, corners ${b.theme.corners ?? 'soft'}, logo ${b.logo}, hero-image ${b.background.image}`,
];

export const brandCommand: OperatorCommand = {
  name: 'brand',
  args: '<portal> [setting=value ...]',
  summary: `show or change a portal's brand; applies on the next page load (settings: ${Object.keys(BRAND_SETTINGS).join(', ')})`,
  async run(args, ctx) {
    const [portal, ...pairs] = args;
    if (!portal) throw new UsageError('brand needs a portal');
    const changes: Partial<Record<BrandSetting, string>> = {};
    for (const pair of pairs) {
      const at = pair.indexOf('=');
      if (at < 1) throw new UsageError(`Write setting=value, not '${pair}'`);
      changes[pair.slice(0, at) as BrandSetting] = pair.slice(at + 1);
    }
    try {
      const brand = pairs.length === 0 ? await readBrand(ctx.db, portal) : await setBrand(ctx.db, portal, changes);
      for (const line of show(portal, brand)) ctx.out(line);
    } catch (error) {
      if (error instanceof BrandError) throw new UsageError(error.message);
      throw error;
    }
  },
};
