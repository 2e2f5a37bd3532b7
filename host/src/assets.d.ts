// Rspack's asset modules (and Jest's file stub) give an image's URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
