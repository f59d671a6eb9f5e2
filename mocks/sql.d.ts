// wrangler.toml [[rules]] bundles *.sql as Text modules.
declare module '*.sql' {
  const text: string;
  export default text;
}
