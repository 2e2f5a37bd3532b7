// Rspack's asset modules (and Jest's file stub) give a data file's URL.
declare module '*.geojson' {
  const url: string;
  export default url;
}
