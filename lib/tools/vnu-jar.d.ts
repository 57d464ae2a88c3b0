// vnu-jar ships no types: its main module exports the absolute path of vnu.jar.
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
