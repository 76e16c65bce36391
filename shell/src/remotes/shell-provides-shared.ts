import { registerGlobalPlugins, registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const SHELL = 'shell';

/**
 * The shell and every remote get the shell's copy of a shared package (React, Chakra's @shop/ui, the
 * event bus, …), never a newer one a remote brought along (decision 0013). The runtime's own 'loaded-first'
 * picks the highest registered version of a package nobody has loaded yet, so a remote built against an
 * incompatible @shop/ui 2.0 could otherwise hand its copy to the shell and to every other remote.
 * A remote whose required range the shell's version does not meet fails to load (strictVersion: our
 * @shop/* packages) and the shell shows its fallback; for third-party packages the runtime only warns.
 */
const shellCopyFirst: ModuleFederationRuntimePlugin = {
  name: 'shell-provides-shared-packages',
  resolveShare(args) {
    const registered = args.shareScopeMap[args.scope]?.[args.pkgName];
    if (!registered) return args;
    const versions = Object.keys(registered);
    const entry = (version: string) => registered[version]!;
    const { requiredVersion, strictVersion } = args.shareInfo.shareConfig ?? {};
    const fits = (version: string) => typeof requiredVersion !== 'string' || satisfy(version, requiredVersion);
    const shellVersion = versions.find((version) => entry(version).from === SHELL);
    // A package the shell does not use itself (@shop/ui/toolkit): the loaded copy if it fits, else the
    // highest registered copy that fits; never one outside the asking module's range.
    const chosen =
      shellVersion ??
      versions.find((version) => entry(version).loaded && fits(version)) ??
      versions.filter(fits).sort((a, b) => (satisfy(a, `>${b}`) ? -1 : 1))[0];
    args.resolver = () => {
      if (!chosen || !fits(chosen)) {
        const found = chosen ?? versions.join(', ');
        const message = `Version ${found} from ${chosen ? entry(chosen).from : 'the shop'} of shared singleton module ${args.pkgName} does not satisfy the requirement of ${args.shareInfo.from} which needs ${requiredVersion}`;
        if (strictVersion || !chosen) throw new Error(message);
        console.warn(message);
      }
      return { shared: entry(chosen!), useTreesShaking: false };
    };
    return args;
  },
};

export function shellProvidesSharedPackages(): void {
  // The shell's own federation instance exists already; the remotes' instances are created later.
  registerPlugins([shellCopyFirst]);
  registerGlobalPlugins([shellCopyFirst]);
}
