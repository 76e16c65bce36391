// emotion's withTheme (unused here; the shared @emotion/react is bundled whole) copies a component's statics with
// hoist-non-react-statics, which brings react-is along: about 1 KB gzip on every first visit. The same job without
// React's type tables: the source's own properties the wrapper does not have yet (decision 0064).
export default function hoistNonReactStatics(target, source) {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (key in target) continue;
    try {
      Object.defineProperty(target, key, Object.getOwnPropertyDescriptor(source, key));
    } catch {}
  }
  return target;
}
