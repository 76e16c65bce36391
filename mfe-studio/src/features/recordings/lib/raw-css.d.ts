// a stylesheet imported as text (the federation build's `?raw` rule): rrweb-player's own CSS
declare module '*.css?raw' {
  const text: string;
  export default text;
}
