/** Each page module's chunks beyond the first load, from the browser build (build/page-modules.ts); the server's renderer only. */
declare module 'virtual:page-modules' {
  const modules: Record<string, string[]>;
  export default modules;
}
