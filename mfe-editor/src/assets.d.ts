/** Font files are assets: importing one gives its URL (rspack asset/resource, Vite in tests). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
