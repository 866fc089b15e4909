/** swagger-ui-dist ships no types: this file of it returns the folder its files are in. */
declare module 'swagger-ui-dist/absolute-path.js' {
  const absolutePath: () => string;
  export default absolutePath;
}
