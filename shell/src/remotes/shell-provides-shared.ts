import { registerGlobalPlugins, registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const SHELL = 'shell';

/**
 * The shell and every remote get the shell's copy of a shared package (React, Chakra's @shop/ui, the
 * event bus, …), never a newer one a remote brought along (decision 0013). The runtime's own 'loaded-first'
 * picks the highest registered version of a package nobody has loaded yet, so a remote built against an
 * incompatible @shop/ui 2.0 could otherwise hand its copy to the shell and to every other remote.
 * A remote whose required range the shell's version does not meet fails to load (strictVersion: our
 * @shop/* packages) and the shell shows its fallback; third-party packages keep the shell's copy.
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
    // A package the shell does not use itself (@shop/ui/toolkit): the highest registered copy inside the
    // asking module's range; never one outside it.
    const chosen = versions.find((version) => entry(version).from === SHELL) ?? versions.filter(fits).sort((a, b) => (satisfy(a, `>${b}`) ? -1 : 1))[0];
    args.resolver = () => {
      if (!chosen || !fits(chosen)) {
        const message = `Version ${chosen} from shell of shared singleton module ${args.pkgName} does not satisfy the requirement of ${args.shareInfo.from} which needs ${requiredVersion}`;
        // Third-party packages (not strict) keep the shell's copy, as the runtime's own check would.
        if (strictVersion || !chosen) throw new Error(message);
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
